import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import { brotliOptionsFor } from '@site/build/precompress';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Without the shell's build (or a release's pages) there is no layout to show anything in. */
export const siteUnavailableHtml =
  '<!doctype html><html lang="en"><meta charset="utf-8"><title>Temporarily unavailable</title>' +
  '<p>The site is being built or deployed: reload in a moment.</p></html>';

/**
 * The bodies of a page as it is sent: as is, Brotli at best quality (~80 ms, off the event loop) and gzip,
 * with an ETag of its content. Kept by content version, least recently used first out: the keys are the
 * site's pages times the builds in use, never anything a request can invent, so a client cannot grow it.
 *
 * `bodyOf(version, render, brotli)`: `version` names the content (same version, same html); `render()` makes the
 * html when that version is not kept; `brotli`, a Brotli copy made beforehand (a release's), is used as it is.
 * The ETag is weak: the page's three encodings are the same content.
 * @param {{ maxPages?: number }} [options]
 */
export function createPageBodies({ maxPages = 200 } = {}) {
  const bodies = new Map();
  return function bodyOf(version, render, brotli) {
    let body = bodies.get(version);
    if (body) bodies.delete(version);
    else {
      const identity = Buffer.from(render());
      body = Promise.all([
        brotli ?? brotliAsync(identity, brotliOptionsFor(identity)),
        gzipAsync(identity, { level: 6 }),
      ]).then(([br, gzipped]) => ({
        etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
        identity,
        br,
        gzip: gzipped,
      }));
      body.catch(() => bodies.delete(version));
    }
    bodies.set(version, body);
    if (bodies.size > maxPages) bodies.delete(bodies.keys().next().value);
    return body;
  };
}
