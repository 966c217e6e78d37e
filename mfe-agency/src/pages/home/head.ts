import { claims, company } from '@site/company';
import type { PageHead } from '@site/routes';

export const head: PageHead = {
  title: `Web Design, App Development, SEO & Payments | ${company.name}`,
  description: `Websites in 24 hours, web and mobile apps, API integration, RankBoost SEO and payment solutions for Indian businesses. Trusted by ${claims.businesses} businesses across India.`,
  keywords: [
    'web design company India',
    'app development company',
    'API integration services',
    'SEO services India',
    'payment solutions',
    'website in 24 hours',
  ],
};
