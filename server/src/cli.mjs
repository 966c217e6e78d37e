#!/usr/bin/env node
/**
 * Serves the site as production does: the site and each remote on its own origin (port), with production's
 * headers, cache rules and compression, plus the collector on the site's origin: the contact outbox and the
 * field collector (what pages report from the field: errors, Core Web Vitals). Or the collector alone.
 *
 *   node server/src/cli.mjs [--target compose[:<root>] | --target dir:<path> | --target s3://<bucket>[/<prefix>]]
 *   node server/src/cli.mjs --outbox-only
 *
 * `compose` (the default, `npm start`): pages composed per request from each app's dist/ (in this repository,
 * or under <root>: <root>/<app folder>/dist, the folders of @site/apps). `dir:` or `s3://` (`pnpm serve --target`):
 * a release target (targets.mjs) served as production serves it (site/ and each remote's origin folder: @site/apps).
 * `--outbox-only` (`pnpm serve --outbox-only`): only the collector, on PORT, for a site that nginx or a CDN
 * serves; nginx passes it the send path and the field paths (deploy/nginx), or pages post to it on its own origin.
 *
 * Environment: PORT (site, default 3000; the remotes use the next ports, in the order of @site/apps), HOST (default: all interfaces),
 * PUBLIC_SITE_ORIGIN (the site's public origin, default http://localhost:PORT; with --outbox-only, the origin
 * allowed to post from another origin, CORS), REMOTES_JSON (a file to serve as /remotes.json; default: the
 * remote ports on localhost), DATA_DIR (outbox directory, default ./.data), OUTBOX_MAX_BYTES (size at which
 * the outbox file is rotated, default 5 MB), TRUST_PROXY (addresses of proxies whose X-Forwarded-For names the
 * client, e.g. 127.0.0.1; default none), LOG_LEVEL (default info).
 * The field collector keeps its records under DATA_DIR/field/ (field.jsonl, moved aside as field-<time>.jsonl at
 * FIELD_MAX_BYTES, default 5 MB; moved-aside files older than FIELD_RETENTION_DAYS, default 30, are deleted);
 * FIELD_RATE_LIMIT: batches a client may post a minute (default 120); FIELD_READ_TOKEN: the bearer token
 * GET /api/field/records asks for (unset: that endpoint does not exist).
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pino from 'pino';
import { EMAILJS_SEND_PATH, SAME_ORIGIN } from '@site/contact';
import { fieldEndpointPath, fieldRecordsPath } from '@site/field';
import { describeContactDelivery } from '@site/contact/delivery';
import { remoteLocations } from '@site/apps';
import { createOutboxServer, createSiteServer, originsOf, targetRemotesJson } from './server.mjs';
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
  return remoteLocations((app, index) => `http://localhost:${port + 1 + index}`);
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
    remoteOrigins: originsOf(remotesJson, (index) => `http://localhost:${port + 1 + index}`),
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

/** A whole number from the environment, at least `min`; undefined when unset. */
function envNumber(name, min) {
  const text = process.env[name];
  if (text === undefined || text === '') return undefined;
  const value = Number(text);
  if (!Number.isInteger(value) || value < min) fail(`${name} must be a whole number of at least ${min}, got ${text}`);
  return value;
}

// 0: a port the system chooses, for the collector alone (tests, serve-local.mjs read it from the line printed
// below); the site's remotes are on the ports after its own.
const port = envNumber('PORT', values['outbox-only'] ? 0 : 1) ?? 3000;
if (port > 65532) fail(`PORT must be a port number, got ${process.env.PORT}`);
const fieldRateLimit = envNumber('FIELD_RATE_LIMIT', 1);
const siteOrigin = process.env.PUBLIC_SITE_ORIGIN ? new URL(process.env.PUBLIC_SITE_ORIGIN).origin : undefined;
const outboxConfig = {
  dataDir: resolve(process.env.DATA_DIR ?? join(repo, '.data')),
  outboxMaxBytes: process.env.OUTBOX_MAX_BYTES ? Number(process.env.OUTBOX_MAX_BYTES) : undefined,
  fieldMaxBytes: envNumber('FIELD_MAX_BYTES', 1024),
  fieldRetentionDays: envNumber('FIELD_RETENTION_DAYS', 1),
  fieldLimits: fieldRateLimit ? [{ max: fieldRateLimit, timeWindow: 60_000 }] : undefined,
  fieldReadToken: process.env.FIELD_READ_TOKEN || undefined,
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
for (const origin of server.origins) console.log(`${origin.name.padEnd(9)} ${origin.url}`);
console.log(
  outboxOnly
    ? `The contact outbox answers POST ${EMAILJS_SEND_PATH}${siteOrigin ? ` from ${siteOrigin}` : ''}: messages are appended to ${server.outbox.file}`
    : await contactFormLine(server),
);
console.log(
  `Field reports: POST ${fieldEndpointPath}, appended to ${server.field.file}; ` +
    (outboxConfig.fieldReadToken
      ? `read with GET ${fieldRecordsPath} and the read token`
      : 'no FIELD_READ_TOKEN: not readable over HTTP'),
);

let stopping = false;
const stop = async (signal) => {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: finishing in-flight requests and their writes');
  await server.close();
  logDestination.flushSync();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
