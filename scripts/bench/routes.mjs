/**
 * Which routes to measure and which app owns each: the paths the built shell knows
 * (shell/dist/site-routes.json, written from the site map at build) and the owners from the site map itself.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import ts from 'typescript';

/**
 * @param {string} repo
 * @returns {Promise<string[]>}
 */
export async function builtRoutes(repo) {
  const file = join(repo, 'shell/dist/site-routes.json');
  try {
    return JSON.parse(await readFile(file, 'utf8')).paths;
  } catch {
    throw new Error(`${file} is missing: build the site first (drop --no-build)`);
  }
}

/**
 * The site map is TypeScript with no imports; transpiling it here keeps one source of truth for owners.
 * @param {string} repo
 * @returns {Promise<Map<string, string>>} path → owning app (shell, agency, payments, legal)
 */
export async function routeOwners(repo) {
  const source = await readFile(join(repo, 'shared/routes/src/siteMap.ts'), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
  });
  const siteMap = await import(`data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`);
  return new Map(
    siteMap.siteRoutes.map((/** @type {{ path: string, owner: string }} */ route) => [route.path, route.owner]),
  );
}
