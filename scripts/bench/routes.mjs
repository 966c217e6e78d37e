/**
 * Which routes to measure: the pages the built apps declare (each `dist/prerender.json`'s `paths`, whose union is
 * the live path map).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { apps } from '@site/apps';

/** @param {string} repo @returns {Promise<string[]>} */
export async function builtRoutes(repo) {
  const declared = await Promise.all(
    apps.map(async ({ dir }) => {
      const file = join(repo, dir, 'dist/prerender.json');
      try {
        return JSON.parse(await readFile(file, 'utf8')).paths.pages.map(
          (/** @type {{ path: string }} */ page) => page.path,
        );
      } catch {
        throw new Error(`${file} declares no pages: build the site first (drop --no-build)`);
      }
    }),
  );
  return declared.flat();
}
