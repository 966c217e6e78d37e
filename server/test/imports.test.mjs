import { readFile, readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The server is used by the scripts (through its package exports), never the reverse: what both need lives
 * in the server or in a workspace package both depend on. An import that runs back up into scripts/ fails here.
 */
const server = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const scripts = resolve(server, '../scripts');

const importPattern = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** Every module specifier a source file names: static imports and re-exports, bare imports, `import()`. */
const specifiersOf = (source) => [...source.matchAll(importPattern)].map((match) => match[1]);

/** Where a specifier in `file` leads: a path, or, for a package, the file it resolves to (undefined if none). */
function resolved(specifier, file) {
  if (specifier.startsWith('.') || specifier.startsWith('/')) return resolve(dirname(file), specifier);
  if (specifier.startsWith('node:')) return undefined;
  try {
    return createRequire(file).resolve(specifier);
  } catch {
    return undefined;
  }
}

const isUnder = (dir, path) => path === dir || path.startsWith(`${dir}${sep}`);

async function sourceFiles(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(m?js|cjs|ts|mts)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !file.split(sep).includes('node_modules'));
}

describe('the server package', () => {
  it('finds every kind of import', () => {
    const source = `import a from '../x.mjs';\nimport { b } from "y";\nexport * from './z.mjs';\nimport './w.mjs';\nawait import('../v.mjs');`;
    expect(specifiersOf(source)).toEqual(['../x.mjs', 'y', './z.mjs', './w.mjs', '../v.mjs']);
  });

  it('imports nothing from scripts/', async () => {
    const files = await sourceFiles(server);
    expect(files.length).toBeGreaterThan(10);
    const upward = [];
    for (const file of files) {
      for (const specifier of specifiersOf(await readFile(file, 'utf8'))) {
        const target = resolved(specifier, file);
        if (target && isUnder(scripts, target)) upward.push(`${relative(server, file)} imports ${specifier}`);
      }
    }
    expect(upward).toEqual([]);
  });
});
