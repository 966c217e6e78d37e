import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { composePage, notFoundKey, ownerOf } from './compose.mjs';

/** Reads a file again only when it changed, so a redeployed app is served at once without a restart. */
function createFileCache() {
  const entries = new Map();
  return async function read(file, parse) {
    let mtimeMs;
    try {
      ({ mtimeMs } = await stat(file));
    } catch {
      entries.delete(file);
      return undefined;
    }
    const cached = entries.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value;
    const value = parse(await readFile(file, 'utf8'));
    entries.set(file, { mtimeMs, value });
    return value;
  };
}

/**
 * Pages composed per request from the build directories: the shell's template and rendering, and each
 * remote's rendering read from its own dist. `remoteBase(name)` is where the browser loads that remote from.
 */
export function createComposedPages({ shellDist, remotes }) {
  const read = createFileCache();
  const text = (value) => value;
  return async function composedPage({ path, known, remoteBase }) {
    const template = await read(join(shellDist, 'index.html'), text);
    if (!template) return undefined;
    const shell = await read(join(shellDist, 'prerender.json'), JSON.parse);
    const manifests = await Promise.all(
      remotes.map(async (remote) => ({
        name: remote.name,
        manifest: await read(join(remote.dist, 'prerender.json'), JSON.parse),
      })),
    );
    const key = known ? path : notFoundKey;
    const owner = known ? ownerOf(manifests, key) : undefined;
    const html = composePage({
      template,
      shell,
      key,
      remote: owner && { manifest: owner.manifest, base: remoteBase(owner.name) },
    });
    return html ?? template;
  };
}
