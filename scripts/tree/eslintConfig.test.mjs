import { ESLint } from 'eslint';
import { minimatch } from 'minimatch';
import { describe, expect, it } from 'vitest';
import config from '../../eslint.config.js';
import { repoRoot, treeFiles } from './files.mjs';

/** The blocks the repository writes itself (the plugins' presets name file types, not paths). */
const ownBlocks = config.filter((block) => block.name?.startsWith('site/'));
/** All but the global ignores, which come from .gitignore and name what the tree does not hold, by design. */
const pathBlocks = ownBlocks.filter((block) => block.files);

/** What ESLint lints; to isPathIgnored, every other file counts as ignored. */
const scriptFile = /\.[cm]?[jt]sx?$/;

// ESLint matches `files` and `ignores` with minimatch and these options (@eslint/config-array).
const matches = (file, glob) => minimatch(file, glob, { dot: true });

describe('eslint.config.js', () => {
  const files = treeFiles();

  it('is written in blocks of its own that name paths', () => {
    expect(pathBlocks.map((block) => block.name)).toEqual(
      expect.arrayContaining(['site/typescript', 'site/one-router', 'site/server-by-exports', 'site/node']),
    );
  });

  it.each(pathBlocks.map((block) => [block.name, block]))('%s names only paths the tree has', (_, block) => {
    const globs = [...block.files.flat(), ...(block.ignores ?? [])];
    const stale = globs.filter((glob) => !files.some((file) => matches(file, glob)));
    expect(stale).toEqual([]);
  });

  it('ignores what git ignores, and no file of the tree', async () => {
    expect(ownBlocks.filter((block) => !block.files).map((block) => block.name)).toEqual(['site/gitignore']);
    const eslint = new ESLint({ cwd: repoRoot });
    const ignored = [];
    for (const file of files.filter((name) => scriptFile.test(name))) {
      if (await eslint.isPathIgnored(file)) ignored.push(file);
    }
    expect(ignored).toEqual([]);
  });
});
