import { claims, company } from '@site/company';
import type { PageHead } from '@site/routes';
import type { ServiceSlug } from './types';

/**
 * Head data of the service pages. It lives apart from the page copy so that the route table
 * (loaded up front by the shell) imports only these few strings, and each page's copy stays in
 * that page's own lazy chunk.
 */
const head = (title: string, description: string, keywords: readonly string[]): PageHead => ({
  title: `${title} | ${company.name}`,
  description,
  keywords,
});

export const serviceHeads: Readonly<Record<ServiceSlug, PageHead>> = {
  'web-design': head(
    'Custom Web Design Services in India',
    'Custom UI/UX web design for Indian businesses: responsive, SEO-ready and fast websites, taken from discovery and design to development, launch and support.',
    [
      'web design',
      'custom website design',
      'UI/UX design',
      'responsive web design',
      'SEO-ready website',
      'web design company India',
    ],
  ),
  'web-app-development': head(
    'Web App Development Services',
    `Web app development with dynamic frontends, secure backends and databases, admin panels and scalable cloud architecture. Complex apps in ${claims.complexAppWeeks}.`,
    [
      'web app development',
      'web application development',
      'custom web apps',
      'admin panel development',
      'SaaS development',
      'React Node.js development',
    ],
  ),
  'mobile-app-development': head(
    'Mobile App Development for Android and iOS',
    `Android and iOS app development: native and cross-platform apps, UI/UX, backend APIs and store launch. ${claims.appsBuilt} apps delivered, ${claims.satisfaction} client satisfaction.`,
    [
      'mobile app development',
      'Android app development',
      'iOS app development',
      'Flutter development',
      'React Native development',
      'app development company India',
    ],
  ),
  'website-24hrs': head(
    'Website in 24 Hours: Fast Business Website Delivery',
    'Get a professional business website live within 24 hours: custom domain setup, responsive design, contact form, basic SEO setup and 1 month of free support.',
    [
      'website in 24 hours',
      'fast website delivery',
      'urgent website',
      'quick business website',
      'same-day website',
      'small business website India',
    ],
  ),
  'api-integration': head(
    'API Integration Services',
    'API integration services: connect payment gateways, CRMs, ERPs, shipping, SMS and other third-party APIs to your website or app with secure, monitored flows.',
    [
      'API integration',
      'third-party API integration',
      'payment gateway integration',
      'CRM integration',
      'ERP integration',
      'webhook integration',
    ],
  ),
  'rest-api-construction': head(
    'REST API Development and Construction',
    'REST API development: secure, documented, versioned APIs with authentication, rate limiting and automated tests, built to scale with your web and mobile apps.',
    [
      'REST API development',
      'custom API development',
      'backend development',
      'API design',
      'OpenAPI documentation',
      'Node.js API',
    ],
  ),
  'seo-audit': head(
    'SEO Audit Services: Technical, Content and Backlinks',
    'A complete SEO audit: site analysis, keyword and content gaps, backlink evaluation and a technical health check, with a clear fix list. Ask for a free proposal.',
    [
      'SEO audit',
      'technical SEO audit',
      'website SEO analysis',
      'backlink audit',
      'content gap analysis',
      'free SEO audit proposal',
    ],
  ),
  'domestic-seo': head(
    'Domestic and Local SEO Services in India',
    'Local SEO for Indian businesses: local keywords, business profile optimization, local links and directory listings, with clear monthly reports on your rankings.',
    [
      'local SEO',
      'domestic SEO',
      'Google Business Profile optimization',
      'local citations',
      'near me SEO',
      'local SEO India',
    ],
  ),
  'international-seo': head(
    'International SEO Services for Global Growth',
    'International SEO: multilingual and geo-targeted SEO, international link building and visibility on Google, Yandex, Baidu, Bing and DuckDuckGo in every market.',
    ['international SEO', 'multilingual SEO', 'geo-targeted SEO', 'hreflang', 'global SEO', 'Baidu SEO', 'Yandex SEO'],
  ),
  'graphic-design': head(
    'Graphic Design Services: Logos, Branding and Creatives',
    'Graphic design for brands: logos, brand identity, social media creatives, brochures, packaging and UI graphics, kept consistent across print and digital.',
    [
      'graphic design',
      'logo design',
      'brand identity design',
      'social media creatives',
      'brochure design',
      'graphic design company India',
    ],
  ),
};
