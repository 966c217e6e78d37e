import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The end-to-end site runs on its own ports so that it never meets a running `npm start`. */
export const sitePort = Number(process.env.E2E_PORT ?? 4100);
const offsets = { agency: 1, payments: 2, legal: 3 } as const;
export type Remote = keyof typeof offsets;
const remotePort = (remote: Remote): number => sitePort + offsets[remote];
export const remoteOrigin = (remote: Remote): string => `http://localhost:${remotePort(remote)}`;
export const remotes = Object.keys(offsets) as Remote[];

/** The same site behind nginx (deploy/nginx/serve-local.mjs): the site's port, the remotes on the next three. */
export const nginxPort = Number(process.env.E2E_NGINX_PORT ?? 4500);
export const nginxRemoteOrigin = (remote: Remote): string => `http://localhost:${nginxPort + offsets[remote]}`;
/**
 * nginx passing the contact form's send path to the outbox running alone (e2e/tests/nginx-outbox.spec.ts): the
 * site ten ports above nginx's, the remotes on the next three, the outbox after them.
 */
export const nginxOutboxSitePort = nginxPort + 10;
export const outboxPort = nginxPort + 14;
/** nginx's brotli_static module (Debian's libnginx-mod-http-brotli-static): without it, everything is gzipped only. */
export const nginxBrotliModule =
  process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const e2eDataDir = join(repoRoot, 'e2e/.outbox');

/**
 * A release target (e2e/tests/release.spec.ts) served by `pnpm serve --target` or nginx, one at a time: the
 * site on this port, the remotes on the next three. The same target in a local S3 server: the site served from
 * the bucket on the four ports after those, the S3 server itself ten ports up.
 */
export const releasePort = Number(process.env.E2E_RELEASE_PORT ?? sitePort + 20);
export const releaseS3SitePort = releasePort + 4;
export const releaseS3Port = releasePort + 10;
/** e2e/tests/pages-release.spec.ts's own target, served on this port and the next three (beside release.spec's). */
export const releasePagesPort = releasePort + 11;

/**
 * e2e/tests/field.spec.ts's own targets: served by `pnpm serve --target` on this port (the remotes on the next
 * three: 4140–4143 by default), and by nginx on the other (4550–4553), which passes the field endpoint to the
 * outbox-only collector four ports above it (4554).
 */
export const fieldSitePort = sitePort + 40;
export const fieldNginxPort = nginxPort + 50;
export const fieldCollectorPort = fieldNginxPort + 4;
/**
 * e2e/tests/canary.spec.ts's own targets: served by `pnpm serve --target` on this port and the next three (4160–4163
 * by default; not 4190, a port fetch refuses to reach), and by nginx on the other (4560–4563), which passes the
 * field endpoint to the outbox-only collector four ports above it (4564).
 */
export const canarySitePort = sitePort + 60;
export const canaryNginxPort = nginxPort + 60;
export const canaryCollectorPort = canaryNginxPort + 4;
/**
 * e2e/tests/new-section.spec.ts's own targets, with a fifth app: served by `pnpm serve --target` on this port and
 * the next four (4170–4174 by default), and by nginx on the other (4570–4574), its collector above them (4575).
 */
export const newSectionSitePort = sitePort + 70;
export const newSectionNginxPort = nginxPort + 70;
export const newSectionCollectorPort = newSectionNginxPort + 5;
