import type { RemoteRoute } from '@site/routes';
import { serviceHeads } from './heads';

/**
 * The ten service pages of the agency remote. Each page is its own lazy chunk (a tiny module that feeds
 * its content to the shared `ServicePage` template); only the heads load with the route table.
 */
export const serviceRoutes: RemoteRoute[] = [
  { path: '/web-design', head: serviceHeads['web-design'], load: () => import('./pages/WebDesignPage') },
  {
    path: '/web-app-development',
    head: serviceHeads['web-app-development'],
    load: () => import('./pages/WebAppDevelopmentPage'),
  },
  {
    path: '/mobile-app-development',
    head: serviceHeads['mobile-app-development'],
    load: () => import('./pages/MobileAppDevelopmentPage'),
  },
  { path: '/website-24hrs', head: serviceHeads['website-24hrs'], load: () => import('./pages/Website24hrsPage') },
  { path: '/api-integration', head: serviceHeads['api-integration'], load: () => import('./pages/ApiIntegrationPage') },
  {
    path: '/rest-api-construction',
    head: serviceHeads['rest-api-construction'],
    load: () => import('./pages/RestApiConstructionPage'),
  },
  { path: '/seo-audit', head: serviceHeads['seo-audit'], load: () => import('./pages/SeoAuditPage') },
  { path: '/domestic-seo', head: serviceHeads['domestic-seo'], load: () => import('./pages/DomesticSeoPage') },
  {
    path: '/international-seo',
    head: serviceHeads['international-seo'],
    load: () => import('./pages/InternationalSeoPage'),
  },
  { path: '/graphic-design', head: serviceHeads['graphic-design'], load: () => import('./pages/GraphicDesignPage') },
];
