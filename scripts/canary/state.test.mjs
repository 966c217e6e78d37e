import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { canaryKey } from '@site/server/canarySides';
import { dirTarget } from '@site/server/targets';
import { acquireLock } from '../release/lock.mjs';
import { readHistory, release } from '../release/release.mjs';
import { stage } from '../release/stage.mjs';
import { localStatic, remoteBuild, remotesJson, shellBuild } from '../release/fixtures/builds.mjs';
import {
  endCanary,
  raiseCanary,
  readCanary,
  readEndedCanaries,
  recordVerdict,
  refreshSides,
  shareProblem,
  startCanary,
} from './state.mjs';

const quiet = () => {};
/** @type {string} */
let root;
/** @type {ReturnType<typeof dirTarget>} */
let target;
const text = async (/** @type {string} */ key) => (await target.read(key))?.toString('utf8');
const json = async (/** @type {string} */ key) => JSON.parse((await text(key)) ?? 'null');
/** Every file a live origin serves (no release records, previews, canary files or candidate sides). */
const liveFiles = async () => {
  const keys = (await target.list('')).filter((key) => !/^releases\/|\/_preview\/|\/_canary\//.test(key));
  return Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await text(key)])));
};
const releaseBuild = (/** @type {any} */ build, options = {}) =>
  release({ target, build, localStatic, commit: 'abc1234', log: quiet, ...options });
const staged = async (/** @type {any} */ build) =>
  (await stage({ target, build, localStatic, commit: 'def5678', log: quiet })).id;
const start = (/** @type {string} */ app, /** @type {string} */ candidate, share = 10) =>
  startCanary({ target, app, candidate, share, now: new Date('2026-11-28T10:00:00Z') });
const side = (/** @type {string} */ name, /** @type {string} */ path) => `releases/canary-sides/${name}/site/${path}`;

/** @type {string} */
let paymentsLive;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'canary-state-test-'));
  target = dirTarget(join(root, 'target'));
  await releaseBuild(remoteBuild('agency'));
  paymentsLive = (await releaseBuild(remoteBuild('payments'))).id;
  await releaseBuild(shellBuild(), { remotesJson });
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('a canary’s state', () => {
  it('starts a staged release at a share: its files at its prefix, its side composed, nothing live changed', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    const before = await liveFiles();
    const state = await start('payments', candidate, 10);

    expect(await liveFiles()).toEqual(before);
    expect(state).toEqual({
      app: 'payments',
      candidate,
      live: paymentsLive,
      share: 10,
      since: '2026-11-28T10:00:00.000Z',
      steps: [{ share: 10, at: '2026-11-28T10:00:00.000Z' }],
      verdicts: [],
    });
    expect(await readCanary(target, 'payments')).toEqual(state);

    // The candidate's own files, where the candidate side's remotes.json says its manifest is.
    const prefix = `payments/_canary/${candidate}`;
    expect(await text(`${prefix}/remoteEntry.js`)).toContain('payments version 2');
    expect(await text(`${prefix}/static/js/payments.2.js`)).toBe('/* static/js/payments.2.js */');
    const name = `payments-${candidate}`;
    expect(await json(side(name, 'remotes.json'))).toEqual({
      ...JSON.parse(remotesJson.toString('utf8')),
      payments: `http://payments.test/_canary/${candidate}/mf-manifest.json`,
    });
    expect(await json(side(name, 'releases.json'))).toEqual({
      ...(await json('site/releases.json')),
      payments: candidate,
    });
    expect(await json(side(name, 'paths.json'))).toEqual(await json('site/paths.json'));

    // Its pages: the candidate's, at the site's own URLs, no preview marks; the other apps' pages stay live.
    const pay = await text(side(name, 'pay/index.html'));
    expect(pay).toContain('<h1>payments version 2</h1>');
    expect(pay).not.toMatch(/noindex|_preview|site-preview/);
    expect((await target.list('releases/canary-sides')).filter((key) => !key.endsWith('.br')).sort()).toEqual(
      ['pay/index.html', 'paths.json', 'releases.json', 'remotes.json'].map((path) => side(name, path)).sort(),
    );
  });

  it('refuses what makes no sense, before writing anything', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    for (const share of [0, 0.5, 100, 150, Number.NaN]) {
      expect(shareProblem(share)).toMatch(/from 1 to 99/);
      await expect(start('payments', candidate, share)).rejects.toThrow(/from 1 to 99/);
    }
    await expect(start('shell', candidate)).rejects.toThrow(/for a remote/);
    await expect(start('payments', paymentsLive)).rejects.toThrow(/live release already/);
    await expect(start('payments', '0123456789ab')).rejects.toThrow(/no release 0123456789ab/);
    await expect(start('legal', candidate)).rejects.toThrow(/no live release/);
    expect(await readCanary(target, 'payments')).toBeUndefined();

    await start('payments', candidate);
    const other = await staged(remoteBuild('payments', 3));
    await expect(start('payments', other)).rejects.toThrow(
      new RegExp(`payments has a canary already: ${candidate} at 10 %`),
    );
  });

  it('rises only: each step kept, a lower share refused', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    await start('payments', candidate, 10);
    const at = new Date('2026-11-28T10:20:00Z');
    const raised = await raiseCanary({ target, app: 'payments', share: 50, now: at });
    expect(raised.share).toBe(50);
    expect(raised.steps).toEqual([
      { share: 10, at: '2026-11-28T10:00:00.000Z' },
      { share: 50, at: '2026-11-28T10:20:00.000Z' },
    ]);
    await expect(raiseCanary({ target, app: 'payments', share: 50 })).rejects.toThrow(/only rises/);
    await expect(raiseCanary({ target, app: 'payments', share: 20 })).rejects.toThrow(/only rises/);
    await expect(raiseCanary({ target, app: 'payments', share: 100 })).rejects.toThrow(/--promote/);
    await expect(raiseCanary({ target, app: 'agency', share: 50 })).rejects.toThrow(/agency has no canary/);
  });

  it('keeps the watcher’s latest verdicts, and none for a canary that has changed', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    await start('payments', candidate);
    for (let check = 0; check < 25; check += 1) {
      await recordVerdict({ target, app: 'payments', candidate, verdict: { action: 'hold', check } });
    }
    const { verdicts } = /** @type {any} */ (await readCanary(target, 'payments'));
    expect(verdicts.map((/** @type {any} */ each) => each.verdict.check)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 5),
    );
    await expect(
      recordVerdict({ target, app: 'payments', candidate: paymentsLive, verdict: { action: 'hold' } }),
    ).rejects.toThrow(new RegExp(`canary is of ${candidate}`));
  });

  it('ends: everyone on live, its sides gone, kept among the ended canaries; another can start', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    await start('payments', candidate);
    const before = await liveFiles();
    const ended = await endCanary({
      target,
      app: 'payments',
      outcome: 'aborted',
      now: new Date('2026-11-28T10:05:00Z'),
    });
    expect(await readCanary(target, 'payments')).toBeUndefined();
    expect(await target.list('releases/canary-sides')).toEqual([]);
    expect(await liveFiles()).toEqual(before);
    expect(ended).toMatchObject({ candidate, outcome: 'aborted', ended: '2026-11-28T10:05:00.000Z', share: 10 });
    expect(await readEndedCanaries(target, 'payments')).toEqual([ended]);
    // A page loaded on the candidate side still loads the candidate's files.
    expect(await target.exists(`payments/_canary/${candidate}/remoteEntry.js`)).toBe(true);
    await expect(endCanary({ target, app: 'payments', outcome: 'aborted' })).rejects.toThrow(/no canary/);

    await start('payments', candidate, 20);
    expect((await readCanary(target, 'payments'))?.share).toBe(20);
  });

  it('finishes a start that was interrupted, and can abort one', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    // What a start killed after its claim leaves: the state at 0 %, no visitor on the candidate.
    const claim = { app: 'payments', candidate, live: paymentsLive, share: 0, since: 'x', steps: [], verdicts: [] };
    await target.write(canaryKey('payments'), JSON.stringify(claim));
    await expect(raiseCanary({ target, app: 'payments', share: 50 })).rejects.toThrow(/interrupted/);
    const state = await start('payments', candidate, 10);
    expect(state.share).toBe(10);
    expect(await text(side(`payments-${candidate}`, 'pay/index.html'))).toContain('payments version 2');

    const other = await staged(remoteBuild('payments', 3));
    await target.write(canaryKey('payments'), JSON.stringify({ ...claim, candidate: other }));
    await endCanary({ target, app: 'payments', outcome: 'aborted' });
    expect(await readCanary(target, 'payments')).toBeUndefined();
  });

  it('composes a side for every set of candidates a visitor can be on, two apps’ canaries at once', async () => {
    await releaseBuild(remoteBuild('legal'));
    const payments = await staged(remoteBuild('payments', 2));
    const agency = await staged(remoteBuild('agency', 2));
    await start('payments', payments);
    await start('agency', agency);
    const names = [`agency-${agency}`, `payments-${payments}`, `agency-${agency}+payments-${payments}`];
    const folders = new Set((await target.list('releases/canary-sides')).map((key) => key.split('/')[2]));
    expect([...folders].sort()).toEqual([...names].sort());

    const both = names[2] ?? '';
    expect(await text(side(both, 'index.html'))).toContain('agency version 2');
    expect(await text(side(both, 'pay/index.html'))).toContain('payments version 2');
    expect(await json(side(both, 'releases.json'))).toMatchObject({ agency, payments });
    expect(await json(side(both, 'remotes.json'))).toMatchObject({
      agency: `http://agency.test/_canary/${agency}/mf-manifest.json`,
      payments: `http://payments.test/_canary/${payments}/mf-manifest.json`,
    });
    expect(await target.exists(side(names[1] ?? '', 'index.html'))).toBe(false);

    await endCanary({ target, app: 'agency', outcome: 'aborted' });
    const left = new Set((await target.list('releases/canary-sides')).map((key) => key.split('/')[2]));
    expect([...left]).toEqual([`payments-${payments}`]);
  });

  it('never blocks another app’s release, whose pages and id both sides then have', async () => {
    const candidate = await staged(remoteBuild('payments', 2));
    await start('payments', candidate);
    // A canary command of payments holds payments' lock alone: agency's release goes through meanwhile.
    const unlock = await acquireLock(target, 'payments', { holder: 'payments', command: 'canary 50 %' });
    const agency = await releaseBuild(remoteBuild('agency', 3));
    await unlock();
    expect(await text('site/index.html')).toContain('agency version 3');

    await refreshSides(target);
    const name = `payments-${candidate}`;
    expect(await json(side(name, 'releases.json'))).toMatchObject({ agency: agency.id, payments: candidate });
    expect(await target.exists(side(name, 'index.html'))).toBe(false);
    expect((await readHistory(target, 'payments')).live).toBe(paymentsLive);
  });
});
