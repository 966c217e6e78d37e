import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { siteRoutesManifest } from './lastGood.mjs';
import { createPageBodies, siteUnavailableHtml } from './pageBodies.mjs';

/** How long the template read from a target is trusted (every response's CSP names its inline script). */
const templateRecheckMs = 1000;

/**
 * The second page source of the server: a release target (scripts/release/targets.mjs: a directory or
 * S3-compatible storage), whose pages were composed at release time (`site/<path>/index.html`,
 * `site/404.html`), served as production serves them. A release writes each object whole, so what is read is
 * always a complete file. The same interface as createComposedPages.
 */
export function createTargetPages({ target, bodyOf = createPageBodies() }) {
  const text = async (key) => (await target.read(key))?.toString('utf8');
  /** A page's HTML and the Brotli copy the release wrote beside it, as nginx's brotli_static would send it. */
  const pageAt = async (key) => {
    const [html, brotli] = await Promise.all([text(key), target.read(`${key}.br`)]);
    if (html === undefined) return undefined;
    return bodyOf(createHash('sha256').update(html).digest('base64url'), () => html, brotli);
  };
  let template = { readAt: -Infinity, value: undefined };

  async function page(path) {
    const body = extname(path) ? undefined : await pageAt(path === '/' ? 'site/index.html' : `site${path}/index.html`);
    if (body) return { status: 200, body };
    const notFound = await pageAt('site/404.html');
    if (notFound) return { status: 404, body: notFound };
    return { status: 503, body: await bodyOf('site-unavailable', () => siteUnavailableHtml) };
  }

  return {
    page,
    async siteRoutes() {
      try {
        return siteRoutesManifest((await text('site/site-routes.json')) ?? '');
      } catch {
        return undefined;
      }
    },
    async template() {
      if (performance.now() - template.readAt >= templateRecheckMs) {
        template = { readAt: performance.now(), value: await text('site/index.html') };
      }
      return template.value;
    },
    health: async () => ({ site: (await target.exists('site/index.html')) ? 'current' : 'unavailable' }),
  };
}
