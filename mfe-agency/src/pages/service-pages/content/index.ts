import type { ServicePageContent } from '../types';
import { apiIntegration } from './api-integration';
import { domesticSeo } from './domestic-seo';
import { graphicDesign } from './graphic-design';
import { internationalSeo } from './international-seo';
import { mobileAppDevelopment } from './mobile-app-development';
import { restApiConstruction } from './rest-api-construction';
import { seoAudit } from './seo-audit';
import { webAppDevelopment } from './web-app-development';
import { webDesign } from './web-design';
import { website24hrs } from './website-24hrs';

/**
 * All ten pages, in navigation order. For tests and tooling only: pages import their own module,
 * so that each page's copy stays in its own lazy chunk.
 */
export const servicePages: readonly ServicePageContent[] = [
  webDesign,
  webAppDevelopment,
  mobileAppDevelopment,
  website24hrs,
  apiIntegration,
  restApiConstruction,
  seoAudit,
  domesticSeo,
  internationalSeo,
  graphicDesign,
];
