#!/usr/bin/env node
/**
 * Serves the site as production does: the site and each remote on its own origin (port), with production's
 * headers, cache rules and compression, plus the contact outbox on the site's origin. Or the outbox alone.
 *
 *   node server/src/cli.mjs [--target compose[:<root>] | --target dir:<path> | --target s3://<bucket>[/<prefix>]]
 *   node server/src/cli.mjs --outbox-only
 *
 * `compose` (the default, `npm start`): pages composed per request from each app's dist/ (in this repository,
 * or under <root>: <root>/shell/dist, <root>/mfe-agency/dist, …). `dir:` or `s3://` (`pnpm serve --target`):
 * a release target (targets.mjs) served as production serves it (site/, agency/, payments/, legal/).
 * `--outbox-only` (`pnpm serve --outbox-only`): only the contact outbox, on PORT, for a site that nginx or a
 * CDN serves; nginx passes it the send path (deploy/nginx), or the form posts to it on its own origin.
 *
 * Environment: PORT (site, default 3000; the remotes use PORT+1..PORT+3), HOST (default: all interfaces),
 * PUBLIC_SITE_ORIGIN (the site's public origin, default http://localhost:PORT; with --outbox-only, the origin
 * allowed to post from another origin, CORS), REMOTES_JSON (a file to serve as /remotes.json; default: the
 * remote ports on localhost), DATA_DIR (outbox directory, default ./.data), OUTBOX_MAX_BYTES (size at which
 * the outbox file is rotated, default 5 MB), TRUST_PROXY (addresses of proxies whose X-Forwarded-For names the
 * client, e.g. 127.0.0.1; default none), LOG_LEVEL (default info).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { EMAILJS_SEND_PATH, SAME_ORIGIN } from '@site/contact';
import { describeContactDelivery } from '@site/contact/delivery';
import { createOutboxServer, createSiteServer, originsOf, remoteNames, targetRemotesJson } from './server.mjs';
import { openTarget } from './targets.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: { target: { type: 'string', default: 'compose' }, 'outbox-only': { type: 'boolean', default: false } },
});
// Buffered: one line per request written synchronously cost a fifth of the server's time under load.
const logDestination = pino.destination({ dest: 1, sync: false });
const log = pino({ level: process.env.LOG_LEVEL ?? 'info' }, logDestination);

function fail(message) {
  log.fatal(message);
  logDestination.flushSync();
  process.exit(1);
}

/** `compose[:<root>]`, or a release target (`dir:<path>`, `s3://<bucket>[/<prefix>]`) that has a site. */
async function parseTarget(spec) {
  if (spec === 'compose') return { kind: 'compose', root: repo };
  if (spec.startsWith('compose:') && spec.length > 8) return { kind: 'compose', root: resolve(spec.slice(8)) };
  const target = openTarget(spec);
  if (!(await target.exists('site/index.html'))) {
    fail(
      `${target.name} has no released site yet: release the shell to it first (pnpm release shell --target ${spec}).`,
    );
  }
  return { kind: 'target', target };
}

async function remotesJsonOf(source, port) {
  if (source.kind === 'target') return targetRemotesJson(source.target);
  if (process.env.REMOTES_JSON) return JSON.parse(await readFile(process.env.REMOTES_JSON, 'utf8'));
  return Object.fromEntries(
    remoteNames.map((name, index) => [name, `http://localhost:${port + 1 + index}/mf-manifest.json`]),
  );
}

/** The site, its remotes and the outbox on its origin, from the builds or a release target. */
async function siteServer(outboxConfig) {
  const source = await parseTarget(values.target).catch((error) => fail(error.message));
  const remotesJson = await remotesJsonOf(source, port).catch((error) => fail(`No remotes.json: ${error.message}`));
  return createSiteServer({
    source,
    port,
    siteOrigin: siteOrigin ?? `http://localhost:${port}`,
    remotesJson,
    remoteOrigins: originsOf(remotesJson),
    ...outboxConfig,
  });
}

/** Where the site's contact form sends, as its build recorded it, and where this server keeps what it receives. */
async function contactFormLine(server) {
  const delivery = await server.contactDelivery();
  const here = delivery?.kind === 'outbox' && delivery.origin === SAME_ORIGIN;
  const kept = here ? `: messages are appended to ${server.outbox.file}` : '';
  return `Contact form: ${describeContactDelivery(delivery)}${kept}`;
}

const port = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(port) || port < 1 || port > 65532) fail(`PORT must be a port number, got ${process.env.PORT}`);
const siteOrigin = process.env.PUBLIC_SITE_ORIGIN ? new URL(process.env.PUBLIC_SITE_ORIGIN).origin : undefined;
const outboxConfig = {
  dataDir: resolve(process.env.DATA_DIR ?? join(repo, '.data')),
  outboxMaxBytes: process.env.OUTBOX_MAX_BYTES ? Number(process.env.OUTBOX_MAX_BYTES) : undefined,
  trustProxy: process.env.TRUST_PROXY || false,
  log,
};
const outboxOnly = values['outbox-only'];
if (outboxOnly && values.target !== 'compose') fail('--outbox-only serves no site: leave out --target.');
const server = outboxOnly
  ? createOutboxServer({ port, allowOrigin: siteOrigin, ...outboxConfig })
  : await siteServer(outboxConfig);
try {
  await server.listen(process.env.HOST);
} catch (error) {
  fail(`Cannot listen: ${error.message}`);
}
for (const origin of server.origins) console.log(`${origin.name.padEnd(9)} http://localhost:${origin.port}`);
console.log(
  outboxOnly
    ? `The contact outbox answers POST ${EMAILJS_SEND_PATH}${siteOrigin ? ` from ${siteOrigin}` : ''}: messages are appended to ${server.outbox.file}`
    : await contactFormLine(server),
);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: finishing in-flight requests and outbox writes');
  await server.close();
  logDestination.flushSync();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
