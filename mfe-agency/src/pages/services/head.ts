import { company } from '@site/company';
import type { PageHead } from '@site/routes';

export const head: PageHead = {
  title: `Web, App, API & SEO Services in India | ${company.name}`,
  description:
    'Explore web design, web and mobile app development, websites in 24 hours, API integration, custom software, SEO audits, local and international SEO and design.',
  keywords: [
    'web development services',
    'mobile app development India',
    'API integration',
    'REST API development',
    'SEO services',
    'graphic design services',
  ],
};
