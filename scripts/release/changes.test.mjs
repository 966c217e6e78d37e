import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appSources, changesSinceLive, liveRelease } from './changes.mjs';

describe('what a release is made from', () => {
  it('is the app, the workspace packages it builds from, and the lockfile', () => {
    expect(appSources('payments')).toEqual([
      'mfe-payments',
      'shared/apps',
      'shared/build',
      'shared/company',
      'shared/contact',
      'shared/document',
      'shared/prerender',
      'shared/remote',
      'shared/routes',
      'shared/standalone',
      'shared/tokens',
      'shared/ui',
      'pnpm-lock.yaml',
    ]);
  });

  it("is, for the shell, also the remotes.json it publishes, and never a remote's folder", () => {
    const sources = appSources('shell', { remotesFile: 'deploy/nginx/production.example.json' });
    expect(sources).toEqual(expect.arrayContaining(['shell', 'shared/ui', 'deploy/nginx/production.example.json']));
    expect(sources.filter((path) => path.startsWith('mfe-'))).toEqual([]);
  });
});

describe('a release is needed', () => {
  let repo;
  const git = (...args) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  const write = async (path, text) => {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), text);
  };
  const commit = async (path, text) => {
    await write(path, text);
    git('add', '-A');
    git('commit', '-q', '-m', `change ${path}`);
    return git('rev-parse', '--short', 'HEAD');
  };
  const sources = ['app', 'shared/ui', 'pnpm-lock.yaml'];
  const decide = (live) => changesSinceLive({ repo, app: 'payments', live, sources });
  const liveAt = (commit) => ({ id: 'a1b2c3d4e5f6', commit });

  beforeEach(async () => {
    repo = await mkdtemp(join(tmpdir(), 'changes-test-'));
    git('init', '-q', '-b', 'main');
    git('config', 'user.name', 'test');
    git('config', 'user.email', 'test@example.com');
    await write('shared/ui/index.ts', 'ui 1');
    await write('other/index.ts', 'other 1');
    await commit('app/index.ts', 'app 1');
  });
  afterEach(() => rm(repo, { recursive: true, force: true }));

  it('before the first release', () => {
    expect(liveRelease({ live: null, releases: [] })).toBeUndefined();
    expect(decide(undefined)).toEqual({ release: true, reason: 'payments has no live release yet.' });
  });

  it('not when nothing it is built from changed since the live commit', async () => {
    const live = liveAt(git('rev-parse', '--short', 'HEAD'));
    await commit('other/index.ts', 'other 2');
    expect(decide(live)).toEqual({
      release: false,
      reason: `Nothing payments is built from changed since payments's live release a1b2c3d4e5f6 (commit ${live.commit}): not released.`,
    });
  });

  it('when its folder, a shared package it builds from or the lockfile changed, naming the files', async () => {
    const live = liveAt(git('rev-parse', '--short', 'HEAD'));
    await commit('shared/ui/index.ts', 'ui 2');
    await commit('pnpm-lock.yaml', 'lock 2');
    const { release, reason } = decide(live);
    expect(release).toBe(true);
    expect(reason).toMatch(
      /^2 file\(s\) payments is built from changed since .*: pnpm-lock\.yaml, shared\/ui\/index\.ts\.$/,
    );
  });

  it('when the working tree changed it without a commit', async () => {
    const live = liveAt(git('rev-parse', '--short', 'HEAD'));
    await write('app/index.ts', 'app 2, not committed');
    expect(decide(live).release).toBe(true);
  });

  it('when the live release was built from uncommitted changes, or from a commit this clone lacks', () => {
    const dirty = decide(liveAt(`${git('rev-parse', '--short', 'HEAD')}+`));
    expect(dirty.release).toBe(true);
    expect(dirty.reason).toContain('was built with uncommitted changes');
    const unknown = decide(liveAt('0123456'));
    expect(unknown.release).toBe(true);
    expect(unknown.reason).toContain('names a commit this clone does not have');
  });

  it('not from a commit older than the live one, even though it differs', async () => {
    const older = git('rev-parse', 'HEAD');
    const live = liveAt(await commit('app/index.ts', 'app 2'));
    git('checkout', '-q', older);
    expect(decide(live)).toEqual({
      release: false,
      reason: `payments's live release a1b2c3d4e5f6 (commit ${live.commit}) is from a later commit than this one: not released.`,
    });
  });
});
