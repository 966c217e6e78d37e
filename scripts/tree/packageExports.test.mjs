import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { repoRoot, treeFiles } from './files.mjs';

const files = treeFiles();
const { packages: patterns } = parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8'));

/** The folders of the workspace's packages, per pattern of pnpm-workspace.yaml. */
const packageDirs = (pattern) =>
  files.filter((file) => minimatch(file, `${pattern}/package.json`)).map((file) => posix.dirname(file));

/** Every path an entry point can resolve to: each subpath of `exports` under every condition, `main`, `types`. */
function targets(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry === null || entry === undefined) return [];
  return Object.values(entry).flatMap(targets);
}

const workspace = patterns.flatMap(packageDirs).map((dir) => {
  const manifest = JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8'));
  return { dir, name: manifest.name, entries: [manifest.exports, manifest.main, manifest.types].flatMap(targets) };
});

describe('the workspace packages', () => {
  it.each(patterns)('%s names at least one package', (pattern) => {
    expect(packageDirs(pattern)).not.toEqual([]);
  });

  it.each(workspace.map((pkg) => [pkg.name, pkg]))('%s: every entry point is a file of the tree', (_, pkg) => {
    const missing = pkg.entries.filter((target) => !files.includes(posix.join(pkg.dir, target)));
    expect(missing).toEqual([]);
  });
});
