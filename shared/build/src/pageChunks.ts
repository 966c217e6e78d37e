import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';
import { pageChunkName, pageChunksFile, type PageChunks } from '@site/routes';

/**
 * Each page's files, from the chunk group its route table names after it (`pageChunkName`): what the shell
 * fetches ahead of a click. A route whose import is not named so fails the build, rather than go unprefetched.
 */
export function pageChunksOf(stats: Rspack.Stats, distPath: string, routePaths: readonly string[]): PageChunks {
  const groups = stats.compilation.namedChunkGroups;
  return Object.fromEntries(
    routePaths.map((path) => {
      const name = pageChunkName(path);
      const group = groups.get(name);
      if (!group) {
        throw new Error(`The route ${path} loads no chunk named "${name}": name its import /* webpackChunkName */.`);
      }
      const files = group.getFiles().filter((file) => /\.(js|css)$/.test(file));
      const gzipBytes = files.reduce(
        (sum, file) => sum + gzipSync(readFileSync(join(distPath, file)), { level: 9 }).length,
        0,
      );
      return [path, { files, gzipBytes }];
    }),
  );
}

export function writePageChunks(stats: Rspack.Stats, distPath: string, routePaths: readonly string[]): void {
  writeFileSync(join(distPath, pageChunksFile), `${JSON.stringify(pageChunksOf(stats, distPath, routePaths))}\n`);
}
