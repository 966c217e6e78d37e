import type { RsbuildPlugin } from '@rsbuild/core';
import { compileHint } from './compileHint';

/**
 * Opens every script of the browser build with V8's compile hint. Each of them runs as soon as it arrives: the
 * entry and the chunks the takeover evaluates, a page's code at the visitor's first use or on a navigation, so
 * compiling their functions lazily only moves that work onto the main thread at the moment the page has to
 * respond (docs/architecture.md, "Compile hints"). Added after minification, which would drop the comment, and
 * before the source maps and the content hashes are made, which then account for it.
 */
export function compileHintsPlugin(): RsbuildPlugin {
  return {
    name: 'site-compile-hints',
    setup(api) {
      api.processAssets({ stage: 'optimize-size', environments: ['web'] }, ({ assets, compilation, sources }) => {
        for (const [name, source] of Object.entries(assets)) {
          // A rebuild in watch mode may hand back a cached source that already opens with it.
          if (name.endsWith('.js') && !source.source().toString().startsWith(compileHint))
            compilation.updateAsset(name, new sources.ConcatSource(`${compileHint}\n`, source));
        }
      });
    },
  };
}
