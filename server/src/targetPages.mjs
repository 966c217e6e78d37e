import { createHash } from 'node:crypto';
import { extname } from 'node:path';
import { contactDeliveryFile, parseContactDelivery } from '@site/contact/delivery';
import { lookupPath, parsePathOwners, pathOwnersFile } from '@site/routes/pathOwners';
import { notFoundKey } from './compose.mjs';
import { pageFileOf } from './composition.mjs';
import { createPageBodies, siteUnavailableHtml } from './pageBodies.mjs';

/**
 * How long the template and the contact delivery read from a target are trusted (every response's CSP names
 * the template's inline scripts and the origin the form posts to).
 */
const recheckMs = 1000;

/**
 * The second page source of the server: a release target (targets.mjs: a directory or
 * S3-compatible storage), whose pages were composed at release time (`site/<path>/index.html`,
 * `site/404.html`), served as production serves them, with the redirects and retired paths of the live map the
 * releases wrote (`site/paths.json`). A release writes each object whole, so what is read is always a complete
 * file. The same interface as createComposedPages.
 */
export function createTargetPages({ target, bodyOf = createPageBodies() }) {
  const text = async (key) => (await target.read(key))?.toString('utf8');
  /** A page's HTML and the Brotli copy the release wrote beside it, as nginx's brotli_static would send it. */
  const pageAt = async (key) => {
    const [html, brotli] = await Promise.all([text(key), target.read(`${key}.br`)]);
    if (html === undefined) return undefined;
    return bodyOf(createHash('sha256').update(html).digest('base64url'), () => html, brotli);
  };
  /** A file of the site origin as `parse` reads it (undefined when missing), read again once `recheckMs` old. */
  const recheckedFile = (key, parse) => {
    let cached = { readAt: -Infinity, value: undefined };
    return async () => {
      if (performance.now() - cached.readAt >= recheckMs) {
        const body = await text(key);
        cached = { readAt: performance.now(), value: body === undefined ? undefined : parse(body) };
      }
      return cached.value;
    };
  };
  /** A record that does not parse is as good as none: the CSP then allows posting to the site's own origin only. */
  const readDelivery = (body) => {
    try {
      return parseContactDelivery(body);
    } catch {
      return undefined;
    }
  };

  /** A map that does not parse is as good as none: pages are then served as the files say. */
  const readMap = (body) => {
    try {
      return parsePathOwners(body);
    } catch {
      return undefined;
    }
  };
  const pathOwners = recheckedFile(`site/${pathOwnersFile}`, readMap);

  async function page(path) {
    const map = await pathOwners();
    const found = map && lookupPath(map, path);
    if (found?.kind === 'redirect') return { status: 301, location: found.to };
    if (found?.kind !== 'gone') {
      const body = extname(path) ? undefined : await pageAt(`site/${pageFileOf(path)}`);
      if (body) return { status: 200, body };
    }
    const notFound = await pageAt(`site/${pageFileOf(notFoundKey)}`);
    if (notFound) return { status: found?.kind === 'gone' ? 410 : 404, body: notFound };
    return { status: 503, body: await bodyOf('site-unavailable', () => siteUnavailableHtml) };
  }

  return {
    page,
    template: recheckedFile('site/index.html', (body) => body),
    /** The live shell's contact-delivery.json; undefined for a release made before shells recorded one. */
    contactDelivery: recheckedFile(`site/${contactDeliveryFile}`, readDelivery),
    health: async () => ({ site: (await target.exists('site/index.html')) ? 'current' : 'unavailable' }),
  };
}
