import { createHash } from 'node:crypto';
import { previewRoot } from '@site/document';

/**
 * The response headers of every origin of the site, defined once: deploy/nginx/render.mjs writes them into
 * the production nginx config and the Node server (app.mjs) sends them itself, so the two cannot drift.
 */

/** The Content-Type of each kind of file the apps' builds hold (a release target stores it with each object). */
export const contentTypes = Object.freeze({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
});

/** Files under /static/ have a content hash in their name and never change. */
export const immutableCacheControl = 'public, max-age=31536000, immutable';
/** Everything else names those files (HTML, manifests, remote entries, remotes.json): revalidated on each use. */
export const revalidateCacheControl = 'no-cache';
export const staticPrefix = '/static/';
/**
 * What the site origin answers with while a canary runs, but for its hashed files: the answer depends on the
 * visitor's side, so no shared cache may keep it (canarySides.mjs says why not `Vary: Cookie`).
 */
export const canarySplitCacheControl = 'private, no-cache';

/**
 * A preview (docs/deploy.md, "Stage, preview, promote") is for whoever holds its link: a shared cache never keeps
 * it (each preview is its own), a browser revalidates it, and no search engine indexes it.
 */
export const previewCacheControl = 'private, no-cache';
export const previewHeaders = Object.freeze({ 'X-Robots-Tag': 'noindex' });
export const isPreviewPath = (path) => path.startsWith(previewRoot);

/** The cache rule of a successful response for a path; errors and redirects are always revalidated. */
export const cacheControlFor = (path) =>
  isPreviewPath(path)
    ? previewCacheControl
    : path.startsWith(staticPrefix)
      ? immutableCacheControl
      : revalidateCacheControl;

/** HSTS only on TLS connections (a browser ignores it over plain HTTP anyway). */
export const strictTransportSecurity = 'max-age=63072000; includeSubDomains';

/** Sent with every response of every origin, errors and redirects included. */
export const everyResponseHeaders = Object.freeze({
  'X-Content-Type-Options': 'nosniff',
});

/**
 * Sent only with a document, with the Content-Security-Policy: a browser applies these policies to a page
 * (or an SVG opened as one) and to nothing else. A script, a stylesheet or JSON carries none of them: over
 * HTTP/1.1 they were about 760 B on each of the dozen script responses of a page.
 */
export const documentHeaders = Object.freeze({
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
});

/** The Content-Types a browser renders as a document (a regular expression, for nginx's `map` as well). */
export const documentContentTypePattern = '^(text/html|image/svg\\+xml)';
const documentContentType = new RegExp(documentContentTypePattern, 'i');

/** Every header a document carries and nothing else does: the document headers and the CSP. */
export const documentOnlyHeaderNames = Object.freeze([...Object.keys(documentHeaders), 'Content-Security-Policy']);

/** The headers of `origin` (`originHeaders`) that a response of this Content-Type carries. */
export function headersForContentType(origin, contentType) {
  if (documentContentType.test(String(contentType ?? ''))) return origin;
  return Object.fromEntries(Object.entries(origin).filter(([name]) => !documentOnlyHeaderNames.includes(name)));
}

/**
 * The site's Content-Security-Policy: exactly the sources its pages use, found by loading every page under a
 * policy that allowed nothing and adding what Chromium reported blocked (e2e/tests/nginx.spec.ts keeps
 * checking that no page violates it). Fonts, frames, media, workers and plugins are unused: default-src
 * 'none' keeps them blocked.
 */
export function contentSecurityPolicy({ remoteOrigins, contactApiOrigin, scriptHashes = [] }) {
  const directives = {
    'default-src': ["'none'"],
    // The shell's scripts, and each remote's remoteEntry.js and chunks: all <script src>; and the inline
    // scripts every page carries (the shell's early.js, which works tabs and holds a form's Send until the app
    // takes over, and start.js, which starts the app after first paint), by their hashes.
    // No 'unsafe-inline', no eval (the Module Federation runtime loads remotes with script tags).
    'script-src': ["'self'", ...remoteOrigins, ...scriptHashes],
    // The remotes' stylesheets come from their origins. 'unsafe-inline' because the prerendered HTML has
    // style attributes (the marquee's duration, the toast area's position) and react-hot-toast writes its
    // CSS into a <style> element at run time, with content no hash can predict. CSS cannot run script.
    'style-src': ["'self'", ...remoteOrigins, "'unsafe-inline'"],
    // The favicon; every other image on the pages is inline SVG markup.
    'img-src': ["'self'"],
    // /remotes.json, each remote's mf-manifest.json (fetched cross-origin), and where the contact form posts
    // when that is not the site itself (EmailJS's API, an outbox of its own origin).
    'connect-src': ["'self'", ...remoteOrigins, ...(contactApiOrigin ? [contactApiOrigin] : [])],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...new Set(sources)].join(' '))
    .join('; ');
}

/**
 * CSP hash sources of the inline scripts in the shell's built index.html (every composed page carries them).
 * JSON-LD blocks are data, not script: CSP does not apply to them.
 */
export function inlineScriptHashes(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*application\/ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

/**
 * The remote origins serve scripts, styles and JSON to the site's pages, never a page of their own: a file
 * opened there directly (an SVG, say) may do nothing at all.
 */
export const remoteContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'";

/**
 * The shell's pages fetch each remote's mf-manifest.json cross-origin; the files are public and fetched
 * without credentials, so any origin may read them (a staging shell too).
 */
export const remoteAccessControlAllowOrigin = '*';

/**
 * The headers of one origin: the common ones, CORS where other origins read it (`allowOrigin`: `*` on a
 * remote, the site's origin on an outbox of its own), HSTS under TLS, and for its documents the document
 * headers and its CSP (`headersForContentType` picks those of one response).
 * @param {{ contentSecurityPolicy: string, allowOrigin?: string, https?: boolean }} origin
 */
export const originHeaders = ({ contentSecurityPolicy: policy, allowOrigin, https = false }) => ({
  ...everyResponseHeaders,
  ...documentHeaders,
  'Content-Security-Policy': policy,
  ...(allowOrigin ? { 'Access-Control-Allow-Origin': allowOrigin } : {}),
  ...(https ? { 'Strict-Transport-Security': strictTransportSecurity } : {}),
});
