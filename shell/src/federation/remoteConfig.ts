import { remoteNames, type RemoteName } from '@site/routes';
import { servedPath } from '../lib/servedPreview';

/** Where each remote's manifest lives, read from the deploy-time file `/remotes.json`. */
export type RemoteConfig = Partial<Record<RemoteName, string>>;

export class RemoteConfigError extends Error {
  override name = 'RemoteConfigError';
}

/**
 * Validates the parsed `/remotes.json`: an object mapping remote names to absolute http(s) manifest URLs
 * (relative URLs resolve against `base`). Unknown names are ignored; a missing remote only disables its section.
 */
export function parseRemoteConfig(raw: unknown, base: string): RemoteConfig {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new RemoteConfigError('remotes.json must be an object mapping remote names to manifest URLs.');
  }
  const config: RemoteConfig = {};
  for (const name of remoteNames) {
    const value = (raw as Record<string, unknown>)[name];
    if (value === undefined) continue;
    if (typeof value !== 'string' || value.trim() === '') {
      throw new RemoteConfigError(`remotes.json: "${name}" must be a URL string.`);
    }
    let url: URL;
    try {
      url = new URL(value, base);
    } catch {
      throw new RemoteConfigError(`remotes.json: "${name}" is not a valid URL: ${value}`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new RemoteConfigError(`remotes.json: "${name}" must use http or https.`);
    }
    config[name] = url.href;
  }
  return config;
}

export async function fetchRemoteConfig(signal?: AbortSignal): Promise<RemoteConfig> {
  const response = await fetch(servedPath('/remotes.json'), { cache: 'no-cache', ...(signal ? { signal } : {}) });
  if (!response.ok) throw new RemoteConfigError(`remotes.json answered ${response.status}.`);
  return parseRemoteConfig(await response.json(), window.location.href);
}
