/**
 * JavaScript bytes per app, gzip-compressed as the server sends them, read from the build output:
 * the entry chunk, the shared chunks (from mf-manifest.json), and the app's own chunks.
 */
import { access, readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { federationCodeOf } from './federationShare.mjs';

export const apps = [
  { name: 'shell', dir: 'shell' },
  { name: 'agency', dir: 'mfe-agency' },
  { name: 'payments', dir: 'mfe-payments' },
  { name: 'legal', dir: 'mfe-legal' },
];

/**
 * @typedef {object} AppBytes
 * @property {string} app
 * @property {string[]} entryFiles paths inside dist of the entry chunk(s)
 * @property {number} entryGzip the entry chunk(s): bundler + Module Federation runtime, plus the app's own
 *   entry code (one `import('./bootstrap')` in the shell, the expose and share tables in a remote)
 * @property {number} sharedGzip every chunk of the shared singletons (react, router, ui kit…) this app provides
 * @property {number} ownGzip the app's other chunks (its pages)
 * @property {number} totalGzip
 * @property {number | null} federationGzip the Module Federation runtime's share of the entry chunk(s), from
 *   their source maps; null when the build wrote none (the benchmark's own build does, see site.mjs)
 */

/** @param {string} file */
const gzipSizeOf = async (file) => gzipSync(await readFile(file), { level: 6 }).length;

/** @param {string[]} files @param {string} dist */
async function gzipTotal(files, dist) {
  const sizes = await Promise.all(files.map((file) => gzipSizeOf(join(dist, file))));
  return sizes.reduce((total, size) => total + size, 0);
}

/** @param {string} html @returns {string[]} */
// The shell's page names its entry for its inline start script (data-entry); a plain page would use src.
const scriptSources = (html) =>
  [...html.matchAll(/<script\b[^>]*\b(?:src|data-entry)="\/?([^"]+)"/g)].map(
    (match) => /** @type {string} */ (match[1]),
  );

/** @param {{ assets: { js: { sync: string[], async: string[] } } }[]} entries */
const jsAssetsOf = (entries) => entries.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]);

/** @param {string} dist @returns {Promise<string[]>} every JS file under static/js, relative to dist */
async function allJsFiles(dist) {
  const files = await readdir(join(dist, 'static/js'), { recursive: true });
  return files.filter((file) => file.endsWith('.js')).map((file) => `static/js/${file}`);
}

/** @param {string} path */
const exists = (path) =>
  access(path).then(
    () => true,
    () => false,
  );

/** @param {string[]} files @param {string} dist @returns {Promise<number | null>} */
async function federationGzipOf(files, dist) {
  const maps = files.map((file) => join(dist, `${file}.map`));
  if (!(await Promise.all(maps.map(exists))).every(Boolean)) return null;
  const code = await Promise.all(
    files.map(async (file, index) =>
      federationCodeOf(
        await readFile(join(dist, file), 'utf8'),
        JSON.parse(await readFile(/** @type {string} */ (maps[index]), 'utf8')),
      ),
    ),
  );
  return gzipSync(code.join('\n'), { level: 6 }).length;
}

/**
 * A remote's dist keeps the hashed files of earlier builds (see shared/build), so only the files its current
 * manifest names are counted; the shell's dist is cleaned on every build, so all of its JS is current.
 * @param {string} repo
 * @param {{ name: string, dir: string }} app
 * @returns {Promise<AppBytes>}
 */
export async function measureApp(repo, app) {
  const dist = join(repo, app.dir, 'dist');
  const manifest = JSON.parse(await readFile(join(dist, 'mf-manifest.json'), 'utf8'));
  const isHost = !manifest.metaData.remoteEntry.name;
  const entryFiles = isHost
    ? scriptSources(await readFile(join(dist, 'index.html'), 'utf8'))
    : [manifest.metaData.remoteEntry.name];
  const sharedFiles = [...new Set(jsAssetsOf(manifest.shared))];
  const candidates = isHost ? await allJsFiles(dist) : jsAssetsOf(manifest.exposes);
  const ownFiles = [...new Set(candidates)].filter((file) => !entryFiles.includes(file) && !sharedFiles.includes(file));
  const entryGzip = await gzipTotal(entryFiles, dist);
  const sharedGzip = await gzipTotal(sharedFiles, dist);
  const ownGzip = await gzipTotal(ownFiles, dist);
  const federationGzip = await federationGzipOf(entryFiles, dist);
  return {
    app: app.name,
    entryFiles,
    entryGzip,
    sharedGzip,
    ownGzip,
    totalGzip: entryGzip + sharedGzip + ownGzip,
    federationGzip,
  };
}

/** @param {string} repo */
export const measureApps = (repo) => Promise.all(apps.map((app) => measureApp(repo, app)));

/**
 * Whether a requested script is one of the apps' entry chunks: the chunks that carry the federation runtime.
 * @param {readonly AppBytes[]} appBytes
 * @returns {(url: string) => boolean}
 */
export function entryChunkMatcher(appBytes) {
  const entryPaths = appBytes.flatMap((app) => app.entryFiles.map((file) => `/${file}`));
  return (url) => {
    const { pathname } = new URL(url);
    return entryPaths.some((entryPath) => pathname === entryPath);
  };
}
