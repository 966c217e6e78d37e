import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedRecords } from '@site/field';
import { dirTarget } from '@site/server/targets';
import { readHistory, release } from '../release/release.mjs';
import { stage } from '../release/stage.mjs';
import { localStatic, remoteBuild, remotesJson, shellBuild } from '../release/fixtures/builds.mjs';
import { readCanary, readEndedCanaries, startCanary } from './state.mjs';
import { checkCanary, watchCanary } from './watch.mjs';
import { canarySettings } from './watcher.mjs';

const quiet = () => {};
const started = Date.parse('2026-11-28T10:00:00Z');
const minute = (n) => new Date(started + n * 60_000);
const settings = canarySettings({ minSamples: 5, minStepMs: 10 * 60_000, checkIntervalMs: 1 });

let root;
let target;
let lines;
let views;
let live;
let candidate;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'canary-watch-'));
  target = dirTarget(join(root, 'target'));
  const released = (build, options = {}) =>
    release({ target, build, localStatic, commit: 'abc1234', log: quiet, ...options });
  await released(remoteBuild('agency'));
  live = (await released(remoteBuild('payments'))).id;
  await released(shellBuild(), { remotesJson });
  candidate = (await stage({ target, build: remoteBuild('payments', 2), localStatic, commit: 'def5678', log: quiet }))
    .id;
  await startCanary({ target, app: 'payments', candidate, share: 10, now: minute(0) });
  lines = [];
  views = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** `count` page views of /payout on `release` at `at`, each with an INP and an LCP, and an error when `throws`. */
function visits(release, { count = 5, at, throws = false, inp = 40, lcp = 900 }) {
  for (let i = 0; i < count; i += 1) {
    views += 1;
    const record = { path: '/payout', owner: 'payments', app: 'payments', at: 5 };
    const batch = {
      v: 1,
      view: `view-${String(views).padStart(6, '0')}`,
      releases: { shell: 'shell0000001', payments: release },
      records: [
        { ...record, kind: 'pageview', navigation: 'load' },
        { ...record, kind: 'vital', name: 'LCP', value: lcp + i, rating: 'good', id: `l${views}` },
        { ...record, kind: 'vital', name: 'INP', value: inp + i, rating: 'good', id: `i${views}` },
        ...(throws
          ? [{ ...record, kind: 'error', type: 'error', message: 'Cannot read properties of undefined' }]
          : []),
      ],
    };
    lines.push(...storedRecords(/** @type {any} */ (batch), at.toISOString()));
  }
}

/** What the collector holds now, as `pnpm field` reads it. */
async function recordFiles() {
  const file = join(root, 'field.jsonl');
  await writeFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return { files: [file], dispose: async () => {} };
}

const check = (at) => checkCanary({ target, app: 'payments', settings, recordFiles, now: () => at, log: quiet });

describe('the canary watcher', () => {
  it('holds while samples or time are short, raises by step, then promotes the candidate to everyone', async () => {
    visits(candidate, { count: 2, at: minute(1) });
    visits(live, { at: minute(1) });
    let checked = await check(minute(2));
    expect(checked?.verdict).toMatchObject({ action: 'hold', share: 10 });
    expect(checked?.verdict.action === 'hold' && checked.verdict.waitingFor).toContainEqual({
      metric: 'errorRate',
      side: 'canary',
      samples: 2,
      needed: 5,
    });

    visits(candidate, { count: 3, at: minute(3) });
    checked = await check(minute(4));
    expect(checked?.verdict.action === 'hold' && checked.verdict.waitingFor).toEqual([
      { metric: 'time', remainingMs: 6 * 60_000 },
    ]);

    checked = await check(minute(10));
    expect(checked?.verdict).toMatchObject({ action: 'raise', from: 10, to: 50 });
    const raised = await readCanary(target, 'payments');
    expect(raised).toMatchObject({ share: 50, steps: [{ share: 10 }, { share: 50, at: minute(10).toISOString() }] });
    expect(raised?.verdicts.map(({ verdict }) => verdict.action)).toEqual(['hold', 'hold', 'raise']);

    // The new step counts only what came after it began: the first step's records wait no more.
    checked = await check(minute(11));
    expect(checked?.verdict).toMatchObject({ action: 'hold', share: 50 });

    visits(candidate, { at: minute(12) });
    visits(live, { at: minute(12) });
    checked = await check(minute(21));
    expect(checked?.verdict).toMatchObject({ action: 'promote', from: 50 });
    expect(await readCanary(target, 'payments')).toBeUndefined();
    expect((await readHistory(target, 'payments')).live).toBe(candidate);
    expect((await readEndedCanaries(target, 'payments')).at(-1)).toMatchObject({ candidate, outcome: 'promoted' });
  });

  it('aborts on a significant excess of errored views, keeping the figures of why', async () => {
    visits(candidate, { at: minute(1), throws: true });
    visits(live, { at: minute(1) });
    const checked = await check(minute(2));

    expect(checked?.verdict).toMatchObject({
      action: 'abort',
      share: 10,
      failures: [
        {
          metric: 'errorRate',
          status: 'failed',
          canary: { views: 5, hit: 5, rate: 1 },
          live: { views: 5, hit: 0, rate: 0 },
          // Fisher's exact test, one-sided: 1 / C(10, 5).
          pValue: expect.closeTo(1 / 252, 10),
        },
      ],
    });
    expect(await readCanary(target, 'payments')).toBeUndefined();
    expect((await readHistory(target, 'payments')).live).toBe(live);
    const [ended] = await readEndedCanaries(target, 'payments');
    expect(ended).toMatchObject({ candidate, outcome: 'aborted' });
    expect(ended.verdicts.at(-1).verdict.failures[0].metric).toBe('errorRate');
  });

  it('aborts on a significantly slower INP', async () => {
    visits(candidate, { at: minute(1), inp: 340 });
    visits(live, { at: minute(1), inp: 40 });
    expect((await check(minute(2)))?.verdict).toMatchObject({ action: 'abort', failures: [{ metric: 'INP' }] });
  });

  it('watches until the canary ends, and stops with nothing to watch', async () => {
    visits(candidate, { at: minute(1), inp: 24 });
    visits(live, { at: minute(1) });
    let at = 11;
    const last = await watchCanary({
      target,
      app: 'payments',
      settings,
      recordFiles: async (since) => {
        // Each step's visitors arrive after it began.
        visits(candidate, { at: new Date(since.getTime() + 60_000) });
        visits(live, { at: new Date(since.getTime() + 60_000) });
        return recordFiles();
      },
      now: () => minute((at += 11)),
      log: quiet,
    });
    expect(last?.verdict).toMatchObject({ action: 'promote', from: 50 });
    expect(await watchCanary({ target, app: 'payments', settings, recordFiles, log: quiet })).toBeUndefined();
  });
});
