/**
 * Build configuration shared by the shell and the three remotes, so that every app agrees on what is
 * shared at runtime (one React, one router, one ui kit on the page) and on how it is served.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { compileHintsPlugin } from './compileHintsPlugin';
import { precompressPlugin } from './precompressPlugin';
import { prerenderPlugin } from './prerenderPlugin';
import { remoteSources } from './remoteSources';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { appNamed, developmentLocations } from '@site/apps';

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

/** Each CommonJS entry of the federation runtime aliased to its ES module build. Why: docs/architecture.md#loading-remotes-at-runtime */
function federationRuntimeAsEsm(): Record<string, string> {
  const locate = (from: string, name: string) => createRequire(from).resolve(name);
  const rsbuildPlugin = locate(import.meta.url, '@module-federation/rsbuild-plugin');
  const enhanced = locate(rsbuildPlugin, '@module-federation/enhanced');
  const rspackPlugin = locate(enhanced, '@module-federation/rspack');
  const tools = locate(enhanced, '@module-federation/runtime-tools');
  const runtime = locate(tools, '@module-federation/runtime');
  const commonJsEntries = [
    tools,
    runtime,
    locate(tools, '@module-federation/webpack-bundler-runtime'),
    locate(runtime, '@module-federation/runtime-core'),
    locate(runtime, '@module-federation/sdk'),
    locate(runtime, '@module-federation/error-codes'),
    locate(rspackPlugin, '@module-federation/inject-external-runtime-core-plugin'),
  ];
  return Object.fromEntries(
    commonJsEntries.map((entry) => {
      const packageRoot = entry.slice(0, entry.lastIndexOf('/dist/'));
      const { module } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { module: string };
      return [entry, join(packageRoot, module)];
    }),
  );
}

/** `framer-motion-features`: framer-motion under a second name. Why: docs/architecture.md#framer-motion-under-lazymotion */
function motionFeaturesAlias(): Record<string, string> {
  const fromUi = createRequire(new URL('../../ui/package.json', import.meta.url));
  const packageRoot = dirname(fromUi.resolve('framer-motion/package.json'));
  const { module } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { module: string };
  return { 'framer-motion-features$': join(packageRoot, module) };
}

/** The module aliases every federated build of the site needs (the federation runtime as ES modules, Motion's features). */
export const sharedAliases = (): Record<string, string> => ({ ...federationRuntimeAsEsm(), ...motionFeaturesAlias() });

/** Subpaths too (`react/`, `react-dom/`). Why: docs/architecture.md#loading-remotes-at-runtime */
export const sharedDependencies = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  'react-router-dom': { ...singleton('^7.18.0'), treeShaking: { mode: 'runtime-infer' as const } },
  'framer-motion': { ...singleton('^14.14.0'), treeShaking: { mode: 'runtime-infer' as const } },
  '@site/ui': singleton('^1.0.0'),
  '@site/ui/sections': singleton('^1.0.0'),
  '@site/company': singleton('^1.0.0'),
  '@site/routes': singleton('^1.0.0'),
};

/**
 * The shell's first-load chunks: React, and the site's shared packages, one chunk each; never the router or Motion.
 * The ui kit's page sections are a chunk of their own: the chrome does not need them, and a page whose fragment
 * hydrates at first use responds before they load.
 * Why: docs/architecture.md#loading-remotes-at-runtime. Remotes keep one chunk per module (loaded only as fallbacks).
 */
export const firstLoadChunks = {
  cacheGroups: {
    sharedReact: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      name: 'lib-react',
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
    sharedSite: {
      test: /[\\/]shared[\\/](ui[\\/]src[\\/](?!sections[\\/])|(company|routes)[\\/]src[\\/]|apps[\\/]|tokens[\\/])/,
      name: 'site-shared',
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
    sharedSections: {
      test: /[\\/]shared[\\/]ui[\\/]src[\\/]sections[\\/]/,
      name: 'site-sections',
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
  },
} as const;

/**
 * The host's `remotes.json` for a development machine (`pnpm dev`, a local build served as it is): every remote of
 * the registry on its development port. A release publishes the site's own (`--origins`, `--remotes`).
 */
const developmentLocationsPlugin: RsbuildPlugin = {
  name: 'development-locations',
  setup(api) {
    api.processAssets({ stage: 'additional', environments: ['web'] }, ({ compilation, sources }) => {
      compilation.emitAsset(
        'remotes.json',
        new sources.RawSource(`${JSON.stringify(developmentLocations(), null, 2)}\n`),
      );
    });
  },
};

interface AppOptions {
  /** Its name in the registry of apps (@site/apps), which says whether it is the host or a remote. */
  readonly name: string;
}

/**
 * Two builds of each app: `web`, the federated browser build, and `prerender`, a Node build of its prerender entry
 * (the shell's `src/prerender.tsx`, every remote's from @site/remote) that renders its pages to HTML once the web build is done.
 */
export function createAppConfig({ name }: AppOptions): RsbuildConfig {
  const app = appNamed(name);
  const port = Number(process.env.PORT ?? app.port);
  // Remotes expose their route table; the shell exposes none and learns remotes at runtime from /remotes.json.
  const isRemote = app.role === 'remote';
  const remote = isRemote ? remoteSources(process.cwd()) : undefined;
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      prerenderPlugin({ app: name, isRemote }),
      compileHintsPlugin(),
      precompressPlugin(),
      ...(isRemote ? [] : [developmentLocationsPlugin]),
      pluginModuleFederation({
        name,
        ...(remote ? { exposes: remote.exposes, filename: 'remoteEntry.js' } : { remotes: {} }),
        shared: sharedDependencies,
        // On demand, so one dead remote cannot stall the site: docs/architecture.md#loading-remotes-at-runtime
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: {
          // One federation runtime on the page, the shell's; a remote in development keeps its own to run alone.
          ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
          // A remote consumes no remotes of its own: its entry leaves out the code that would load them.
          optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
        },
      }),
    ],
    resolve: { alias: { ...sharedAliases(), ...remote?.alias } },
    environments: {
      web: { source: { entry: { index: remote?.webEntry ?? './src/index.ts' } } },
      prerender: {
        source: { entry: { prerender: remote?.prerenderEntry ?? './src/prerender.tsx' } },
        output: { target: 'node', distPath: { root: 'dist-prerender' }, filenameHash: false, minify: false },
      },
    },
    // No template title: each page renders its own <title> (React hoists it), and two would conflict.
    html: { title: '', template: remote?.template ?? './index.html' },
    server: {
      port,
      strictPort: true,
      cors: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
    },
    dev: isRemote ? { assetPrefix: `http://localhost:${port}/` } : {},
    output: {
      // Remotes must resolve their chunks against their own origin, not the host's.
      assetPrefix: isRemote ? 'auto' : '/',
      // A tab opened before a redeploy keeps requesting the old hashed chunks: keep them.
      cleanDistPath: !isRemote,
      filenameHash: true,
      // Class names are a short hash in production: they repeat in every page's HTML and inline styles, where
      // the readable form (`[local]-[hash]`) kept pages of 14 kB just past the first round trip.
      cssModules: { localIdentName: production ? '[hash:base64:5]' : '[local]-[hash:base64:6]' },
      // Written, not referenced, when the benchmark or a release builds (SITE_SOURCE_MAPS=1): they attribute the
      // entry chunks' bytes to the federation runtime (scripts/bench/federationShare.mjs), and a release keeps them
      // off the origins for the field report's stack frames (scripts/release/release.mjs).
      sourceMap: { js: process.env.SITE_SOURCE_MAPS === '1' ? 'hidden-source-map' : false, css: false },
    },
    // Chunks of another origin load with CORS (the remotes answer Access-Control-Allow-Origin: *): an error thrown
    // in a remote's code then reaches the page with its stack and script URL, for the field data, not as "Script
    // error.". The shell's runtime plugin does the same for each remote's entry (shell/src/federation/remoteScripts.ts).
    tools: { rspack: { output: { crossOriginLoading: 'anonymous' } } },
    performance: { chunkSplit: { strategy: 'split-by-experience', override: isRemote ? {} : firstLoadChunks } },
  });
}
