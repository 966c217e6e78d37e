import type { PageRoute } from '@site/remote';
import { serviceHeads } from './heads';

/**
 * The ten service pages of the agency remote. Each page is its own folder (`pages/<slug>/`) and lazy chunk, a tiny
 * module that feeds its content to the shared `ServicePage` template; only the heads load with the route table.
 */
export const serviceRoutes: PageRoute[] = [
  { path: '/web-design', page: 'web-design', head: serviceHeads['web-design'] },
  { path: '/web-app-development', page: 'web-app-development', head: serviceHeads['web-app-development'] },
  { path: '/mobile-app-development', page: 'mobile-app-development', head: serviceHeads['mobile-app-development'] },
  { path: '/website-24hrs', page: 'website-24hrs', head: serviceHeads['website-24hrs'] },
  { path: '/api-integration', page: 'api-integration', head: serviceHeads['api-integration'] },
  { path: '/rest-api-construction', page: 'rest-api-construction', head: serviceHeads['rest-api-construction'] },
  { path: '/seo-audit', page: 'seo-audit', head: serviceHeads['seo-audit'] },
  { path: '/domestic-seo', page: 'domestic-seo', head: serviceHeads['domestic-seo'] },
  { path: '/international-seo', page: 'international-seo', head: serviceHeads['international-seo'] },
  { path: '/graphic-design', page: 'graphic-design', head: serviceHeads['graphic-design'] },
];
