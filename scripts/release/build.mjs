/**
 * An app's build as a release sees it: its pointer files (everything outside `static/`: the small files that
 * name the hashed ones, read by browsers and by the compose step), the names of its hashed files, and the names of
 * its source maps (`*.map`, hidden: no script names them), which a release keeps beside its record and never serves.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { apps as registeredApps, remoteNames } from '@site/apps';

/** The apps by name (the registry, @site/apps): where each builds, and the origin (target folder) it is served from. */
export const apps = Object.fromEntries(registeredApps.map((app) => [app.name, app]));
export const remoteApps = remoteNames;

/** The shell's build carries a remotes.json for local serving; the site's own is the target's (`--remotes`). */
const notReleased = { shell: new Set(['remotes.json', 'remotes.json.br']) };

/**
 * @param {string} app @param {Map<string, Buffer>} files pointer files by path @param {string[]} staticFiles
 * @param {string[]} maps source maps by path in the build
 */
export function appBuild(app, files, staticFiles, maps = []) {
  const text = (name) => {
    const body = files.get(name);
    if (!body) throw new Error(`${name} is missing`);
    return body.toString('utf8');
  };
  return { app, files, staticFiles, maps, text, json: (name) => JSON.parse(text(name)) };
}

/**
 * The release id: the same build always gets the same id, so running a release again finds and finishes it. It
 * hashes the pointer files, which name every hashed file; source maps are not among them, so whether a build made
 * maps does not change its id.
 */
export function releaseId(files) {
  const hash = createHash('sha256');
  for (const [name, body] of [...files].sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}\0${body.length}\0`).update(body);
  }
  return hash.digest('hex').slice(0, 12);
}

const isSourceMap = (path) => path.endsWith('.map');

/** Reads an app's `dist` folder. */
export async function readDist(app, dist) {
  let entries;
  try {
    entries = await readdir(dist, { recursive: true, withFileTypes: true });
  } catch {
    throw new Error(`${dist} has no build of ${app}: build it first, or leave out --no-build.`);
  }
  const paths = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const maps = paths.filter(isSourceMap);
  const served = paths.filter((path) => !isSourceMap(path));
  const staticFiles = served.filter((path) => path.startsWith('static/'));
  const pointerPaths = served.filter((path) => !path.startsWith('static/') && !notReleased[app]?.has(path));
  const files = new Map(await Promise.all(pointerPaths.map(async (path) => [path, await readFile(join(dist, path))])));
  if (!files.has('mf-manifest.json')) throw new Error(`${dist} has no mf-manifest.json: is it a build of ${app}?`);
  return appBuild(app, files, staticFiles, maps);
}
