import { defineRemote } from '@site/remote';
import type { RemoteRoute } from '@site/routes';
import linkPreview from '../link-preview.json';
import { head as bankingServiceHead } from './pages/banking-service/head';
import { head as payinHead } from './pages/payin/head';
import { head as paymentOrchestrationHead } from './pages/payment-orchestration/head';
import { head as payoutHead } from './pages/payout/head';
import { head as upiSolutionsHead } from './pages/upi-solutions/head';

/**
 * The payments section's pages. Heads are small modules loaded up front;
 * each page's component and copy load lazily on first visit.
 */
const pageRoutes: RemoteRoute[] = [
  {
    path: '/payment-orchestration',
    head: paymentOrchestrationHead,
    load: () =>
      import(
        /* webpackChunkName: "page-payment-orchestration" */ './pages/payment-orchestration/PaymentOrchestrationPage'
      ),
  },
  {
    path: '/payout',
    head: payoutHead,
    load: () => import(/* webpackChunkName: "page-payout" */ './pages/payout/PayoutPage'),
  },
  {
    path: '/payin',
    head: payinHead,
    load: () => import(/* webpackChunkName: "page-payin" */ './pages/payin/PayinPage'),
  },
  {
    path: '/upi-solutions',
    head: upiSolutionsHead,
    load: () => import(/* webpackChunkName: "page-upi-solutions" */ './pages/upi-solutions/UpiSolutionsPage'),
  },
  {
    path: '/banking-service',
    head: bankingServiceHead,
    load: () => import(/* webpackChunkName: "page-banking-service" */ './pages/banking-service/BankingServicePage'),
  },
];

export const remote = defineRemote({ name: 'payments', routes: pageRoutes, linkPreview });

/** The route table, and the section's pages as fragments hydrated inside the shell's page: exposed as `./routes`. */
export const { routes, fragments } = remote;
