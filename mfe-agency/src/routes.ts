import { defineRemote, type PageRoute } from '@site/remote';
import linkPreview from '../link-preview.json';
import { head as aboutHead } from './pages/about/head';
import { head as b2bHead } from './pages/b2b/head';
import { head as homeHead } from './pages/home/head';
import { head as pricingHead } from './pages/pricing/head';
import { head as rankboostHead } from './pages/rankboost/head';
import { serviceRoutes } from './pages/service-pages/routes';
import { head as servicesHead } from './pages/services/head';

/**
 * The agency section's own pages, each its folder under `pages/`. Heads are small modules loaded up front;
 * each page's component and copy load lazily on first visit.
 */
const pageRoutes: PageRoute[] = [
  { path: '/', page: 'home', head: homeHead },
  { path: '/about', page: 'about', head: aboutHead },
  { path: '/services', page: 'services', head: servicesHead },
  { path: '/rankboost', page: 'rankboost', head: rankboostHead },
  { path: '/pricing', page: 'pricing', head: pricingHead },
  { path: '/b2b', page: 'b2b', head: b2bHead },
];

export const remote = defineRemote({
  name: 'agency',
  routes: [...pageRoutes, ...serviceRoutes],
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
