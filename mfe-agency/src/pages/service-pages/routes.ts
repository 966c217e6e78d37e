import type { RemoteRoute } from '@site/routes';
import { serviceHeads } from './heads';

/**
 * The ten service pages of the agency remote. Each page is its own folder (`pages/<slug>/`) and lazy chunk, a tiny
 * module that feeds its content to the shared `ServicePage` template; only the heads load with the route table.
 */
export const serviceRoutes: RemoteRoute[] = [
  {
    path: '/web-design',
    head: serviceHeads['web-design'],
    load: () => import(/* webpackChunkName: "page-web-design" */ '../web-design/WebDesignPage'),
  },
  {
    path: '/web-app-development',
    head: serviceHeads['web-app-development'],
    load: () =>
      import(/* webpackChunkName: "page-web-app-development" */ '../web-app-development/WebAppDevelopmentPage'),
  },
  {
    path: '/mobile-app-development',
    head: serviceHeads['mobile-app-development'],
    load: () =>
      import(
        /* webpackChunkName: "page-mobile-app-development" */ '../mobile-app-development/MobileAppDevelopmentPage'
      ),
  },
  {
    path: '/website-24hrs',
    head: serviceHeads['website-24hrs'],
    load: () => import(/* webpackChunkName: "page-website-24hrs" */ '../website-24hrs/Website24hrsPage'),
  },
  {
    path: '/api-integration',
    head: serviceHeads['api-integration'],
    load: () => import(/* webpackChunkName: "page-api-integration" */ '../api-integration/ApiIntegrationPage'),
  },
  {
    path: '/rest-api-construction',
    head: serviceHeads['rest-api-construction'],
    load: () =>
      import(/* webpackChunkName: "page-rest-api-construction" */ '../rest-api-construction/RestApiConstructionPage'),
  },
  {
    path: '/seo-audit',
    head: serviceHeads['seo-audit'],
    load: () => import(/* webpackChunkName: "page-seo-audit" */ '../seo-audit/SeoAuditPage'),
  },
  {
    path: '/domestic-seo',
    head: serviceHeads['domestic-seo'],
    load: () => import(/* webpackChunkName: "page-domestic-seo" */ '../domestic-seo/DomesticSeoPage'),
  },
  {
    path: '/international-seo',
    head: serviceHeads['international-seo'],
    load: () => import(/* webpackChunkName: "page-international-seo" */ '../international-seo/InternationalSeoPage'),
  },
  {
    path: '/graphic-design',
    head: serviceHeads['graphic-design'],
    load: () => import(/* webpackChunkName: "page-graphic-design" */ '../graphic-design/GraphicDesignPage'),
  },
];
