import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * What the build supplies a remote from its declaration (`src/routes.ts`, @site/remote's defineRemote): the route
 * table it exposes as `./routes`, and its entry, standalone bootstrap, HTML template and prerender entry, which are
 * the same for every remote and live in @site/remote, reading the declaration through the `@site/this-remote` alias.
 */
export function remoteSources(root: string) {
  const routeTable = './src/routes.ts';
  return {
    exposes: { './routes': routeTable },
    alias: { '@site/this-remote$': join(root, routeTable) },
    webEntry: '@site/remote/entry',
    prerenderEntry: '@site/remote/prerender',
    // Resolved when the build asks for it: tools that only read the config (knip) load it from another folder.
    template: () => createRequire(join(root, 'package.json')).resolve('@site/remote/index.html'),
  };
}
