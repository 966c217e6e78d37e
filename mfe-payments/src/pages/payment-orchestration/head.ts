import type { PageHead } from '@site/routes';
import { company } from '@site/company';

/** Head of /payment-orchestration (kept apart from the page content so the route table does not load the page copy). */
export const head: PageHead = {
  title: `Payment Orchestration: One API, Every Gateway | ${company.name}`,
  description:
    'Connect many payment gateways and acquirers through one integration. Route by success rate and cost, fail over automatically and reconcile in one place.',
  keywords: [
    'payment orchestration',
    'payment routing',
    'multiple payment gateways',
    'gateway failover',
    'smart routing',
    'payment reconciliation',
    'acquirer routing',
    'payment orchestration India',
  ],
};
