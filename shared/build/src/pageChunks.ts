import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';
import { pageChunkName, pageChunksFile, pageListMaxGzipBytes, type PageChunks } from '@site/routes';

/**
 * The chunk group of a remote's `./routes` expose (Module Federation names it `__federation_expose_` and the
 * expose's name): the route table the shell loads with `loadRemote('<remote>/routes')`.
 */
const routesExposeGroup = '__federation_expose_routes';

/**
 * What a text weighs gzip as the servers send it to a browser that accepts only gzip: at zlib's default level 6,
 * which nginx (`gzip_comp_level 6`) and the Node server (@fastify/compress) use.
 */
const gzipBytes = (body: string | Buffer): number => gzipSync(body).length;

const filesWeight = (distPath: string, files: readonly string[]) =>
  files.reduce((sum, file) => sum + gzipBytes(readFileSync(join(distPath, file))), 0);

/** The scripts and stylesheets of a named chunk group (not its source maps): what the runtime requests to load it. */
function chunkGroupFiles(stats: Rspack.Stats, name: string, missing: string): string[] {
  const group = stats.compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(missing);
  return group.getFiles().filter((file) => /\.(js|css)$/.test(file));
}

/**
 * What loading a remote's section fetches on a page that has not loaded it: its manifest, its container's entry
 * (a chunk group named after the remote) and its route table's chunk group.
 */
const remoteSectionFiles = (stats: Rspack.Stats, remote: string): string[] => [
  'mf-manifest.json',
  ...chunkGroupFiles(stats, remote, `The build has no container entry named "${remote}".`),
  ...chunkGroupFiles(
    stats,
    routesExposeGroup,
    `The build has no chunk group "${routesExposeGroup}": does it expose ./routes?`,
  ),
];

/**
 * The build's page list: each page's files, from the chunk group named after it (`pageChunkName`), what they
 * weigh, and what loading the section weighs (`remote`: the remote's name; none for the shell, whose entry is
 * loaded on every page). A page whose import is not named so fails the build, rather than go unprefetched.
 */
export function pageChunksOf(
  stats: Rspack.Stats,
  distPath: string,
  { pagePaths, remote }: { readonly pagePaths: readonly string[]; readonly remote?: string },
): PageChunks {
  const pages = Object.fromEntries(
    pagePaths.map((path) => {
      const name = pageChunkName(path);
      const files = chunkGroupFiles(
        stats,
        name,
        `The page ${path} loads no chunk named "${name}": name its import /* webpackChunkName */.`,
      );
      return [path, { files, gzipBytes: filesWeight(distPath, files) }];
    }),
  );
  const sectionGzipBytes = remote ? filesWeight(distPath, remoteSectionFiles(stats, remote)) : 0;
  return { sectionGzipBytes, pages };
}

/**
 * The most a page's own files (its chunk group) may weigh, gzip: the README's size goal "a page's own code",
 * whose reason is there. The pages together have no limit: a visitor loads one at a time.
 */
export const pageMaxGzipBytes = 25_000;

/**
 * Writes the page list beside the build's files; fails the build when a page's own files weigh more than
 * `pageMaxGzipBytes`, or the list more than the shell charges for it before reading it (`pageListMaxGzipBytes`).
 */
export function writePageChunks(
  stats: Rspack.Stats,
  distPath: string,
  options: { readonly pagePaths: readonly string[]; readonly remote?: string },
): void {
  const chunks = pageChunksOf(stats, distPath, options);
  const overweight = Object.entries(chunks.pages).filter(([, page]) => page.gzipBytes > pageMaxGzipBytes);
  if (overweight.length > 0) {
    const lines = overweight.map(([path, page]) => `  ${path}: ${page.gzipBytes} bytes gzip`);
    throw new Error(
      `A page's own files weigh more than ${pageMaxGzipBytes} bytes gzip (pageMaxGzipBytes, README "Size goals"):\n${lines.join('\n')}`,
    );
  }
  const text = `${JSON.stringify(chunks)}\n`;
  const weight = gzipBytes(text);
  if (weight > pageListMaxGzipBytes) {
    throw new Error(
      `${pageChunksFile} weighs ${weight} bytes gzip, over the ${pageListMaxGzipBytes} the shell charges for it (pageListMaxGzipBytes in @site/routes).`,
    );
  }
  writeFileSync(join(distPath, pageChunksFile), text);
}
