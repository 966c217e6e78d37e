import { join } from 'node:path';
import { appNamed, hostApp, remoteNames } from '@site/apps';
import { contactConnectSource } from '@site/contact/delivery';
import { createOutboxOrigin, createRemoteOrigin, createSiteOrigin, directoryFiles, targetFiles } from './app.mjs';
import { createCanarySides } from './canarySides.mjs';
import { createComposedPages } from './composedPages.mjs';
import { contentSecurityPolicy, inlineScriptHashes, originHeaders } from './headers.mjs';
import { createFieldStore, fieldSendLimits } from './field.mjs';
import { createJsonlFile } from './jsonlFile.mjs';
import { sendLimits } from './outbox.mjs';
import { createTargetPages } from './targetPages.mjs';

/**
 * The site's origins, ready to listen: the site on `port`, each remote on the next ports.
 *
 * - `source`: where pages and files come from: `{ kind: 'compose', root }` composes the pages per request from
 *   each app's `dist/` (`<root>/<app folder>/dist`, @site/apps); `{ kind: 'target', target }` serves a
 *   release target (targets.mjs) as production does: `site/` with every page composed,
 *   `remotes.json` and `404.html`; each remote's origin folder (@site/apps) as its origin.
 * - `siteOrigin`: the site's public origin (HSTS when https); `remoteOrigins`: each remote's public origin;
 *   `remotesJson`: the body of /remotes.json (compose only; a release target has its own).
 * - `dataDir`, `outboxMaxBytes`, `sendLimits`: the local contact outbox; `fieldMaxBytes`, `fieldRetentionDays`,
 *   `fieldLimits`, `fieldReadToken`: the field collector, which keeps its records under `<dataDir>/field/`
 *   (createCollector).
 * - `log`: a pino logger; `trustProxy`: Fastify's, for the client address behind a proxy; `timeouts`: shorter
 *   client timeouts than app.mjs's (tests).
 */
export function createSiteServer(config) {
  const { source, port, log, trustProxy } = config;
  const https = new URL(config.siteOrigin).protocol === 'https:';
  const { pages, files, sides } =
    source.kind === 'target' ? fromTarget(source.target, https) : fromBuilds(source.root, config, log);
  // The CSP follows the shell's build: its template's inline scripts, and where its form posts.
  const siteHeaders = (template, contactDelivery) =>
    originHeaders({
      contentSecurityPolicy: contentSecurityPolicy({
        remoteOrigins: remoteNames.map((name) => config.remoteOrigins[name]),
        contactApiOrigin: contactConnectSource(contactDelivery),
        scriptHashes: template ? inlineScriptHashes(template) : [],
      }),
      https,
    });
  const collector = createCollector(config);
  const origins = [
    {
      name: 'site',
      port,
      app: createSiteOrigin({
        files: files.site,
        sectionFiles: Object.fromEntries(remoteNames.map((name) => [name, files[name]])),
        pages,
        sides,
        siteHeaders,
        remotesJson: source.kind === 'target' ? undefined : config.remotesJson,
        collector: collector.routes,
        log,
        trustProxy,
        timeouts: config.timeouts,
      }),
    },
    ...remoteNames.map((name, index) => ({
      name,
      // Port 0 (tests): every origin on a port of its own choosing.
      port: port === 0 ? 0 : port + 1 + index,
      app: createRemoteOrigin({ name, files: files[name], https, log, trustProxy }),
    })),
  ];

  return {
    ...listening(origins, collector, {
      // Every deploy file read now: the first good versions, and a line for each bad one, before any request.
      beforeListen: () => pages.health(),
      // An S3 client keeps its connections open until closed.
      afterClose: () => (source.kind === 'target' ? source.target.close() : undefined),
    }),
    /** What the live shell's build recorded about its contact form (`@site/contact/delivery`), if anything. */
    contactDelivery: () => pages.contactDelivery(),
  };
}

/**
 * The collector alone, on `port` (`pnpm serve --outbox-only`): the site's own contact outbox and field collector
 * (the same checks, limits, rate limits and rotation) for a site served by nginx or from object storage.
 * - `allowOrigin`: the site's origin, when the collector has an origin of its own (CORS); unset behind the
 *   site's nginx.
 * - `dataDir`, `outboxMaxBytes`, `sendLimits`, `field…`, `log`, `trustProxy`, `timeouts`: as createSiteServer's.
 */
export function createOutboxServer(config) {
  const collector = createCollector(config);
  const app = createOutboxOrigin({
    collector: collector.routes,
    allowOrigin: config.allowOrigin,
    log: config.log,
    trustProxy: config.trustProxy,
    timeouts: config.timeouts,
  });
  return listening([{ name: 'outbox', port: config.port, app }], collector);
}

/**
 * Where what pages post is kept: the contact outbox's file (`<dataDir>/outbox.jsonl`) and the field records
 * (`<dataDir>/field/field.jsonl`), and the settings of the routes that write them.
 */
function createCollector(config) {
  const outbox = createJsonlFile({ dataDir: config.dataDir, name: 'outbox', maxFileBytes: config.outboxMaxBytes });
  const field = createFieldStore({
    dataDir: config.dataDir,
    maxFileBytes: config.fieldMaxBytes,
    retentionDays: config.fieldRetentionDays,
    log: config.log,
  });
  return {
    outbox,
    field,
    routes: {
      outbox: { file: outbox, limits: config.sendLimits ?? sendLimits },
      field: { store: field, limits: config.fieldLimits ?? fieldSendLimits, readToken: config.fieldReadToken },
    },
  };
}

/** Starting and stopping the origins of a server, whose messages and field records go to `collector`. */
const listening = (
  origins,
  { outbox, field },
  { beforeListen = async () => undefined, afterClose = () => undefined } = {},
) => ({
  origins,
  outbox,
  field,
  /** `host` unset: every interface, IPv6 and IPv4 (or IPv4 alone where the machine has no IPv6). */
  async listen(host) {
    await Promise.all([beforeListen(), field.open()]);
    for (const origin of origins) {
      await origin.app.listen({ port: origin.port, host: host ?? '::' }).catch((error) => {
        if (host || error.code !== 'EAFNOSUPPORT') throw error;
        return origin.app.listen({ port: origin.port, host: '0.0.0.0' });
      });
      origin.url = `http://localhost:${origin.app.server.address().port}`;
    }
    return origins;
  },
  /** Stops taking connections, lets in-flight requests and their writes finish. */
  async close() {
    await Promise.all(origins.map((origin) => origin.app.close()));
    await Promise.all([outbox.drained(), field.close()]);
    afterClose();
  },
});

/** Pages composed per request from the apps' build directories under `root`, and those directories' files. */
function fromBuilds(root, config, log) {
  const dist = (name) => join(root, appNamed(name).dir, 'dist');
  const shellDist = join(root, hostApp.dir, 'dist');
  return {
    pages: createComposedPages({
      shellDist,
      remotes: remoteNames.map((name) => ({ name, dist: dist(name), base: `${config.remoteOrigins[name]}/` })),
      log,
    }),
    files: {
      site: directoryFiles(shellDist),
      ...Object.fromEntries(remoteNames.map((name) => [name, directoryFiles(dist(name))])),
    },
  };
}

/**
 * A release target's composed pages, each origin's folder in it, and its canaries' side decision on the site origin
 * (a remote candidate's files have URLs of their own on its origin: canarySides.mjs).
 */
function fromTarget(target, https) {
  const sourceOf = (each) => ({ pages: createTargetPages({ target: each }), files: targetFiles(each, hostApp.origin) });
  const live = sourceOf(target);
  return {
    pages: live.pages,
    files: {
      site: live.files,
      ...Object.fromEntries(remoteNames.map((name) => [name, targetFiles(target, appNamed(name).origin)])),
    },
    sides: createCanarySides({ target, apps: remoteNames, https, live, sourceOf }),
  };
}

/**
 * The origin of each remote: where a remotes.json (`name → manifest URL`) locates it, else `servedAt(index)`,
 * where this server serves it (a section the registry has that is not released yet: it joins with its own
 * release, and its origin is in the Content-Security-Policy from the start).
 */
export const originsOf = (remotesJson, servedAt) =>
  Object.fromEntries(
    remoteNames.map((name, index) => [name, remotesJson[name] ? new URL(remotesJson[name]).origin : servedAt(index)]),
  );

/** A release target's own remotes.json: the remote origins its pages were composed for. */
export async function targetRemotesJson(target) {
  const body = await target.read('site/remotes.json');
  if (!body) throw new Error(`${target.name} has no site/remotes.json: release the shell to it first.`);
  return JSON.parse(body.toString('utf8'));
}
