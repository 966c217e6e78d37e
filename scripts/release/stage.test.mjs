import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { previewMetaName } from '@site/document';
import { dirTarget } from '@site/server/targets';
import { acquireLock } from './lock.mjs';
import { prune, readHistory, release } from './release.mjs';
import { discard, promote, prunePreviews, stage } from './stage.mjs';
import { readStaged } from './staged.mjs';
import { localStatic, remoteBuild, remotesJson, shellBuild } from './fixtures/builds.mjs';

const quiet = () => {};
let root;
let target;

const releaseBuild = (build, options = {}) =>
  release({ target, build, localStatic, commit: 'abc1234', log: quiet, ...options });
const stageBuild = (build, options = {}) =>
  stage({ target, build, localStatic, commit: 'def5678', log: quiet, ...options });
const text = async (key) => (await target.read(key))?.toString('utf8');
/** Every file visitors of the live site load: the origins' files outside any preview. */
const liveFiles = async () => {
  const keys = (await target.list('')).filter((key) => !key.startsWith('releases/') && !key.includes('/_preview/'));
  return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await text(key)])));
};
const withoutStatic = (files) => Object.fromEntries(Object.entries(files).filter(([key]) => !key.includes('/static/')));

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'stage-test-'));
  target = dirTarget(join(root, 'target'));
  await releaseBuild(remoteBuild('agency'));
  await releaseBuild(remoteBuild('payments'));
  await releaseBuild(shellBuild(), { remotesJson });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('stage, preview, promote', () => {
  it('stages a remote beside the live one: nothing live changes, its preview composes it with the live apps', async () => {
    const before = await liveFiles();
    const { id, prefix } = await stageBuild(remoteBuild('agency', 2));
    const after = await liveFiles();
    expect(withoutStatic(after)).toEqual(withoutStatic(before));
    expect(Object.keys(after).filter((key) => !(key in before))).toEqual(['agency/static/js/agency.2.js']);

    const home = await text(`site${prefix}/index.html`);
    expect(home).toContain('<h1>agency version 2</h1>');
    expect(home).toContain(`<meta name="${previewMetaName}"`);
    expect(home).toContain('<meta name="robots" content="noindex">');
    expect(await text(`site${prefix}/pay/index.html`)).toContain('<h1>payments version 1</h1>');
    expect(JSON.parse(await text(`site${prefix}/remotes.json`))).toEqual({
      ...JSON.parse(remotesJson.toString('utf8')),
      agency: `http://agency.test${prefix}/mf-manifest.json`,
    });
    expect(await text(`agency${prefix}/remoteEntry.js`)).toContain('version 2');
    expect(await target.exists(`agency${prefix}/static/js/agency.2.js`)).toBe(true);
    expect(await readStaged(target, 'agency')).toEqual([expect.objectContaining({ id, prefix, commit: 'def5678' })]);
    expect((await readHistory(target, 'agency')).releases).toHaveLength(1);
    // The preview's records name the candidate for its app, the live releases for the others.
    const live = JSON.parse(await text('site/releases.json'));
    expect(JSON.parse(await text(`site${prefix}/releases.json`))).toEqual({ ...live, agency: id });
    expect(live.agency).not.toBe(id);
  });

  it('promotes the staged bytes through the release switch, and stops serving the preview', async () => {
    const { id, prefix } = await stageBuild(remoteBuild('agency', 2));
    const previewed = await target.read(`agency${prefix}/remoteEntry.js`);
    const result = await promote({ target, app: 'agency', id, log: quiet });
    expect(result.id).toBe(id);
    expect(await target.read('agency/remoteEntry.js')).toEqual(previewed);
    expect(await text('site/index.html')).toContain('<h1>agency version 2</h1>');
    const history = await readHistory(target, 'agency');
    expect(history.live).toBe(id);
    expect(history.releases.at(-1)).toEqual(expect.objectContaining({ id, commit: 'def5678' }));
    expect(JSON.parse(await text('site/releases.json')).agency).toBe(id);
    expect(await target.list(`site${prefix}`)).toEqual([]);
    expect(await target.list(`agency${prefix}`)).toEqual([]);
    expect(await readStaged(target, 'agency')).toEqual([]);
    await expect(promote({ target, app: 'agency', id, log: quiet })).rejects.toThrow('has no staged release');
  });

  it('stages a shell with the live remotes', async () => {
    const { prefix } = await stageBuild(shellBuild({ reactVersion: '19.3.2' }));
    expect(await text(`site${prefix}/index.html`)).toContain('<h1>agency version 1</h1>');
    expect(JSON.parse(await text(`site${prefix}/remotes.json`))).toEqual(JSON.parse(remotesJson.toString('utf8')));
    expect(await target.list(`agency${prefix}`)).toEqual([]);
  });

  it('refuses a candidate whose composition breaks, before anything is uploaded', async () => {
    const before = await target.list('');
    const lostPage = remoteBuild('agency', 3, { rendered: [] });
    await expect(stageBuild(lostPage)).rejects.toThrow(/Refused[\s\S]*the composed site: \/ does not compose/);
    await expect(releaseBuild(lostPage)).rejects.toThrow(/Refused[\s\S]*\/ does not compose: agency renders no page/);
    expect(await target.list('')).toEqual(before);
  });

  it('discards a staged release, and prunes previews that are stale', async () => {
    const first = await stageBuild(remoteBuild('agency', 2));
    const second = await stageBuild(remoteBuild('agency', 3));
    await discard({ target, app: 'agency', id: first.id, log: quiet });
    expect(await target.list(`site${first.prefix}`)).toEqual([]);
    expect(await target.list(`releases/agency/${first.id}`)).toEqual([]);
    expect((await readStaged(target, 'agency')).map((entry) => entry.id)).toEqual([second.id]);

    expect(await prunePreviews({ target, app: 'agency', log: quiet })).toEqual([]);
    expect(await prunePreviews({ target, app: 'agency', retentionDays: -1, log: quiet })).toEqual([second.id]);
    expect(await target.list(`site${second.prefix}`)).toEqual([]);
  });

  it('keeps what a staged release is promoted from when old releases are pruned', async () => {
    await releaseBuild(remoteBuild('agency', 2));
    await releaseBuild(remoteBuild('agency', 3));
    const { id } = await stageBuild(remoteBuild('agency', 2));
    await prune({ target, app: 'agency', keep: 1, log: quiet });
    expect(await target.exists('agency/static/js/agency.2.js')).toBe(true);
    expect(await target.exists('agency/static/js/agency.1.js')).toBe(false);
    await promote({ target, app: 'agency', id, log: quiet });
    expect(await text('agency/remoteEntry.js')).toContain('version 2');
  });

  it('lets two stages of one app take turns, and never holds the lock a release takes', async () => {
    const unlock = await acquireLock(target, 'agency/stage', { holder: 'agency', command: 'stage', queue: true });
    let staged = false;
    const waiting = stageBuild(remoteBuild('agency', 2)).then((result) => {
      staged = true;
      return result;
    });
    await releaseBuild(remoteBuild('payments', 2));
    expect(staged).toBe(false);
    await unlock();
    expect((await waiting).id).toBeTruthy();
  });
});
