import { createHash } from 'node:crypto';
import { extname, join, relative } from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController } from 'fastify';
import {
  cacheControlFor,
  canarySplitCacheControl,
  headersForContentType,
  isPreviewPath,
  originHeaders,
  previewCacheControl,
  previewHeaders,
  remoteAccessControlAllowOrigin,
  remoteContentSecurityPolicy,
  revalidateCacheControl,
  staticPrefix,
} from './headers.mjs';
import { acceptedEncodings, htmlEncodingFor } from './htmlCompression.mjs';
import { createLastGood, jsonObject } from './lastGood.mjs';
import { outboxRoutes } from './outbox.mjs';
import { fieldRoutes } from './field.mjs';
import { EMAILJS_SEND_PATH } from '@site/contact';
import { fieldEndpointPath, releasesFile } from '@site/field';
import { minimumPrecompressedBytes } from '@site/build/precompress';
import { isPrecompressedCopy, isValidHost, requestPath } from './requestPath.mjs';
import { pathOwnersFile } from '@site/routes/pathOwners';
import { isRemoteName } from '@site/apps';

/** Only GET and HEAD read a file or a page; everything else answers 405, as nginx does. */
const readMethods = ['GET', 'HEAD'];
const otherMethods = ['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

const plainText = (reply, status, text) => reply.code(status).type('text/plain; charset=utf-8').send(`${text}\n`);

/** A deploy file's JSON, revalidated on each use. */
const sendJson = (reply, body) =>
  reply.header('Cache-Control', revalidateCacheControl).type('application/json; charset=utf-8').send(body);

/** GET and HEAD of any path not routed otherwise. */
const onEveryPath = (app, handler) => app.route({ method: readMethods, url: '/*', exposeHeadRoute: false, handler });

/** Whether the client already holds this version (If-None-Match, weak or strong, one of a list, or *). */
const isFresh = (request, etag) => {
  const opaque = etag.replace(/^W\//, '');
  return String(request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => ['*', opaque].includes(tag.trim().replace(/^W\//, '')));
};

/**
 * Sends a body of createPageBodies: ETag and 304, Brotli or gzip as the client accepts, revalidated on each
 * use since it names the current build's files.
 */
function sendBody(request, reply, { status, body, type }) {
  reply.code(status).header('Cache-Control', revalidateCacheControl).header('Vary', 'Accept-Encoding');
  reply.header('ETag', body.etag).type(type);
  if (status === 200 && isFresh(request, body.etag)) return reply.code(304).send();
  const encoding = htmlEncodingFor(acceptedEncodings(request.headers['accept-encoding']));
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding ? body[encoding] : body.identity);
}

/**
 * How long a client may take to send a request. Fastify sets no limit by default (`requestTimeout: 0`), so a
 * slow-loris client that dribbles a body a byte at a time would hold its connection and parser for ever; here
 * a request not received whole within `requestTimeout` (its headers within `headersTimeout`) is answered 408 and
 * its connection closed, checked every `checkEveryMs` (Node's default, 30 s, would let it run a minute), while
 * every other client is served. A beacon (32 kB at most) or a contact message (64 kB) takes well under a second
 * even on a poor mobile network; 30 s is generous. `connectionTimeout` closes a socket with no traffic either way
 * for two minutes: a client that stops reading its answer.
 */
const clientTimeouts = Object.freeze({
  requestTimeout: 30_000,
  headersTimeout: 15_000,
  checkEveryMs: 1_000,
  connectionTimeout: 120_000,
});

/**
 * What every origin of the server shares: URLs read as nginx reads them (bad encoding 400, a path over 4 kB
 * 414, slashes merged, a malformed Host 400), the headers of headers.mjs on every response (the document ones
 * on documents only), one log line per request, and client errors answered without a stack trace.
 * - `headers(request)`: the origin's headers of headers.mjs (may be async: the site's CSP follows its build).
 * - `log`: a pino logger; `trustProxy`: Fastify's (whose X-Forwarded-For to believe for the client address).
 * - `routes(app)`: declares the origin's own routes.
 * - `timeouts`: clientTimeouts, or shorter ones (tests).
 */
function createOrigin({ name, headers, log, trustProxy, routes, timeouts = clientTimeouts }) {
  const app = Fastify({
    loggerInstance: log.child({ origin: name }),
    requestTimeout: timeouts.requestTimeout,
    connectionTimeout: timeouts.connectionTimeout,
    http: { headersTimeout: timeouts.headersTimeout, connectionsCheckingInterval: timeouts.checkEveryMs },
    // A body schema (the field collector's) is a contract: a value of the wrong type or a property it does
    // not name is refused (400), never coerced or silently dropped as Fastify's defaults would.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    // One line per request, written by the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy,
    routerOptions: { ignoreDuplicateSlashes: true },
    // A URL the router cannot decode (for example %zz in a path segment) is a client error. Fastify answers
    // it before any hook, so the origin's headers are added here.
    frameworkErrors: async (error, request, reply) =>
      plainText(
        reply
          .headers(headersForContentType(await headers(request), 'text/plain'))
          .header('Cache-Control', revalidateCacheControl),
        400,
        'Bad Request',
      ),
  });
  app.decorateRequest('sitePath', '');

  app.addHook('onRequest', async (request, reply) => {
    if (!isValidHost(request.headers.host)) return plainText(reply, 400, 'Bad Request: malformed Host header');
    const { path, status } = requestPath(request.url);
    if (status) return plainText(reply, status, status === 414 ? 'URI Too Long' : 'Bad Request');
    request.sitePath = path;
  });

  // Stopping (SIGTERM): requests in flight finish, and their connections close after them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.headers(headersForContentType(await headers(request), reply.getHeader('content-type')));
    if (closing) reply.header('Connection', 'close');
    // Errors and redirects are never kept: a file missing now may be uploaded a moment later.
    if (reply.statusCode >= 300 && reply.statusCode !== 304) reply.header('Cache-Control', revalidateCacheControl);
    if (isPreviewPath(request.sitePath)) reply.headers({ ...previewHeaders, 'Cache-Control': previewCacheControl });
    return payload;
  });

  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        url: request.url.slice(0, 512),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        // A visitor's address is never written next to their field report (docs/field-data.md).
        ...(request.sitePath === fieldEndpointPath ? {} : { client: request.ip }),
      },
      'request',
    );
  });

  app.setErrorHandler((error, request, reply) => {
    const status = error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // A client that went away has no one to answer.
    if (request.raw.destroyed) return;
    return reply
      .code(status)
      .send({ error: status >= 500 ? 'The server could not answer this request.' : error.message });
  });

  app.register(fastifyCompress, {
    // Text without a Brotli copy beside it (source maps, small files) is gzipped as nginx gzips it.
    encodings: ['gzip'],
    threshold: minimumPrecompressedBytes,
  });
  // In a plugin of their own, after the compression plugin: it compresses the routes declared after it.
  app.register(async (scope) => routes(scope));
  return app;
}

/**
 * An origin's files in a directory (an app's build): @fastify/static sends each file's Brotli copy to a browser
 * that accepts br, with ETag and 304 and production's cache rule. `send(request, reply, path)` sends the file
 * at a normalised path, or the origin's not-found answer.
 */
export function directoryFiles(root) {
  return {
    root,
    register: (app) =>
      app.register(fastifyStatic, {
        root,
        serve: false,
        preCompressed: true,
        cacheControl: false,
        index: false,
        dotfiles: 'ignore',
        setHeaders: (reply, file) => {
          const path = `/${relative(root, file).replace(/\.br$/, '')}`;
          reply.header('Cache-Control', cacheControlFor(path));
        },
      }),
    // Its own root: the site's origin sends a section's picture from that section's build too.
    send: (request, reply, path) => reply.sendFile(path.slice(1), root),
  };
}

/**
 * A section's link-preview picture on the site's origin, `/og/<section>.png` (@site/routes: sectionLinkPreview): the
 * `og.png` its live release ships, so crawlers fetch it from the origin of the page they preview and a section brings
 * its own with its release. Any other name under /og/ is the shell's file, or not found.
 */
const sectionPicturePath = /^\/og\/([^/]+)\.png$/;
const sectionPictureFile = '/og.png';

/**
 * An origin's files in a release target (targets.mjs), sent with the headers the target keeps
 * for them (type, cache rule, `Content-Encoding: br` of a Brotli copy), as a CDN in front of it would: the copy
 * to a browser that accepts br, ETag and 304.
 * - `origin`: the target's folder for this origin (`site`, or a remote's origin folder).
 */
export function targetFiles(target, origin) {
  return {
    register: () => undefined,
    async send(request, reply, path) {
      const key = `${origin}${path}`;
      const accepted = acceptedEncodings(request.headers['accept-encoding']);
      const object = (accepted.has('br') && (await target.get(`${key}.br`))) || (await target.get(key));
      if (!object) return reply.callNotFound();
      const { contentType, cacheControl, contentEncoding } = object.headers;
      const etag = `"${createHash('sha256').update(object.body).digest('base64url').slice(0, 27)}"`;
      reply.header('Cache-Control', cacheControl ?? revalidateCacheControl).header('Vary', 'Accept-Encoding');
      reply.header('ETag', etag).type(contentType ?? 'application/octet-stream');
      if (isFresh(request, etag)) return reply.code(304).send();
      if (contentEncoding) reply.header('Content-Encoding', contentEncoding);
      return reply.send(object.body);
    },
  };
}

/**
 * The site's origin: pages from a page source (createComposedPages or createTargetPages) with the redirects and
 * retired paths of the live map, the shell's files, `/remotes.json`, `/paths.json`, `/releases.json`, `/healthz`,
 * and the collector: the local contact outbox and the field collector.
 * - `files`: the origin's files (directoryFiles: the shell's dist, or a release's site/).
 * - `sectionFiles`: each remote's files by its name (its origin's), whose `og.png` is its link-preview picture.
 * - `siteHeaders(template, contactDelivery)`: the origin's headers for the shell's current build (its CSP
 *   names the template's inline scripts by hash, and the origin its contact form posts to).
 * - `remotesJson`: the body of /remotes.json; undefined when `files` has its own.
 * - `collector`: `{ outbox, field }` (registerCollector).
 * - `sides`: a release target's canaries (canarySides.mjs: createCanarySides), which decide for each request
 *   whether the live `{ pages, files }` serve it or a candidate side's; none for the builds.
 */
export function createSiteOrigin({
  files,
  sectionFiles = {},
  pages,
  sides,
  siteHeaders,
  remotesJson,
  collector,
  log,
  trustProxy,
  timeouts,
}) {
  let headersFor = { template: undefined, delivery: undefined, headers: siteHeaders(undefined, undefined) };
  const headers = async () => {
    const [template, delivery] = await Promise.all([pages.template(), pages.contactDelivery()]);
    if (template !== headersFor.template || delivery !== headersFor.delivery) {
      headersFor = { template, delivery, headers: siteHeaders(template, delivery) };
    }
    return headersFor.headers;
  };
  return createOrigin({
    name: 'site',
    headers,
    log,
    trustProxy,
    timeouts,
    routes: (app) => {
      files.register(app);
      registerCollector(app, collector);

      // The source of each request's pages and files: the live site's, or a candidate side's while a canary runs.
      const live = { pages, files };
      app.decorateRequest('siteSource', null);
      app.decorateRequest('canarySplit', false);
      app.addHook('onRequest', async (request, reply) => {
        const { source, split } = sides ? await sides.sourceFor(request, reply) : { source: live, split: false };
        request.siteSource = source;
        request.canarySplit = split;
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (request.canarySplit && !request.sitePath.startsWith(staticPrefix)) {
          reply.header('Cache-Control', canarySplitCacheControl);
        }
        return payload;
      });

      const queryOf = (request) => (request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '');
      const sendPage = async (request, reply, path) => {
        const { status, body, location } = await request.siteSource.pages.page(path);
        if (location) return reply.redirect(`${location}${queryOf(request)}`, status);
        return sendBody(request, reply, { status, body, type: 'text/html; charset=utf-8' });
      };

      app.get('/healthz', async (request, reply) => {
        const apps = await pages.health();
        const states = Object.values(apps);
        const status = states.every((state) => state === 'current') ? 'ok' : 'degraded';
        reply.header('Cache-Control', 'no-store');
        return reply
          .code(apps.shell === 'unavailable' || apps.site === 'unavailable' ? 503 : 200)
          .send({ status, apps });
      });

      // The composed site's live map, sitemap and release ids; a release target has them as files, written by
      // each release.
      if (pages.siteFile) {
        for (const name of [pathOwnersFile, 'sitemap.xml', releasesFile]) {
          app.get(`/${name}`, async (request, reply) => {
            const file = await pages.siteFile(name);
            if (!file) return reply.callNotFound();
            return sendBody(request, reply, { status: 200, ...file });
          });
        }
      }

      if (remotesJson) {
        const body = JSON.stringify(remotesJson, null, 2);
        app.get('/remotes.json', (request, reply) => sendJson(reply, body));
      }

      onEveryPath(app, async (request, reply) => {
        const path = request.sitePath;
        if (isPrecompressedCopy(path)) return sendPage(request, reply, path);
        const section = sectionPicturePath.exec(path)?.[1];
        if (section && isRemoteName(section) && Object.hasOwn(sectionFiles, section)) {
          return sectionFiles[section].send(request, reply, sectionPictureFile);
        }
        if (/\/index\.html$/.test(path)) {
          return reply.redirect(`${path.slice(0, -'index.html'.length)}${queryOf(request)}`, 301);
        }
        const extension = extname(path);
        if (!extension) return sendPage(request, reply, path.replace(/\/+$/, '') || '/');
        if (extension === '.html') return sendPage(request, reply, path);
        return request.siteSource.files.send(request, reply, path);
      });
      app.route({ method: otherMethods, url: '/*', handler: (request, reply) => methodNotAllowed(reply) });
      // A file that is not there: the not-found page, as nginx's error_page 404.
      app.setNotFoundHandler((request, reply) => sendPage(request, reply, request.sitePath || '/404'));
    },
  });
}

/**
 * What a page posts to: the contact outbox's send endpoint (outbox.mjs) and the field collector (field.mjs), each
 * with its own rate limits.
 * - `outbox`: `{ file, limits }`; `field`: `{ store, limits, readToken }`.
 */
function registerCollector(app, { outbox, field }) {
  app.register(fastifyRateLimit, { global: false });
  app.register(outboxRoutes({ outbox: outbox.file, limits: outbox.limits }));
  app.register(fieldRoutes(field));
}

/**
 * The collector on an origin of its own (`pnpm serve --outbox-only`): the contact outbox's send endpoint, the
 * field collector and `/healthz`, nothing else. Behind the site's nginx, which passes it those paths, it is the
 * site's own origin and needs no CORS; on an origin of its own, `allowOrigin` (the site's origin) may post to it
 * from the site's pages.
 * - `collector`: `{ outbox, field }`, as the site origin's.
 */
export function createOutboxOrigin({ collector, allowOrigin, log, trustProxy, timeouts }) {
  const headers = originHeaders({ contentSecurityPolicy: remoteContentSecurityPolicy, allowOrigin });
  return createOrigin({
    name: 'outbox',
    headers: () => headers,
    log,
    trustProxy,
    timeouts,
    routes: (app) => {
      registerCollector(app, collector);
      app.get('/healthz', (request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
      // The form posts JSON, and a page's field report may (fetch with keepalive, where a beacon is refused):
      // from another origin, the browser asks first.
      if (allowOrigin) {
        for (const path of [EMAILJS_SEND_PATH, fieldEndpointPath]) {
          app.options(path, (request, reply) =>
            reply
              .code(204)
              .header('Access-Control-Allow-Methods', 'POST')
              .header('Access-Control-Allow-Headers', 'Content-Type')
              .header('Access-Control-Max-Age', '600')
              .send(),
          );
        }
      }
      app.setNotFoundHandler((request, reply) => plainText(reply, 404, 'Not found'));
    },
  });
}

const methodNotAllowed = (reply) => plainText(reply.header('Allow', readMethods.join(', ')), 405, 'Method Not Allowed');

/** A remote's mf-manifest.json from its build directory, as its last good version (createLastGood). */
function serveLastGoodManifest(app, files, name) {
  const manifest = createLastGood({ file: join(files.root, 'mf-manifest.json'), parse: jsonObject(), log: app.log });
  app.addHook('onReady', async () => {
    await manifest.read();
  });
  app.get('/mf-manifest.json', async (request, reply) => {
    const good = await manifest.read();
    if (manifest.state() === 'current') return files.send(request, reply, '/mf-manifest.json');
    if (!good) return plainText(reply, 503, `The ${name} section is being deployed: try again in a moment.`);
    return sendJson(reply, JSON.stringify(good.value));
  });
}

/**
 * A remote's origin: its build as its team uploaded it, readable from any origin (CORS), no pages. Its
 * mf-manifest.json, which the shell reads to load the remote, is served as its last good version when the
 * file on disk is truncated or malformed (mid-deploy), or 503 when no good version was ever seen.
 */
export function createRemoteOrigin({ name, files, https, log, trustProxy }) {
  const headers = originHeaders({
    contentSecurityPolicy: remoteContentSecurityPolicy,
    allowOrigin: remoteAccessControlAllowOrigin,
    https,
  });
  return createOrigin({
    name,
    headers: () => headers,
    log,
    trustProxy,
    routes: (app) => {
      files.register(app);
      // A build directory is replaced in place by a deploy; a release target's objects are written whole.
      if (files.root) serveLastGoodManifest(app, files, name);
      onEveryPath(app, async (request, reply) => {
        const path = request.sitePath;
        // A remote's index.html is its standalone page for development; the site's pages are on the site origin.
        if (isPrecompressedCopy(path) || !extname(path) || extname(path) === '.html') return reply.callNotFound();
        return files.send(request, reply, path);
      });
      // Cross-origin reads need no preflight (simple GETs); answered anyway, for clients that send one.
      app.options('/*', (request, reply) =>
        reply
          .code(204)
          .header('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS')
          .header('Access-Control-Allow-Headers', '*')
          .send(),
      );
      app.route({
        method: ['POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/*',
        handler: (request, reply) => methodNotAllowed(reply),
      });
      app.setNotFoundHandler((request, reply) => plainText(reply, 404, 'Not found'));
    },
  });
}
