#!/usr/bin/env node
/**
 * The compose step of static hosting: writes the shell's site with every route's page as complete HTML,
 * composed from the shell's build and each remote's *deployed* rendering by the site's one composition
 * (server/src/composition.mjs). Run it after any app's deploy
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
import { originOfRobotsTxt } from '@site/routes/pathOwners';
import { liveMapOfDeclarations, pageFileOf, siteComposition, siteFiles, siteKeys } from '@site/server/composition';
import { buildReleaseId } from '@site/server/field';
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

const localDirs = new Map(values.local.map((pair) => pair.split('=', 2)));

/** A remote's rendering (prerender.json) as text: from its build directory, or from beside its manifest. */
async function renderingText(name, manifestUrl) {
  const dir = localDirs.get(name);
  if (dir) return readFile(join(dir, 'prerender.json'), 'utf8');
  const url = new URL('prerender.json', manifestUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

const shellDir = resolve(values.shell);
const outDir = resolve(values.out);
const locationsText = await readFile(values.remotes, 'utf8');
const shellText = await readFile(join(shellDir, 'prerender.json'), 'utf8');
const shell = JSON.parse(shellText);
const remotes = await Promise.all(
  Object.entries(JSON.parse(locationsText)).map(async ([name, manifestUrl]) => {
    const text = await renderingText(name, manifestUrl);
    return { name, base: new URL('.', manifestUrl).href, manifest: JSON.parse(text), id: buildReleaseId(text) };
  }),
);

const { map, conflicts } = liveMapOfDeclarations({
  shell: shell.paths,
  ...Object.fromEntries(remotes.map((remote) => [remote.name, remote.manifest.paths])),
});
for (const { path, owners } of conflicts) console.warn(`Warning: ${owners.join(' and ')} both claim ${path}.`);
const { compose } = siteComposition({
  template: await readFile(join(shellDir, 'index.html'), 'utf8'),
  shell,
  remotes: Object.fromEntries(remotes.map(({ name, manifest, base }) => [name, { manifest, base }])),
  map,
});
// Each build's release id, as the Node server names the builds it composes: the pages stamp their field records.
const releases = {
  shell: buildReleaseId(shellText),
  ...Object.fromEntries(remotes.map(({ name, id }) => [name, id])),
};
const origin = originOfRobotsTxt(await readFile(join(shellDir, 'robots.txt'), 'utf8'));

await rm(outDir, { recursive: true, force: true });
await cp(shellDir, outDir, { recursive: true });
await writeWithBrotli(join(outDir, 'remotes.json'), locationsText);
for (const [name, text] of siteFiles({ map, origin, releases })) await writeWithBrotli(join(outDir, name), text);
for (const key of siteKeys(map)) {
  const html = compose(key);
  if (!html) throw new Error(`The shell's build has no rendering of ${key}.`);
  const file = join(outDir, pageFileOf(key));
  await mkdir(dirname(file), { recursive: true });
  await writeWithBrotli(file, html);
}
console.log(`Composed ${Object.keys(map.pages).length} pages and 404.html into ${outDir}`);
