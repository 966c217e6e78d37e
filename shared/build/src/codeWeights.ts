import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';

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

/** What the build weighs: the app's pages by path, each with the chunk its code loads in; the remote's name. */
export interface CodeWeightsOptions {
  /** The chunk of each page's code (`pageChunkName` of its folder), by path: every page the app serves. */
  readonly pages: { readonly [path: string]: string | undefined };
  readonly remote?: string;
}

/**
 * Each page's weight from its chunk group, and the section's (`remote`: the remote's name; none for the shell, whose
 * entry every page has loaded). A page without a chunk of its own fails the build: its weight would go unchecked.
 */
export function codeWeightsOf(stats: Rspack.Stats, distPath: string, options: CodeWeightsOptions): CodeWeights {
  const { remote } = options;
  const pages = Object.fromEntries(
    Object.entries(options.pages).map(([path, name]) => {
      if (!name) throw new Error(`The page ${path} has no page folder: its route declares none (page).`);
      const missing = `The page ${path} loads no chunk named "${name}" (pageChunkName of its folder): its app's loadPage imports \`./pages/\${page}/\` with /* webpackChunkName: "page-[request]" */.`;
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
export function checkCodeWeights(stats: Rspack.Stats, distPath: string, options: CodeWeightsOptions): void {
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
