/**
 * `pnpm serve --target <target>`: serves a release target (scripts/release) the way production serves it, so
 * a team can look at a release before and after it switches. Every origin's files come from the target as
 * they are, with the headers stored with them (dir: from their names; S3: the objects' metadata), so in
 * front of a bucket this is the CDN:
 * - the site origin (PORT): `<path>` and `<path>/` are `site/<path>/index.html`, `/remotes.json` is the
 *   released one, unknown paths the not-found page with status 404, `/services/{slug}` a permanent redirect;
 * - each remote's origin (PORT+1 … PORT+3: agency, payments, legal): its folder, readable cross-origin, no
 *   pages;
 * - a file's Brotli copy `<file>.br` goes to a browser that accepts br, and is never served by its own name.
 */
import { createServer } from 'node:http';
import { extname, posix } from 'node:path';
import { openTarget } from '../../scripts/release/targets.mjs';
import { acceptedEncodings } from './htmlCompression.mjs';
import { answeredCrossOrigin } from './staticSite.mjs';

const origins = ['site', 'agency', 'payments', 'legal'];

/** A path that tries to leave its origin, or cannot be decoded: answered 400. */
function hostilePath(pathname) {
  try {
    const path = decodeURIComponent(pathname);
    return path.includes('\0') || path.split('/').includes('..');
  } catch {
    return true;
  }
}

/** The object a request path names on an origin, or undefined for a path no origin serves by that name. */
function keyFor(origin, pathname) {
  const path = posix.normalize(decodeURIComponent(pathname));
  if (path.endsWith('.br')) return undefined;
  if (origin !== 'site') return path.endsWith('.html') || path === '/' ? undefined : `${origin}${path}`;
  if (extname(path)) return path === '/404.html' ? undefined : `site${path}`;
  const page = path.replace(/\/+$/, '');
  return page === '' ? 'site/index.html' : `site${page}/index.html`;
}

async function objectFor(target, key, accepted) {
  if (accepted.has('br')) {
    const copy = await target.get(`${key}.br`);
    if (copy) return copy;
  }
  return target.get(key);
}

function send(request, response, status, { body, headers }) {
  response.writeHead(status, {
    'Content-Type': headers.contentType ?? 'application/octet-stream',
    'Cache-Control': status === 200 ? (headers.cacheControl ?? 'no-cache') : 'no-cache',
    'X-Content-Type-Options': 'nosniff',
    Vary: 'Accept-Encoding',
    ...(headers.contentEncoding ? { 'Content-Encoding': headers.contentEncoding } : {}),
    'Content-Length': body.length,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

const plain = (response, status, text, headers = {}) => {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  response.end(text);
};

async function serviceRedirect(target, pathname) {
  const match = /^\/services\/([a-z0-9-]+)\/?$/.exec(pathname);
  const body = match && (await target.read('site/site-routes.json'));
  return body ? JSON.parse(body.toString('utf8')).serviceSlugs?.[match[1]] : undefined;
}

export function createTargetHandler(target, origin) {
  return async function handle(request, response) {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (origin !== 'site' && answeredCrossOrigin(request, response)) return;
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return plain(response, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
    if (hostilePath(url.pathname)) return plain(response, 400, 'Bad request');
    const redirect = origin === 'site' && (await serviceRedirect(target, url.pathname));
    if (redirect) {
      response.writeHead(301, { Location: redirect, 'Cache-Control': 'no-cache' });
      response.end();
      return;
    }
    const key = keyFor(origin, url.pathname);
    const accepted = acceptedEncodings(request.headers['accept-encoding']);
    const found = key && (await objectFor(target, key, accepted));
    if (found) return send(request, response, 200, found);
    const notFound = origin === 'site' && (await objectFor(target, 'site/404.html', accepted));
    if (notFound) return send(request, response, 404, notFound);
    return plain(response, 404, 'Not found');
  };
}

/** Serves `spec`'s four origins on `port` … `port + 3`; resolves once they listen, with a function to stop. */
export async function serveTarget(spec, { port, host }) {
  const target = openTarget(spec);
  if (!(await target.exists('site/index.html'))) {
    throw new Error(
      `${target.name} has no released site yet: release the shell to it first (pnpm release shell --target ${spec}).`,
    );
  }
  const servers = await Promise.all(
    origins.map(
      (origin, index) =>
        new Promise((resolveListening, rejectListening) => {
          const handler = createTargetHandler(target, origin);
          const server = createServer((request, response) => {
            handler(request, response).catch((error) => {
              console.error(`[${origin}]`, error);
              if (!response.headersSent) response.writeHead(502);
              response.end();
            });
          });
          server.on('error', (error) =>
            rejectListening(new Error(`${origin}: cannot listen on port ${port + index}: ${error.message}`)),
          );
          server.listen(port + index, host, () => {
            console.log(`${origin.padEnd(9)} http://localhost:${port + index}`);
            resolveListening(server);
          });
        }),
    ),
  );
  console.log(`Serving ${target.name}`);
  return () => Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
}
