import { defineRemote, type PageRoute } from '@site/remote';
import linkPreview from '../link-preview.json';
import { head as bankingServiceHead } from './pages/banking-service/head';
import { head as payinHead } from './pages/payin/head';
import { head as paymentOrchestrationHead } from './pages/payment-orchestration/head';
import { head as payoutHead } from './pages/payout/head';
import { head as upiSolutionsHead } from './pages/upi-solutions/head';

/**
 * The payments section's pages, each its folder under `pages/`. Heads are small modules loaded up front;
 * each page's component and copy load lazily on first visit.
 */
const pageRoutes: PageRoute[] = [
  { path: '/payment-orchestration', page: 'payment-orchestration', head: paymentOrchestrationHead },
  { path: '/payout', page: 'payout', head: payoutHead },
  { path: '/payin', page: 'payin', head: payinHead },
  { path: '/upi-solutions', page: 'upi-solutions', head: upiSolutionsHead },
  { path: '/banking-service', page: 'banking-service', head: bankingServiceHead },
];

export const remote = defineRemote({
  name: 'payments',
  routes: pageRoutes,
  linkPreview,
  loadPage: (page) =>
    import(
      /* webpackChunkName: "page-[request]" */
      /* webpackInclude: /[\\/]pages[\\/][\w-]+[\\/]index\.tsx$/ */
      /* @vite-ignore */
      `./pages/${page}/`
    ),
});

/** The route table, and the section's pages as fragments hydrated inside the shell's page: exposed as `./routes`. */
export const { routes, fragments } = remote;
