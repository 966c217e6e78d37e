import { claims, company } from '@site/company';
import type { PageHead } from '@site/routes';
import { seoPackagePrices } from '../pricing/prices';

export const head: PageHead = {
  title: `RankBoost SEO Services & Monthly Packages | ${company.name}`,
  description: `RankBoost SEO packages from ${seoPackagePrices.starter.display} ${seoPackagePrices.starter.note}: keyword research, technical, on-page and local SEO with monthly reports and results in ${claims.seoResultsDays}.`,
  keywords: ['SEO services India', 'SEO packages', 'monthly SEO plans', 'local SEO', 'technical SEO', 'RankBoost SEO'],
};
