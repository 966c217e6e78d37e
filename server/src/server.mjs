import { join } from 'node:path';
import { contactConnectSource } from '@site/contact/delivery';
import { createOutboxOrigin, createRemoteOrigin, createSiteOrigin, directoryFiles, targetFiles } from './app.mjs';
import { createComposedPages } from './composedPages.mjs';
import { contentSecurityPolicy, inlineScriptHashes, originHeaders } from './headers.mjs';
import { createOutboxFile, sendLimits } from './outbox.mjs';
import { createTargetPages } from './targetPages.mjs';

export const remoteNames = ['agency', 'payments', 'legal'];

/**
 * The site's origins, ready to listen: the site on `port`, each remote on the next ports.
 *
 * - `source`: where pages and files come from: `{ kind: 'compose', root }` composes the pages per request from
 *   each app's `dist/` (`<root>/shell/dist`, `<root>/mfe-<name>/dist`); `{ kind: 'target', target }` serves a
 *   release target (targets.mjs) as production does: `site/` with every page composed,
 *   `remotes.json` and `404.html`; `agency/`, `payments/`, `legal/` as the remote origins.
 * - `siteOrigin`: the site's public origin (HSTS when https); `remoteOrigins`: each remote's public origin;
 *   `remotesJson`: the body of /remotes.json (compose only; a release target has its own).
 * - `dataDir`, `outboxMaxBytes`, `sendLimits`: the local contact outbox.
 * - `log`: a pino logger; `trustProxy`: Fastify's, for the client address behind a proxy.
 */
export function createSiteServer(config) {
  const { source, port, log, trustProxy } = config;
  const https = new URL(config.siteOrigin).protocol === 'https:';
  const { pages, files } = source.kind === 'target' ? fromTarget(source.target) : fromBuilds(source.root, config, log);
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
  const outbox = createOutboxFile({ dataDir: config.dataDir, maxFileBytes: config.outboxMaxBytes });
  const origins = [
    {
      name: 'site',
      port,
      app: createSiteOrigin({
        files: files.site,
        pages,
        siteHeaders,
        remotesJson: source.kind === 'target' ? undefined : config.remotesJson,
        outbox: { file: outbox, limits: config.sendLimits ?? sendLimits },
        log,
        trustProxy,
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
    ...listening(origins, outbox, {
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
 * The contact outbox alone, on `port` (`pnpm serve --outbox-only`): the site's own outbox (the same checks,
 * limits, rate limits and rotation) for a site served by nginx or from object storage.
 * - `allowOrigin`: the site's origin, when the outbox has an origin of its own (CORS); unset behind the
 *   site's nginx.
 * - `dataDir`, `outboxMaxBytes`, `sendLimits`, `log`, `trustProxy`: as createSiteServer's.
 */
export function createOutboxServer(config) {
  const outbox = createOutboxFile({ dataDir: config.dataDir, maxFileBytes: config.outboxMaxBytes });
  const app = createOutboxOrigin({
    outbox: { file: outbox, limits: config.sendLimits ?? sendLimits },
    allowOrigin: config.allowOrigin,
    log: config.log,
    trustProxy: config.trustProxy,
  });
  return listening([{ name: 'outbox', port: config.port, app }], outbox);
}

/** Starting and stopping the origins of a server, whose messages go to `outbox`. */
const listening = (origins, outbox, { beforeListen = async () => undefined, afterClose = () => undefined } = {}) => ({
  origins,
  outbox,
  /** `host` unset: every interface, IPv6 and IPv4 (or IPv4 alone where the machine has no IPv6). */
  async listen(host) {
    await beforeListen();
    for (const origin of origins) {
      await origin.app.listen({ port: origin.port, host: host ?? '::' }).catch((error) => {
        if (host || error.code !== 'EAFNOSUPPORT') throw error;
        return origin.app.listen({ port: origin.port, host: '0.0.0.0' });
      });
      origin.url = `http://localhost:${origin.app.server.address().port}`;
    }
    return origins;
  },
  /** Stops taking connections, lets in-flight requests and outbox writes finish. */
  async close() {
    await Promise.all(origins.map((origin) => origin.app.close()));
    await outbox.drained();
    afterClose();
  },
});

/** Pages composed per request from the apps' build directories under `root`, and those directories' files. */
function fromBuilds(root, config, log) {
  const dist = (name) => join(root, `mfe-${name}`, 'dist');
  const shellDist = join(root, 'shell/dist');
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

/** A release target's composed pages, and each origin's folder in it. */
const fromTarget = (target) => ({
  pages: createTargetPages({ target }),
  files: Object.fromEntries(['site', ...remoteNames].map((origin) => [origin, targetFiles(target, origin)])),
});

/** The origin of each remote named in a remotes.json (`name → manifest URL`). */
export const originsOf = (remotesJson) =>
  Object.fromEntries(remoteNames.map((name) => [name, new URL(remotesJson[name]).origin]));

/** A release target's own remotes.json: the remote origins its pages were composed for. */
export async function targetRemotesJson(target) {
  const body = await target.read('site/remotes.json');
  if (!body) throw new Error(`${target.name} has no site/remotes.json: release the shell to it first.`);
  return JSON.parse(body.toString('utf8'));
}
