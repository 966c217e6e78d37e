/**
 * The files of the tree as a clean clone has them, plus new files not yet added: what git tracks or would track.
 * Config that names a path is checked against this list, and a release finds the workspace's packages in it, so
 * that a build output or a leftover on one machine never counts.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

export function treeFiles() {
  const listing = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return listing.split('\0').filter(Boolean);
}
