import type { RsbuildPlugin } from '@rsbuild/core';
import { precompressDirectory } from './precompress.mjs';

/**
 * Writes the Brotli copy of every text file of the browser build (`<file>.br`, precompress.mjs),
 * for the servers to send to browsers that accept it. Runs after every other step that writes into the build
 * (the shell's sitemap, the prerendered pages' manifest), so that none of their files is left without a copy.
 */
export function precompressPlugin(): RsbuildPlugin {
  return {
    name: 'site-precompress',
    setup(api) {
      api.onAfterBuild({
        order: 'post',
        handler: async ({ environments }) => {
          const distPath = environments.web?.distPath;
          if (distPath) await precompressDirectory(distPath);
        },
      });
    },
  };
}
