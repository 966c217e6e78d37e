import type { RemoteRoute } from '@site/routes';
import { serviceHeads } from './heads';

/**
 * The ten service pages of the agency remote. Each page is its own lazy chunk (a tiny module that feeds
 * its content to the shared `ServicePage` template); only the heads load with the route table.
 */
export const serviceRoutes: RemoteRoute[] = [
  {
    path: '/web-design',
    head: serviceHeads['web-design'],
    load: () => import(/* webpackChunkName: "page-web-design" */ './pages/WebDesignPage'),
  },
  {
    path: '/web-app-development',
    head: serviceHeads['web-app-development'],
    load: () => import(/* webpackChunkName: "page-web-app-development" */ './pages/WebAppDevelopmentPage'),
  },
  {
    path: '/mobile-app-development',
    head: serviceHeads['mobile-app-development'],
    load: () => import(/* webpackChunkName: "page-mobile-app-development" */ './pages/MobileAppDevelopmentPage'),
  },
  {
    path: '/website-24hrs',
    head: serviceHeads['website-24hrs'],
    load: () => import(/* webpackChunkName: "page-website-24hrs" */ './pages/Website24hrsPage'),
  },
  {
    path: '/api-integration',
    head: serviceHeads['api-integration'],
    load: () => import(/* webpackChunkName: "page-api-integration" */ './pages/ApiIntegrationPage'),
  },
  {
    path: '/rest-api-construction',
    head: serviceHeads['rest-api-construction'],
    load: () => import(/* webpackChunkName: "page-rest-api-construction" */ './pages/RestApiConstructionPage'),
  },
  {
    path: '/seo-audit',
    head: serviceHeads['seo-audit'],
    load: () => import(/* webpackChunkName: "page-seo-audit" */ './pages/SeoAuditPage'),
  },
  {
    path: '/domestic-seo',
    head: serviceHeads['domestic-seo'],
    load: () => import(/* webpackChunkName: "page-domestic-seo" */ './pages/DomesticSeoPage'),
  },
  {
    path: '/international-seo',
    head: serviceHeads['international-seo'],
    load: () => import(/* webpackChunkName: "page-international-seo" */ './pages/InternationalSeoPage'),
  },
  {
    path: '/graphic-design',
    head: serviceHeads['graphic-design'],
    load: () => import(/* webpackChunkName: "page-graphic-design" */ './pages/GraphicDesignPage'),
  },
];
