#!/usr/bin/env node
/**
 * Serves the production build as production would: the shell and each remote on its own origin (port),
 * with CORS for the remotes, no-cache for HTML/manifests/remotes.json, immutable hashed assets and gzip.
 * The shell origin also answers `/remotes.json` (pointing at the remote ports) and hosts the local
 * contact outbox.
 *
 * Environment: PORT (shell, default 3000; remotes use PORT+1..PORT+3), HOST (default: all interfaces),
 * DATA_DIR (outbox directory, default ./.data), REMOTES_JSON (a file to serve as /remotes.json instead).
 * `--target dir:<path>|s3://<bucket>[/<prefix>]` serves a release target instead of the builds (targetServer.mjs).
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createComposedPages } from './composedPages.mjs';
import { createOutbox } from './outbox.mjs';
import { createStaticHandler } from './staticSite.mjs';
import { serveTarget } from './targetServer.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const shellPort = Number(process.env.PORT ?? 3000);
const host = process.env.HOST;

const { target } = parseArgs({ options: { target: { type: 'string' } } }).values;
if (target) {
  // A release target's own files, as production serves them: nothing below (the builds, the outbox) runs.
  await serveTarget(target, { port: shellPort, host }).catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
  await new Promise(() => {});
}
const remotes = [
  { name: 'agency', dir: 'mfe-agency', port: shellPort + 1 },
  { name: 'payments', dir: 'mfe-payments', port: shellPort + 2 },
  { name: 'legal', dir: 'mfe-legal', port: shellPort + 3 },
];
const dataDir = resolve(process.env.DATA_DIR ?? join(repo, '.data'));
const shellDist = join(repo, 'shell/dist');

async function loadSiteRoutes() {
  try {
    return JSON.parse(await readFile(join(shellDist, 'site-routes.json'), 'utf8'));
  } catch {
    throw new Error('shell/dist/site-routes.json is missing: build the site first (npm start builds it).');
  }
}

const siteRoutes = await loadSiteRoutes();
const knownPaths = new Set(siteRoutes.paths);

/** /services/{slug} is a permanent redirect to the direct service path. */
const serviceRedirect = async (request, response, url) => {
  const match = /^\/services\/([a-z0-9-]+)\/?$/.exec(url.pathname);
  if (!match) return false;
  const target = siteRoutes.serviceSlugs[match[1]];
  if (!target) return false;
  response.writeHead(301, { Location: target, 'Cache-Control': 'no-cache' });
  response.end();
  return true;
};

/** Where the browser finds each remote's manifest: REMOTES_JSON, or the remote ports on the requested host. */
async function remoteLocations(request) {
  if (process.env.REMOTES_JSON) return JSON.parse(await readFile(process.env.REMOTES_JSON, 'utf8'));
  const hostname = (request.headers.host ?? 'localhost').replace(/:\d+$/, '');
  return Object.fromEntries(
    remotes.map((remote) => [remote.name, `http://${hostname}:${remote.port}/mf-manifest.json`]),
  );
}

const remotesJson = async (request, response, url) => {
  if (url.pathname !== '/remotes.json') return false;
  const body = JSON.stringify(await remoteLocations(request), null, 2);
  response.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
  response.end(body);
  return true;
};

const composedPage = createComposedPages({
  shellDist,
  remotes: remotes.map((remote) => ({ name: remote.name, dist: join(repo, remote.dir, 'dist') })),
});

/** Every route's page composed from the current builds; unknown paths get the not-found page with 404. */
const page = async (request, url) => {
  const path = url.pathname.replace(/\/+$/, '') || '/';
  const known = knownPaths.has(path);
  const locations = await remoteLocations(request);
  const html = await composedPage({
    path,
    known,
    remoteBase: (name) => new URL('.', locations[name]).href,
  });
  // No shell build (yet, or mid-deploy): say so rather than fail.
  if (!html) return { status: 503, html: 'The site is being built or deployed: reload in a moment.' };
  return { status: known ? 200 : 404, html };
};

const outbox = createOutbox({ dataDir });
const servers = [
  {
    label: 'site',
    port: shellPort,
    handler: createStaticHandler({
      root: shellDist,
      page,
      dynamic: [outbox.handler, remotesJson, serviceRedirect],
    }),
  },
  ...remotes.map((remote) => ({
    label: remote.name,
    port: remote.port,
    handler: createStaticHandler({ root: join(repo, remote.dir, 'dist'), cors: true }),
  })),
];

for (const { label, port, handler } of servers) {
  const server = createServer((request, response) => {
    handler(request, response).catch((error) => {
      console.error(`[${label}]`, error);
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });
  server.listen(port, host, () => {
    console.log(`${label.padEnd(9)} http://localhost:${port}`);
  });
  server.on('error', (error) => {
    console.error(`[${label}] cannot listen on port ${port}: ${error.message}`);
    process.exit(1);
  });
}
console.log(`Contact form messages are appended to ${outbox.file}`);

const stop = () => process.exit(0);
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
