import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The end-to-end site runs on its own ports so that it never meets a running `npm start`. */
export const sitePort = Number(process.env.E2E_PORT ?? 4100);
const offsets = { agency: 1, payments: 2, legal: 3 } as const;
export type Remote = keyof typeof offsets;
export const remotePort = (remote: Remote): number => sitePort + offsets[remote];
export const remoteOrigin = (remote: Remote): string => `http://localhost:${remotePort(remote)}`;

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '../../..');
export const e2eDataDir = join(repoRoot, 'e2e/.outbox');
