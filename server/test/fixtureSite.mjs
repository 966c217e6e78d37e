/**
 * A small build of the whole site on disk (the shell's and each remote's dist/, as `@site/build` writes
 * them) and the server started on it in this process, on ephemeral loopback ports, for request-level tests.
 */
import { request as httpRequest } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import pino from 'pino';
import { chooseContactDelivery } from '@site/contact/delivery';
import { fragmentSlot, sectionLayoutKey, sectionLayoutOwner } from '@site/document';
import { dirTarget } from '../src/targets.mjs';
import { remoteNames } from '@site/apps';
import { createOutboxServer, createSiteServer } from '../src/server.mjs';

/** A page an app's rendering declares it serves. */
const declared = (path) => ({ path, label: path, indexable: true });
const slotPage = (title, owner) => ({
  head: `<title>${title}</title>`,
  body: `<header>Meridian header</header><main>${fragmentSlot(owner)}</main><footer>Meridian footer</footer>`,
});

/** Long enough to be compressed (shared/build/src/precompress.mjs: 256 bytes and up). */
const script = `console.log(${JSON.stringify('Meridian '.repeat(60))});\n`;

export const fixtureFiles = {
  'shell/dist/index.html':
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><script>window.started=1</script>' +
    '<script defer src="/static/js/app.js" data-preload=""></script></head><body><div id="root"></div></body></html>',
  'shell/dist/prerender.json': JSON.stringify({
    app: 'shell',
    css: [],
    fallback: '<section><h1>This section is temporarily unavailable</h1></section>',
    paths: { pages: [declared('/contact')] },
    pages: {
      // As the shell's build frames the site map's pages: each container given to a section when composed.
      '/': slotPage('Home', sectionLayoutOwner),
      '/payout': slotPage('Payout', sectionLayoutOwner),
      '/privacy': slotPage('Privacy', sectionLayoutOwner),
      [sectionLayoutKey]: slotPage('', sectionLayoutOwner),
      '/contact': { head: '<title>Contact</title>', body: '<main><h1>Contact us</h1></main>' },
      '*': { head: '<title>Not found</title><meta name="robots" content="noindex"/>', body: '<h1>Page not found</h1>' },
    },
  }),
  // What a build with no PUBLIC_EMAILJS_* variables records: the local outbox on the site's own origin.
  'shell/dist/contact-delivery.json': JSON.stringify(chooseContactDelivery({}).record),
  'shell/dist/static/js/app.js': script,
  'shell/dist/static/js/app.js.br': brotliCompressSync(script),
  'shell/dist/robots.txt': 'User-agent: *\n\nSitemap: https://www.example.in/sitemap.xml\n',
  'mfe-agency/dist/prerender.json': JSON.stringify({
    app: 'agency',
    css: [],
    paths: { pages: [declared('/')], redirects: { '/services/payout': '/payout' } },
    pages: { '/': { head: '', body: '<h1>Build with Meridian</h1>' } },
  }),
  'mfe-payments/dist/prerender.json': JSON.stringify({
    app: 'payments',
    css: [],
    paths: { pages: [declared('/payout')] },
    // The payout estimator needs the remote's code (data-needs-app), so the page preloads the remote's manifest.
    pages: { '/payout': { head: '', body: '<h1>Payouts at scale</h1><div data-needs-app="">Estimator</div>' } },
  }),
  'mfe-legal/dist/prerender.json': JSON.stringify({
    app: 'legal',
    css: [],
    paths: { pages: [declared('/privacy')] },
    pages: { '/privacy': { head: '', body: '<h1>Privacy Policy</h1>' } },
  }),
  ...Object.fromEntries(
    remoteNames.flatMap((name) => [
      [`mfe-${name}/dist/mf-manifest.json`, JSON.stringify({ id: name, metaData: { name } })],
      [`mfe-${name}/dist/remoteEntry.js`, script],
      [`mfe-${name}/dist/index.html`, '<!doctype html><title>standalone</title>'],
      [`mfe-${name}/dist/static/logo.svg`, '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
    ]),
  ),
};

export async function writeFiles(root, files) {
  for (const [path, content] of Object.entries(files)) {
    await mkdir(dirname(join(root, path)), { recursive: true });
    await writeFile(join(root, path), content);
  }
}

/** Log lines the server wrote, parsed. */
function logCollector() {
  const lines = [];
  const stream = new Writable({
    write(chunk, encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, log: pino({ level: 'info' }, stream) };
}

/**
 * Starts the server on a fixture build (`files` replaces or adds files; `null` leaves one out).
 * `source`: 'compose' (default) or 'target' (then `files` is a release target's directory, served as `dir:`).
 */
export async function startFixtureSite({ files = {}, source = 'compose', ...config } = {}) {
  const root = await mkdtemp(join(tmpdir(), 'site-server-'));
  const all = source === 'compose' ? { ...fixtureFiles, ...files } : files;
  await writeFiles(root, Object.fromEntries(Object.entries(all).filter(([, content]) => content !== null)));
  const { lines, log } = logCollector();
  const remoteOrigins = Object.fromEntries(remoteNames.map((name) => [name, `https://${name}.static.example.in`]));
  const server = createSiteServer({
    source: source === 'compose' ? { kind: 'compose', root } : { kind: 'target', target: dirTarget(root) },
    port: 0,
    siteOrigin: 'http://localhost:3000',
    remotesJson: Object.fromEntries(remoteNames.map((name) => [name, `${remoteOrigins[name]}/mf-manifest.json`])),
    remoteOrigins,
    dataDir: join(root, '.data'),
    log,
    ...config,
  });
  await server.listen('127.0.0.1');
  const ports = Object.fromEntries(server.origins.map((origin) => [origin.name, origin.app.server.address().port]));
  return {
    root,
    server,
    logs: lines,
    ports,
    /** Where the contact outbox answers: the site's origin. */
    outboxPort: ports.site,
    /** A raw HTTP request (any path, any Host), on the site or on a remote's origin. */
    request: (options) => rawRequest({ port: ports[options.origin ?? 'site'], ...options }),
    stop: () => stopIn(server, root),
  };
}

/** Starts the outbox alone (`pnpm serve --outbox-only`), writing under a directory of its own. */
export async function startFixtureOutbox(config = {}) {
  const root = await mkdtemp(join(tmpdir(), 'outbox-server-'));
  const { lines, log } = logCollector();
  const server = createOutboxServer({ port: 0, dataDir: join(root, '.data'), log, ...config });
  await server.listen('127.0.0.1');
  const port = server.origins[0].app.server.address().port;
  return {
    root,
    server,
    logs: lines,
    outboxPort: port,
    /** A raw HTTP request (any path, any Host) to the outbox. */
    request: (options) => rawRequest({ port, ...options }),
    stop: () => stopIn(server, root),
  };
}

async function stopIn(server, root) {
  await server.close();
  await rm(root, { recursive: true, force: true });
}

/**
 * An HTTP/1.1 request sent as written: the path is not normalised, the Host header is whatever is given.
 * Resolves to `{ status, headers, body }` (body: a Buffer).
 */
export function rawRequest({ port, method = 'GET', path = '/', headers = {}, body }) {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method, path, setHost: false, headers: { Host: `localhost:${port}`, ...headers } },
      (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}
