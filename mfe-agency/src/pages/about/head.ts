import { claims, company } from '@site/company';
import type { PageHead } from '@site/routes';

export const head: PageHead = {
  title: `About Us: Our Story, Mission and Values | ${company.name}`,
  description: `Founded in ${company.founded.month} ${company.founded.year}, ${company.name} is a team of ${claims.professionals} professionals building websites, apps, SEO and payment solutions for Indian businesses.`,
  keywords: [
    `about ${company.name}`,
    'technology agency India',
    'web and app development team',
    'SEO and payments company',
    'mission and values',
  ],
};
