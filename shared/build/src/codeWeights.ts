import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';
import { pageChunkName } from '@site/routes';

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

/** What an app's code weighs, gzip: each page's own files, and loading the section (0 for the shell's). */
export interface CodeWeights {
  readonly sectionGzipBytes: number;
  readonly pages: { readonly [path: string]: number };
}

/**
 * Each page's weight from the chunk group named after it (`pageChunkName`), and the section's (`remote`: the
 * remote's name; none for the shell, whose entry every page has loaded). A page whose import is not named so fails
 * the build: its weight would go unchecked.
 */
export function codeWeightsOf(
  stats: Rspack.Stats,
  distPath: string,
  { pagePaths, remote }: { readonly pagePaths: readonly string[]; readonly remote?: string },
): CodeWeights {
  const pages = Object.fromEntries(
    pagePaths.map((path) => {
      const name = pageChunkName(path);
      const missing = `The page ${path} loads no chunk named "${name}": name its import /* webpackChunkName */.`;
      return [path, filesWeight(distPath, chunkGroupFiles(stats, name, missing))];
    }),
  );
  const sectionGzipBytes = remote ? filesWeight(distPath, remoteSectionFiles(stats, remote)) : 0;
  return { sectionGzipBytes, pages };
}

/** The README's size goals (their reasons are there), gzip: a page's own files, and a section's code. */
export const pageMaxGzipBytes = 25_000;
export const sectionMaxGzipBytes = 16_000;

/** Fails the build when a page's own files or the section's code weigh more than their size goal. */
export function checkCodeWeights(
  stats: Rspack.Stats,
  distPath: string,
  options: { readonly pagePaths: readonly string[]; readonly remote?: string },
): void {
  const { sectionGzipBytes, pages } = codeWeightsOf(stats, distPath, options);
  const overweight = Object.entries(pages).filter(([, bytes]) => bytes > pageMaxGzipBytes);
  if (overweight.length > 0) {
    const lines = overweight.map(([path, bytes]) => `  ${path}: ${bytes} bytes gzip`);
    throw new Error(
      `A page's own files weigh more than ${pageMaxGzipBytes} bytes gzip (pageMaxGzipBytes, README "Size goals"):\n${lines.join('\n')}`,
    );
  }
  if (sectionGzipBytes > sectionMaxGzipBytes) {
    throw new Error(
      `The ${options.remote} section's code (manifest, entry, route table) weighs ${sectionGzipBytes} bytes gzip, over ${sectionMaxGzipBytes} (sectionMaxGzipBytes, README "Size goals").`,
    );
  }
}
