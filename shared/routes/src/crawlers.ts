import { previewRoot } from '@site/document';
import { siteRoutes } from './siteMap';

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An absolute URL of a site path on `origin` (no trailing slash except for the home page). */
export const absoluteUrl = (origin: string, path: string): string => `${origin.replace(/\/+$/, '')}${path}`;

/** sitemap.xml: exactly the indexable routes, as absolute URLs. */
export function sitemapXml(origin: string): string {
  const urls = siteRoutes
    .filter((route) => route.indexable)
    .map((route) => `  <url><loc>${escapeXml(absoluteUrl(origin, route.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled (noindex pages say so themselves) but previews (docs/deploy.md), whose
 * links are never published; points to the sitemap.
 */
export const robotsTxt = (origin: string): string =>
  `User-agent: *\nAllow: /\nDisallow: ${previewRoot}\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;
