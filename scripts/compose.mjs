#!/usr/bin/env node
/**
 * The compose step of static hosting: writes the shell's site with every route's page as complete HTML,
 * composed from the shell's build and each remote's *deployed* rendering. Run it after any app's deploy
 * (docs/deploy.md); a remote's redeploy then needs this step, never a shell rebuild.
 *
 *   node scripts/compose.mjs --remotes <remotes.json> [--shell shell/dist] [--out dist-site] [--local name=dir…]
 *
 * - `--remotes`: the deploy's remotes.json (where browsers load each remote's mf-manifest.json). Each
 *   remote's rendering is fetched from beside its manifest (`prerender.json`), unless `--local name=dir`
 *   reads it from a build directory. The file is also published as the site's /remotes.json.
 * - `--out`: receives a copy of the shell's build plus `<path>/index.html` for every page of the live map (the
 *   union of what the apps' renderings declare) and `404.html`, the map as `paths.json` and `sitemap.xml`, each
 *   with its Brotli copy `<file>.br` beside it (shared/build/src/precompress.mjs).
 */
import { cp, mkdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { composePage, notFoundKey } from '@site/server/compose';
import { releasesFile } from '@site/field';
import { buildReleaseId } from '@site/server/field';
import { originOfRobotsTxt, pathOwnersFile, sitemapXml, unionOfDeclarations } from '@site/routes/pathOwners';
import { writeWithBrotli } from '@site/build/precompress';

const { values } = parseArgs({
  options: {
    remotes: { type: 'string' },
    shell: { type: 'string', default: 'shell/dist' },
    out: { type: 'string', default: 'dist-site' },
    local: { type: 'string', multiple: true, default: [] },
  },
});
if (!values.remotes) {
  console.error(
    'usage: node scripts/compose.mjs --remotes <remotes.json> [--shell dir] [--out dir] [--local name=dir]',
  );
  process.exit(2);
}

const readJson = async (file) => JSON.parse(await readFile(file, 'utf8'));
const localDirs = new Map(values.local.map((pair) => pair.split('=', 2)));

async function remoteRendering(name, manifestUrl) {
  const dir = localDirs.get(name);
  if (dir) return readJson(join(dir, 'prerender.json'));
  const url = new URL('prerender.json', manifestUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json();
}

const shellDir = resolve(values.shell);
const outDir = resolve(values.out);
const locations = await readJson(values.remotes);
const template = await readFile(join(shellDir, 'index.html'), 'utf8');
const shell = await readJson(join(shellDir, 'prerender.json'));
const remotes = await Promise.all(
  Object.entries(locations).map(async ([name, manifestUrl]) => ({
    name,
    base: new URL('.', manifestUrl).href,
    manifest: await remoteRendering(name, manifestUrl),
  })),
);

const { map, conflicts } = unionOfDeclarations({
  shell: shell.paths,
  ...Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifest.paths])),
});
for (const { path, owners } of conflicts) console.warn(`Warning: ${owners.join(' and ')} both claim ${path}.`);

await rm(outDir, { recursive: true, force: true });
await cp(shellDir, outDir, { recursive: true });
await writeWithBrotli(join(outDir, 'remotes.json'), await readFile(values.remotes, 'utf8'));
await writeWithBrotli(join(outDir, pathOwnersFile), `${JSON.stringify(map, null, 2)}\n`);
// Each build's release id, as the Node server names the builds it composes: the pages stamp their field records.
const releases = { shell: buildReleaseId(await readFile(join(shellDir, 'prerender.json'), 'utf8')) };
for (const { name } of remotes) {
  const dir = localDirs.get(name);
  if (dir) releases[name] = buildReleaseId(await readFile(join(dir, 'prerender.json'), 'utf8'));
}
await writeWithBrotli(join(outDir, releasesFile), `${JSON.stringify(releases, null, 2)}\n`);
const origin = originOfRobotsTxt(await readFile(join(shellDir, 'robots.txt'), 'utf8'));
if (origin) await writeWithBrotli(join(outDir, 'sitemap.xml'), sitemapXml(origin, map));

async function writePage(file, key) {
  const owner = remotes.find((remote) => remote.name === map.pages[key]?.owner);
  const html = composePage({ template, shell, key, remote: owner });
  if (!html) throw new Error(`The shell's build has no rendering of ${key}.`);
  await mkdir(dirname(file), { recursive: true });
  await writeWithBrotli(file, html);
}

const paths = Object.keys(map.pages);
for (const path of paths) await writePage(join(outDir, path, 'index.html'), path);
await writePage(join(outDir, '404.html'), notFoundKey);
console.log(`Composed ${paths.length} pages and 404.html into ${outDir}`);
