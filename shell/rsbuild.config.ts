import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rspack, type HtmlTag, type RsbuildPlugin } from '@rsbuild/core';
import { createAppConfig } from '@site/build';
import { company } from '@site/company';
import { robotsTxt, serviceSlugTargets, siteRoutes, sitemapXml } from '@site/routes';

/**
 * Writes the site's known paths for the server (200 vs 404, /services/{slug} redirects) with the app that owns
 * each (the release gate checks a remote's route table against them), and the
 * sitemap and robots.txt for the public origin (PUBLIC_SITE_ORIGIN, or the company's website).
 */
const siteRoutesManifest: RsbuildPlugin = {
  name: 'site-routes-manifest',
  setup(api) {
    api.onAfterBuild(({ environments }) => {
      const distPath = environments.web?.distPath;
      if (!distPath) throw new Error('The shell has no web build.');
      const manifest = {
        paths: siteRoutes.map((route) => route.path),
        owners: Object.fromEntries(siteRoutes.map((route) => [route.path, route.owner])),
        serviceSlugs: serviceSlugTargets(),
      };
      writeFileSync(join(distPath, 'site-routes.json'), `${JSON.stringify(manifest, null, 2)}\n`);
      const origin = process.env.PUBLIC_SITE_ORIGIN ?? company.website;
      writeFileSync(join(distPath, 'sitemap.xml'), sitemapXml(origin));
      writeFileSync(join(distPath, 'robots.txt'), robotsTxt(origin));
    });
  },
};

/**
 * The app's entry script is started by `start.js` after the page has loaded and painted, rather than fetched
 * alongside the HTML (on a remote's page, compose adds remotes.json and the remote's manifest to fetch with it). start.js travels inline, so that nothing but the HTML
 * is requested before the first paint; the site's CSP allows it by its hash (deploy/nginx/render.mjs).
 */
// Minified: every page carries it, and a page's first round trip holds only so many bytes.
const startScript = rspack.experiments.swc.minifySync(readFileSync(new URL('./start.js', import.meta.url), 'utf8'), {
  compress: true,
  mangle: true,
}).code;
const startAfterFirstPaint = (tags: HtmlTag[]): HtmlTag[] =>
  tags.map((tag) =>
    tag.tag === 'script' && typeof tag.attrs?.src === 'string'
      ? {
          tag: 'script',
          attrs: { 'data-entry': tag.attrs.src, 'data-preload': '' },
          children: startScript,
        }
      : tag,
  );

const config = createAppConfig({ name: 'shell' });

export default {
  ...config,
  html: { ...config.html, tags: [startAfterFirstPaint] },
  plugins: [...(config.plugins ?? []), siteRoutesManifest],
};
