/**
 * Build configuration shared by the shell and the three remotes, so that every app agrees on what is
 * shared at runtime (one React, one router, one ui kit on the page) and on how it is served.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { budgetPlugin, type Budgets } from './budgetPlugin';
import { precompressPlugin } from './precompressPlugin';
import { prerenderPlugin } from './prerenderPlugin';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';

export const appPorts = { shell: 3000, agency: 3001, payments: 3002, legal: 3003 } as const;
export type AppName = keyof typeof appPorts;

/**
 * Gzip budgets (kB) per app, a little above what each build weighs today: a build that grows past one fails,
 * so growth is a decision, not an accident. A remote's total includes its fallback copies of the shared
 * libraries, which browsers load only when the shell could not provide them.
 */
export const budgets: Record<AppName, Budgets> = {
  shell: { entry: 29, chunk: 71, total: 183 },
  agency: { entry: 9, chunk: 68, total: 222 },
  payments: { entry: 9, chunk: 68, total: 177 },
  legal: { entry: 9, chunk: 68, total: 183 },
};

const singleton = (requiredVersion: string) => ({ singleton: true, requiredVersion, strictVersion: false });

/**
 * The federation runtime as ES modules. The bundler plugins locate the runtime packages with Node's
 * `require.resolve`, which picks their CommonJS builds; CommonJS cannot be tree-shaken, so every page would
 * carry the whole runtime (manifest tooling and config helpers included) and each remote entry its own copy of
 * the SDK. Each CommonJS entry is aliased to the same package's ES module build.
 */
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

/**
 * `framer-motion-features` is framer-motion under a second name, for the one module that lazily imports its
 * animation features (`@site/ui`'s motionFeatures.ts). Module Federation shares a package by the name it is
 * imported under, as one module: imported as `framer-motion`, the features would join the shared first-load
 * chunk; under this name they are bundled into their lazy chunk, as the same modules (one Motion on the page).
 */
function motionFeaturesAlias(): Record<string, string> {
  const fromUi = createRequire(new URL('../../ui/package.json', import.meta.url));
  const packageRoot = dirname(fromUi.resolve('framer-motion/package.json'));
  const { module } = JSON.parse(readFileSync(join(packageRoot, 'package.json'), 'utf8')) as { module: string };
  return { 'framer-motion-features$': join(packageRoot, module) };
}

/**
 * Subpaths are shared too (`react/`, `react-dom/`): an unshared `react/jsx-runtime` or `react-dom/client`
 * would put a second React on the page.
 */
export const sharedDependencies = {
  react: singleton('^19.3.0'),
  'react/': singleton('^19.3.0'),
  'react-dom': singleton('^19.3.0'),
  'react-dom/': singleton('^19.3.0'),
  'react-router-dom': { ...singleton('^7.18.0'), treeShaking: { mode: 'runtime-infer' as const } },
  'framer-motion': { ...singleton('^14.14.0'), treeShaking: { mode: 'runtime-infer' as const } },
  '@site/ui': singleton('^1.0.0'),
  '@site/company': singleton('^1.0.0'),
  '@site/routes': singleton('^1.0.0'),
};

/**
 * The shell provides every shared library, and every page needs all of them at once: React (which seldom
 * changes) and the site's own shared packages in one chunk each rather than one per module, which saves
 * requests and ≈4 kB gzip of headers and chunk wrappers. React Router and framer-motion stay out of these
 * groups: a forced group takes a package out of the chunk Module Federation tree-shakes for it, and the whole
 * router would ship (+58 kB gzip, measured; docs/performance.md). Remotes keep one chunk per module: their
 * copies load only when no shell provides them, and then only the ones asked for.
 */
const firstLoadChunks = {
  cacheGroups: {
    sharedReact: {
      test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
      name: 'lib-react',
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
    sharedSite: {
      test: /[\\/]shared[\\/]((ui|company|routes)[\\/]src|tokens)[\\/]/,
      name: 'site-shared',
      chunks: 'all',
      enforce: true,
      priority: 20,
    },
  },
} as const;

interface AppOptions {
  readonly name: AppName;
  /** Remotes expose modules; the shell exposes none and learns remotes at runtime from /remotes.json. */
  readonly exposes?: Record<string, string>;
}

/**
 * Two builds of each app: `web`, the federated browser build, and `prerender`, a Node build of
 * `src/prerender.tsx` that renders the app's pages to HTML once the web build is done.
 */
export function createAppConfig({ name, exposes }: AppOptions): RsbuildConfig {
  const port = Number(process.env.PORT ?? appPorts[name]);
  const isRemote = exposes !== undefined;
  const production = process.env.NODE_ENV === 'production';
  return defineConfig({
    plugins: [
      pluginReact(),
      prerenderPlugin({ app: name, isRemote }),
      budgetPlugin(budgets[name]),
      precompressPlugin(),
      pluginModuleFederation({
        name,
        ...(isRemote ? { exposes, filename: 'remoteEntry.js' } : { remotes: {} }),
        shared: sharedDependencies,
        // Load shared modules on demand: the default 'version-first' fetches every remote entry at start-up,
        // so one dead remote could stall the whole site.
        shareStrategy: 'loaded-first',
        dts: false,
        experiments: {
          // One federation runtime on the page: the shell's. A remote's production entry leaves its copy out
          // (≈20 kB gzip each); in development a remote keeps it, so that it can also run on its own.
          ...(isRemote ? { externalRuntime: production } : { provideExternalRuntime: true }),
          // A remote consumes no remotes of its own: its entry leaves out the code that would load them.
          optimization: { target: 'web', ...(isRemote ? { disableRemote: true } : {}) },
        },
      }),
    ],
    resolve: { alias: { ...federationRuntimeAsEsm(), ...motionFeaturesAlias() } },
    environments: {
      web: { source: { entry: { index: './src/index.ts' } } },
      prerender: {
        source: { entry: { prerender: './src/prerender.tsx' } },
        output: { target: 'node', distPath: { root: 'dist-prerender' }, filenameHash: false, minify: false },
      },
    },
    // No template title: each page renders its own <title> (React hoists it), and two would conflict.
    html: { title: '', template: './index.html' },
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
      // Written, not referenced, when the benchmark builds (SITE_SOURCE_MAPS=1): they attribute the entry
      // chunks' bytes to the federation runtime (scripts/bench/federationShare.mjs).
      sourceMap: { js: process.env.SITE_SOURCE_MAPS === '1' ? 'hidden-source-map' : false, css: false },
    },
    performance: { chunkSplit: { strategy: 'split-by-experience', override: isRemote ? {} : firstLoadChunks } },
  });
}
