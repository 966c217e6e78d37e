import type { PageHead } from '@site/routes';
import { company } from '@site/company';

/** Head of /banking-service (kept apart from the page content so the route table does not load the page copy). */
export const head: PageHead = {
  title: `Banking as a Service for SMEs and Startups | ${company.name}`,
  description:
    'Banking as a service for startups, freelancers and D2C businesses: digital accounts, virtual accounts, payouts, collections, KYC APIs and cash-flow insights.',
  keywords: [
    'banking as a service',
    'BaaS India',
    'virtual accounts',
    'SME banking',
    'embedded finance',
    'KYC API',
    'business payouts',
    'startup banking',
  ],
};
