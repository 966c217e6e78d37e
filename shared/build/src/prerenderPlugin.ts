import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import type { PathDeclaration } from '@site/routes';
import { checkCodeWeights } from './codeWeights';
import { webStatsOf } from './webStats';

/** What `dist/prerender.json` holds: read by the server and the compose step to build each page's HTML. */
interface PrerenderManifest {
  readonly app: string;
  /**
   * Stylesheets the pages need before first paint: `href` relative to the app's public path (as the app's
   * chunk loader names it), and the text, which the page carries inline.
   */
  readonly css: readonly { readonly href: string; readonly text: string }[];
  readonly pages: Record<string, { readonly head: string; readonly body: string }>;
  /** A remote's: the paths of the route table it exposes as `./routes`. */
  readonly routes?: readonly string[];
  /** What the app serves: its part of the live map (`paths.json`), which `pnpm release` checks and writes. */
  readonly paths: PathDeclaration;
  /** The shell's: what a remote's container holds when no rendering of its page can be read. */
  readonly fallback?: string;
}

interface FederationManifest {
  readonly shared: readonly {
    readonly assets: { readonly css: { readonly sync: string[]; readonly async: string[] } };
  }[];
  readonly exposes: readonly {
    readonly assets: { readonly css: { readonly sync: string[]; readonly async: string[] } };
  }[];
}

const cssOf = (assets: { readonly css: { readonly sync: string[]; readonly async: string[] } }) => [
  ...assets.css.sync,
  ...assets.css.async,
];

/**
 * A remote's pages need the stylesheets of what it exposes, less those of shared modules: the shell provides
 * the shared ui kit, and its stylesheet with it.
 */
function remoteStylesheets(distPath: string): string[] {
  const manifest = JSON.parse(readFileSync(join(distPath, 'mf-manifest.json'), 'utf8')) as FederationManifest;
  const shared = new Set(manifest.shared.flatMap((entry) => cssOf(entry.assets)));
  const own = manifest.exposes.flatMap((entry) => cssOf(entry.assets)).filter((file) => !shared.has(file));
  return uniqueByContent(own);
}

/** Chunks that share a stylesheet each get a copy under the same content hash: one link is enough. */
function uniqueByContent(files: readonly string[]): string[] {
  const byHash = new Map<string, string>();
  for (const file of files) {
    const hash = /\.([0-9a-f]{8,})\.css$/.exec(file)?.[1] ?? file;
    if (!byHash.has(hash)) byHash.set(hash, file);
  }
  return [...byHash.values()];
}

/** The shell's pages need every stylesheet of its build: its layout, its own pages and the shared ui kit. */
function shellStylesheets(stats: Rspack.Stats): string[] {
  return stats.compilation
    .getAssets()
    .map((asset) => asset.name)
    .filter((file) => file.endsWith('.css'))
    .sort((a, b) => Number(b.includes('/async/')) - Number(a.includes('/async/')) || a.localeCompare(b));
}

/**
 * After both builds, runs the `prerender` build's `prerender(origin)` and writes `dist/prerender.json`, and checks
 * what the code of the app's pages (the chunks its `pageChunks` names) and section weighs (codeWeights.ts).
 * The origin (canonical URLs, link previews) is PUBLIC_SITE_ORIGIN or the company's website.
 */
export function prerenderPlugin({
  app,
  isRemote,
}: {
  readonly app: string;
  readonly isRemote: boolean;
}): RsbuildPlugin {
  return {
    name: 'site-prerender',
    setup(api) {
      api.onAfterBuild(async ({ stats, environments }) => {
        const web = environments.web;
        const prerender = environments.prerender;
        if (!web || !prerender || !stats) return;
        const webStats = webStatsOf(stats);
        if (!webStats) throw new Error('The web build has no stats.');
        const bundle = pathToFileURL(join(prerender.distPath, 'prerender.js')).href;
        const {
          prerender: render,
          prerenderFallback,
          pathDeclaration,
          pageChunks,
        } = (await import(`${bundle}?build=${Date.now()}`)) as {
          prerender: (origin?: string) => Promise<PrerenderManifest['pages']>;
          prerenderFallback?: () => Promise<string>;
          pathDeclaration: PathDeclaration;
          pageChunks: { readonly [path: string]: string };
        };
        const pagePaths = pathDeclaration.pages.map((page) => page.path);
        const stylesheets = isRemote ? remoteStylesheets(web.distPath) : shellStylesheets(webStats);
        const manifest: PrerenderManifest = {
          app,
          css: stylesheets.map((href) => ({ href, text: readFileSync(join(web.distPath, href), 'utf8') })),
          pages: await render(process.env.PUBLIC_SITE_ORIGIN),
          ...(isRemote ? { routes: pagePaths } : {}),
          paths: pathDeclaration,
          ...(prerenderFallback ? { fallback: await prerenderFallback() } : {}),
        };
        writeFileSync(join(web.distPath, 'prerender.json'), `${JSON.stringify(manifest)}\n`);
        // Every page it serves, each by the chunk its route table names: one it names none for fails the check.
        const pages = Object.fromEntries(pagePaths.map((path) => [path, pageChunks[path]]));
        checkCodeWeights(webStats, web.distPath, { pages, remote: isRemote ? app : undefined });
      });
    },
  };
}
