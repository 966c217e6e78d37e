/** The workspace's packages, as pnpm-workspace.yaml names them, read from the tree (files.mjs). */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { minimatch } from 'minimatch';
import { parse } from 'yaml';
import { repoRoot, treeFiles } from './files.mjs';

export const workspacePatterns = () => parse(readFileSync(join(repoRoot, 'pnpm-workspace.yaml'), 'utf8')).packages;

/** The folders of the packages one pattern of pnpm-workspace.yaml names. */
export const packageDirs = (pattern, files = treeFiles()) =>
  files.filter((file) => minimatch(file, `${pattern}/package.json`)).map((file) => posix.dirname(file));

/** Every workspace package: its folder and its package.json. */
export function workspacePackages() {
  const files = treeFiles();
  return workspacePatterns()
    .flatMap((pattern) => packageDirs(pattern, files))
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(join(repoRoot, dir, 'package.json'), 'utf8')) }));
}
