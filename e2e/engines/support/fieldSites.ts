import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releasesFile, type StoredRecord } from '@site/field';
import { storedFieldRecords } from '../../tests/support/fieldStore';
import { fieldNginxPort, fieldNodePort, fieldWorkDir } from './ports';

/**
 * The field proof's sites: every app released to a `dir:` target, served by the Node server (its
 * collector on the site's origin) or by nginx (which passes the field endpoint to the collector it starts beside it);
 * per server, one target with the current builds and one whose payments release is the throwing fixture.
 */
export const fieldServers = ['node', 'nginx'] as const;
export type FieldServer = (typeof fieldServers)[number];
export const fieldReleases = ['live', 'throws'] as const;
export type FieldRelease = (typeof fieldReleases)[number];

export const fieldApps = {
  shell: 'shell',
  agency: 'mfe-agency',
  payments: 'mfe-payments',
  legal: 'mfe-legal',
} as const;

export interface FieldSite {
  readonly server: FieldServer;
  readonly release: FieldRelease;
  /** The site's port; the agency, payments and legal remotes are on the next three. */
  readonly port: number;
  readonly origin: string;
  readonly paymentsOrigin: string;
  readonly target: string;
  /** The collector's DATA_DIR. */
  readonly dataDir: string;
}

export function fieldSite(server: FieldServer, release: FieldRelease): FieldSite {
  const port = (server === 'node' ? fieldNodePort : fieldNginxPort) + (release === 'live' ? 0 : 4);
  const dir = join(fieldWorkDir, `${server}-${release}`);
  return {
    server,
    release,
    port,
    origin: `http://localhost:${port}`,
    paymentsOrigin: `http://localhost:${port + 2}`,
    target: join(dir, 'target'),
    dataDir: join(dir, 'data'),
  };
}

const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
/** Whether nginx is here to serve its sites (E2E_NGINX=0 leaves them out, 1 requires them), as field.spec.ts decides. */
export const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginxBin));

/** The live release id of each app on the site's target: what every record it collects names. */
export const liveReleases = (site: FieldSite): Record<string, string> =>
  JSON.parse(readFileSync(join(site.target, 'site', releasesFile), 'utf8')) as Record<string, string>;

/** The records the site's collector has stored for the given page views. */
export const storedRecordsOf = (site: FieldSite, views: readonly string[]): StoredRecord[] =>
  storedFieldRecords(site.dataDir).filter((record) => views.includes(record.view));
