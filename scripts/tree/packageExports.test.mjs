import { posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { treeFiles } from './files.mjs';
import { packageDirs, workspacePackages, workspacePatterns } from './workspace.mjs';

/** Every path an entry point can resolve to: each subpath of `exports` under every condition, `main`, `types`. */
function targets(entry) {
  if (typeof entry === 'string') return [entry];
  if (entry === null || entry === undefined) return [];
  return Object.values(entry).flatMap(targets);
}

describe('the workspace packages', () => {
  const files = treeFiles();

  it.each(workspacePatterns())('%s names at least one package', (pattern) => {
    expect(packageDirs(pattern, files)).not.toEqual([]);
  });

  it.each(workspacePackages().map((pkg) => [pkg.manifest.name, pkg]))(
    '%s: every entry point is a file of the tree',
    (_, { dir, manifest }) => {
      const entries = [manifest.exports, manifest.main, manifest.types].flatMap(targets);
      const missing = entries.filter((target) => !files.includes(posix.join(dir, target)));
      expect(missing).toEqual([]);
    },
  );
});
