import { company } from '@site/company';
import type { PageHead } from '@site/routes';
import { prices } from './prices';

export const head: PageHead = {
  title: `Pricing: Websites, Software & SEO Plans | ${company.name}`,
  description: `Transparent pricing: websites at ${prices.website.display} ${prices.website.note}, custom software from ${prices.software.display} and RankBoost SEO at ${prices.seo.display} ${prices.seo.note}. Compare plans and features.`,
  keywords: [
    'website development cost India',
    'software development pricing',
    'SEO packages price',
    'website price',
    'web development plans',
  ],
};
