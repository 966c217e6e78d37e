import { isRemoteName, type RemoteName } from '@site/routes';
import { servedPath } from '../lib/servedPreview';

/** Where each deployed remote's manifest lives, read from the deploy-time file `/remotes.json`. */
export type RemoteConfig = Record<RemoteName, string>;

/**
 * Validates the parsed `/remotes.json`: remote names to http(s) manifest URLs (relative to `base`). Every remote
 * is read, known to this build or not; a name no remote can have is ignored.
 */
export function parseRemoteConfig(raw: unknown, base: string): RemoteConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new Error('remotes.json must be an object mapping remote names to manifest URLs.');
  }
  const config: RemoteConfig = {};
  for (const [name, value] of Object.entries(raw)) {
    if (!isRemoteName(name)) continue;
    const url = typeof value === 'string' && value.trim() !== '' && new URL(value, base);
    if (!url || !['http:', 'https:'].includes(url.protocol)) {
      throw new Error(`remotes.json: "${name}" must be an http(s) URL, not ${JSON.stringify(value)}.`);
    }
    config[name] = url.href;
  }
  return config;
}

export async function fetchRemoteConfig(): Promise<RemoteConfig> {
  const response = await fetch(servedPath('/remotes.json'), { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}.`);
  return parseRemoteConfig(await response.json(), window.location.href);
}
