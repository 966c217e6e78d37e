/**
 * Which routes to measure: the pages the built apps declare (each `dist/prerender.json`'s `paths`, whose union is
 * the live path map); and the name each app gives a page's code.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

/** @param {string} repo @returns {Promise<string[]>} */
export async function builtRoutes(repo) {
  const declared = await Promise.all(
    ['shell', 'mfe-agency', 'mfe-payments', 'mfe-legal'].map(async (dir) => {
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

/**
 * A module of the workspace's TypeScript whose only imports are types, transpiled here: one source of truth for
 * what the bench shares with the site.
 * @param {string} repo @param {string} path from the repository's root
 */
async function importTypeScript(repo, path) {
  const source = await readFile(join(repo, path), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
}

/**
 * The chunk name an app gives a page's code (`pageChunkName` in @site/routes).
 * @param {string} repo @returns {Promise<(path: string) => string>}
 */
export async function pageChunkNameIn(repo) {
  return (await importTypeScript(repo, 'shared/routes/src/remoteContract.ts')).pageChunkName;
}
