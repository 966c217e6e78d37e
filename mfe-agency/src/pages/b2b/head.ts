import { company } from '@site/company';
import type { PageHead } from '@site/routes';

export const head: PageHead = {
  title: `B2B Software, Fintech & E-commerce Solutions | ${company.name}`,
  description:
    'B2B technology for Indian companies: custom software, payment and fintech integrations, e-commerce platforms, enterprise systems and support automation.',
  keywords: [
    'B2B software development',
    'fintech solutions India',
    'B2B e-commerce development',
    'enterprise software',
    'business process automation',
  ],
};
