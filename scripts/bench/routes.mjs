/**
 * Which routes to measure and which app owns each: the pages the built apps declare (each `dist/prerender.json`'s
 * `paths`, whose union is the live path map) and the owners from the site map itself.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * @param {string} repo
 * @returns {Promise<string[]>}
 */
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
 * @param {string} repo
 * @returns {Promise<Map<string, string>>} path → owning app (shell, agency, payments, legal)
 */
export async function routeOwners(repo) {
  const siteMap = await importTypeScript(repo, 'shared/routes/src/siteMap.ts');
  return new Map(
    siteMap.siteRoutes.map((/** @type {{ path: string, owner: string }} */ route) => [route.path, route.owner]),
  );
}

/**
 * The name of the page list each remote's build writes beside its manifest, and the shell's at its root
 * (`pageChunksFile`).
 * @param {string} repo
 * @returns {Promise<string>}
 */
export async function pageListFile(repo) {
  return (await importTypeScript(repo, 'shared/routes/src/remoteContract.ts')).pageChunksFile;
}
