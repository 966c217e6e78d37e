import { defineRemote } from '@site/remote';
import type { RemoteRoute } from '@site/routes';
import linkPreview from '../link-preview.json';
import { head as aboutHead } from './pages/about/head';
import { head as b2bHead } from './pages/b2b/head';
import { head as homeHead } from './pages/home/head';
import { head as pricingHead } from './pages/pricing/head';
import { head as rankboostHead } from './pages/rankboost/head';
import { serviceRoutes } from './pages/service-pages/routes';
import { head as servicesHead } from './pages/services/head';

/**
 * The agency section's own pages. Heads are small modules loaded up front;
 * each page's component and copy load lazily on first visit.
 */
const pageRoutes: RemoteRoute[] = [
  { path: '/', head: homeHead, load: () => import(/* webpackChunkName: "page-home" */ './pages/home/HomePage') },
  {
    path: '/about',
    head: aboutHead,
    load: () => import(/* webpackChunkName: "page-about" */ './pages/about/AboutPage'),
  },
  {
    path: '/services',
    head: servicesHead,
    load: () => import(/* webpackChunkName: "page-services" */ './pages/services/ServicesPage'),
  },
  {
    path: '/rankboost',
    head: rankboostHead,
    load: () => import(/* webpackChunkName: "page-rankboost" */ './pages/rankboost/RankBoostPage'),
  },
  {
    path: '/pricing',
    head: pricingHead,
    load: () => import(/* webpackChunkName: "page-pricing" */ './pages/pricing/PricingPage'),
  },
  { path: '/b2b', head: b2bHead, load: () => import(/* webpackChunkName: "page-b2b" */ './pages/b2b/B2bPage') },
];

export const remote = defineRemote({ name: 'agency', routes: [...pageRoutes, ...serviceRoutes], linkPreview });

/** The route table, and the section's pages as fragments hydrated inside the shell's page: exposed as `./routes`. */
export const { routes, fragments } = remote;
