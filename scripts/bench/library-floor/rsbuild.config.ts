import { defineConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { firstLoadChunks, sharedAliases, sharedDependencies } from '@site/build';
import { floorVariants } from './variants.mjs';

/** The libraries the site shares at runtime, without the site's own packages. */
const { react, 'react/': reactSubpaths, 'react-dom': reactDom, 'react-dom/': reactDomSubpaths } = sharedDependencies;
const { 'react-router-dom': reactRouter, 'framer-motion': motion } = sharedDependencies;

/** A host like the shell (createAppConfig in @site/build): same runtime options, same shared settings. */
const federatedHost = (): RsbuildPlugin =>
  pluginModuleFederation({
    name: 'floor',
    remotes: {},
    shared: {
      react,
      'react/': reactSubpaths,
      'react-dom': reactDom,
      'react-dom/': reactDomSubpaths,
      'react-router-dom': reactRouter,
      'framer-motion': motion,
    },
    shareStrategy: 'loaded-first',
    dts: false,
    experiments: { provideExternalRuntime: true, optimization: { target: 'web' } },
  });

export default defineConfig(() => {
  const variant = floorVariants.find(({ name }) => name === process.env.LIBRARY_FLOOR_VARIANT);
  if (!variant?.entry)
    throw new Error('LIBRARY_FLOOR_VARIANT must name a built variant of variants.mjs (build.mjs sets it).');
  return {
    plugins: [pluginReact(), ...(variant.federated ? [federatedHost()] : [])],
    resolve: { alias: sharedAliases() },
    source: { entry: { index: variant.entry } },
    html: { template: './index.html' },
    output: { filenameHash: true, distPath: { root: `dist/${variant.name}` } },
    performance: { chunkSplit: { strategy: 'split-by-experience', override: firstLoadChunks } },
  };
});
