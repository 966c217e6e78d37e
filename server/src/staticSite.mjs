import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { acceptedEncodings, createHtmlCompressor, htmlEncodingFor } from './htmlCompression.mjs';
import { precompressedExtensions } from './precompress.mjs';

export const contentTypes = {
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
};
/**
 * Text files are sent as nginx sends them: their build-time Brotli copy (`<file>.br`, precompress.mjs) to a
 * browser that accepts br, else gzip-compressed here (source maps too, which have no copy); composed HTML is
 * compressed by htmlCompression.mjs.
 */
const compressible = new Set([...precompressedExtensions, '.map']);

/**
 * Cache rule of production: hashed assets under /static/ never change, so they are immutable; everything
 * that names them (HTML, manifests, remote entries, remotes.json) is revalidated on every use.
 */
export const cacheControlFor = (path) =>
  path.startsWith('/static/') ? 'public, max-age=31536000, immutable' : 'no-cache';

const gzipCache = new Map();

async function gzipped(file, mtimeMs) {
  const key = `${file}:${mtimeMs}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(await readFile(file), { level: 6 });
    gzipCache.set(key, body);
  }
  return body;
}

/** A composed page: HTML is always revalidated, since it names the current build's assets. */
function sendHtml(request, response, { status, html, encoding, compressHtml }) {
  const body = compressHtml(html, encoding);
  response.writeHead(status, {
    'Content-Type': contentTypes['.html'],
    'Cache-Control': 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/** Resolves a URL path inside `root`, refusing anything that escapes it. */
function resolveInside(root, urlPath) {
  const decoded = decodeURIComponent(urlPath);
  const file = normalize(join(root, decoded));
  return file === root || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : undefined;
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? info : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A remote's files are read cross-origin by the shell, and are public: any origin may read them. Returns true
 * when the request was a preflight, answered here.
 */
export function answeredCrossOrigin(request, response) {
  response.setHeader('Access-Control-Allow-Origin', '*');
  if (request.method !== 'OPTIONS') return false;
  response.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
    'Access-Control-Allow-Headers': '*',
  });
  response.end();
  return true;
}

/**
 * Serves one app's build directory like a static host in production.
 * - `cors`: remotes are fetched cross-origin by the shell.
 * - `page(request, url)`: for paths without a file extension, the page's `{ status, html }` (the composed
 *   page of a route, or the not-found page with 404); omit it to serve files only.
 * - `dynamic`: extra handlers tried first (e.g. /remotes.json, the contact outbox).
 */
export function createStaticHandler({ root, cors = false, page, dynamic = [] }) {
  const compressHtml = createHtmlCompressor();
  return async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (cors && answeredCrossOrigin(request, response)) return;
    for (const handler of dynamic) {
      if (await handler(request, response, url)) return;
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' });
      response.end();
      return;
    }
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    if (page && !extname(url.pathname)) {
      const { status, html } = await page(request, url);
      sendHtml(request, response, { status, html, encoding: htmlEncodingFor(accepted), compressHtml });
      return;
    }
    // The Brotli copies are sent in place of their files, never by their own name (as nginx: internal).
    let file = url.pathname.endsWith('.br') ? undefined : resolveInside(root, url.pathname);
    let info = file && (await fileAt(file));
    if (!info && file && (await fileAt(join(file, 'index.html')))) {
      file = join(file, 'index.html');
      info = await fileAt(file);
    }
    if (!info || !file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      response.end('Not found');
      return;
    }
    const extension = extname(file);
    const headers = {
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(url.pathname),
      'X-Content-Type-Options': 'nosniff',
      Vary: 'Accept-Encoding',
    };
    const brotliCopy = accepted.has('br') && compressible.has(extension) ? await fileAt(`${file}.br`) : undefined;
    if (!brotliCopy && accepted.has('gzip') && compressible.has(extension) && info.size > 512) {
      const body = await gzipped(file, info.mtimeMs);
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
      response.end(request.method === 'HEAD' ? undefined : body);
      return;
    }
    const [sent, size] = brotliCopy ? [`${file}.br`, brotliCopy.size] : [file, info.size];
    response.writeHead(200, {
      ...headers,
      ...(brotliCopy ? { 'Content-Encoding': 'br' } : {}),
      'Content-Length': size,
    });
    if (request.method === 'HEAD') response.end();
    else createReadStream(sent).pipe(response);
  };
}
