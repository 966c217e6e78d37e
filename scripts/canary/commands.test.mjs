import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dirTarget } from '@site/server/targets';
import { readHistory, release } from '../release/release.mjs';
import { stage } from '../release/stage.mjs';
import { readStaged } from '../release/staged.mjs';
import { localStatic, remoteBuild, remotesJson, shellBuild } from '../release/fixtures/builds.mjs';
import {
  canaryAction,
  describeCanary,
  refreshSidesAfterSwitch,
  refuseDuringCanary,
  runCanaryAction,
} from './commands.mjs';
import { readCanary, readEndedCanaries } from './state.mjs';

describe('the canary action of a release command', () => {
  it('starts, raises, promotes or aborts, as the options and the running canary say', () => {
    expect(canaryAction({ canary: '10' }, undefined)).toEqual({ kind: 'start', share: 10 });
    expect(canaryAction({ canary: '10', promote: 'abc' }, undefined)).toEqual({ kind: 'start', share: 10, id: 'abc' });
    expect(canaryAction({ canary: '50' }, 'abc')).toEqual({ kind: 'raise', share: 50 });
    expect(canaryAction({ promote: 'abc' }, 'abc')).toEqual({ kind: 'promote', id: 'abc' });
    expect(canaryAction({ abort: true }, 'abc')).toEqual({ kind: 'abort' });
    // None: a plain release, or a promotion of a staged release with no canary running.
    expect(canaryAction({}, undefined)).toBeUndefined();
    expect(canaryAction({ promote: 'abc' }, undefined)).toBeUndefined();
  });

  it('refuses, with the reason, what makes no sense', () => {
    for (const canary of ['0', '100', '150', '-5', 'ten', '']) {
      expect(() => canaryAction({ canary }, undefined), canary).toThrow(/from 1 to 99/);
    }
    expect(() => canaryAction({ canary: '10', promote: 'def' }, 'abc')).toThrow(/only one canary per app/);
    expect(() => canaryAction({ promote: 'def' }, 'abc')).toThrow(/canary of abc runs/);
    expect(() => canaryAction({ abort: true }, undefined)).toThrow(/no canary to abort/);
    expect(() => canaryAction({ abort: true, canary: '10' }, 'abc')).toThrow(/--abort takes no/);
  });
});

describe('what `pnpm releases` shows of a canary', () => {
  it('says its candidate, share, age, steps and latest verdict', () => {
    const state = {
      app: 'payments',
      candidate: 'c2',
      live: 'c1',
      share: 50,
      since: '2026-11-28T10:00:00Z',
      steps: [
        { share: 10, at: '2026-11-28T10:00:00Z' },
        { share: 50, at: '2026-11-28T10:20:00Z' },
      ],
      verdicts: [
        {
          at: '2026-11-28T11:20:00Z',
          verdict: {
            action: 'hold',
            share: 50,
            waitingFor: [
              { metric: 'INP', side: 'canary', samples: 31, needed: 50 },
              { metric: 'time', remainingMs: 90_000 },
            ],
            results: [
              {
                metric: 'errorRate',
                status: 'passed',
                confidence: 0.99,
                minSamples: 50,
                canary: { views: 60, hit: 1, rate: 1 / 60 },
                live: { views: 240, hit: 3, rate: 3 / 240 },
                pValue: 0.5907,
              },
              {
                metric: 'INP',
                status: 'waiting',
                confidence: 0.98,
                minSamples: 50,
                canary: { samples: 31, median: 88 },
                live: { samples: 120, median: 80.4 },
              },
            ],
          },
        },
      ],
    };
    expect(describeCanary(state, Date.parse('2026-11-28T11:25:00Z'))).toEqual([
      'canary: c2 at 50 % of visitors for 1 h 25 min (live: c1)',
      '  steps: 10 % → 50 %',
      '  latest verdict (5 min ago): Hold payments c2 at 50 %: waiting for INP: 31 of 50 samples on the canary side; 90 s more of this step.',
      '    errorRate: canary 1/60 views (1.67 %), live 3/240 views (1.25 %), p = 0.591',
      '    INP: canary median 88 ms of 31, live median 80 ms of 120',
    ]);
  });
});

describe('a canary through the release command', () => {
  const quiet = () => {};
  /** @type {string} */
  let root;
  /** @type {ReturnType<typeof dirTarget>} */
  let target;
  /** @type {string} */
  let live;
  const run = (/** @type {any} */ action, stageBuild = async () => 'none') =>
    runCanaryAction({ target, app: 'payments', action, stageBuild, log: quiet });
  const stageOf = async (/** @type {number} */ n) =>
    (await stage({ target, build: remoteBuild('payments', n), localStatic, commit: 'def5678', log: quiet })).id;
  const text = async (/** @type {string} */ key) => (await target.read(key))?.toString('utf8');

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'canary-commands-test-'));
    target = dirTarget(join(root, 'target'));
    const releaseBuild = (/** @type {any} */ build, options = {}) =>
      release({ target, build, localStatic, commit: 'abc1234', log: quiet, ...options });
    await releaseBuild(remoteBuild('agency'));
    live = (await releaseBuild(remoteBuild('payments'))).id;
    await releaseBuild(shellBuild(), { remotesJson });
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stages the build and starts its canary, raises it, then promotes it to everyone', async () => {
    const started = await run({ kind: 'start', share: 10 }, () => stageOf(2));
    const { candidate } = /** @type {any} */ (await readCanary(target, 'payments'));
    expect(started).toBe(`payments's canary of ${candidate} serves 10 % of visitors.`);
    await expect(refuseDuringCanary(target, 'payments', 'release')).rejects.toThrow(
      new RegExp(`payments has a canary of ${candidate} at 10 %: promote it \\(--promote ${candidate}\\)`),
    );
    await refuseDuringCanary(target, 'agency', 'release');

    expect(await run({ kind: 'raise', share: 50 })).toBe(`payments's canary of ${candidate} serves 50 % of visitors.`);
    expect(await run({ kind: 'promote', id: candidate })).toBe(
      `Promoted payments's canary of ${candidate} to every visitor.`,
    );
    expect((await readHistory(target, 'payments')).live).toBe(candidate);
    expect(await text('site/pay/index.html')).toContain('payments version 2');
    expect(await readCanary(target, 'payments')).toBeUndefined();
    expect(await readStaged(target, 'payments')).toEqual([]);
    expect(await target.list('releases/canary-sides')).toEqual([]);
    expect((await readEndedCanaries(target, 'payments')).map((/** @type {any} */ each) => each.outcome)).toEqual([
      'promoted',
    ]);
  });

  it('starts a staged release, and aborts it: the live release stays', async () => {
    const candidate = await stageOf(3);
    await run({ kind: 'start', share: 20, id: candidate });
    expect(await run({ kind: 'abort' })).toBe(
      `Aborted payments's canary of ${candidate}: every visitor is on ${live}.`,
    );
    expect((await readHistory(target, 'payments')).live).toBe(live);
    expect(await text('site/pay/index.html')).toContain('payments version 1');
    expect(await target.list('releases/canary-sides')).toEqual([]);
  });

  it('refuses a canary of the shell before building anything', async () => {
    let built = false;
    await expect(
      runCanaryAction({
        target,
        app: 'shell',
        action: { kind: 'start', share: 10 },
        stageBuild: async () => {
          built = true;
          return 'x';
        },
        log: quiet,
      }),
    ).rejects.toThrow(/for a remote/);
    expect(built).toBe(false);
  });

  it("refreshes the candidate side after another app's release", async () => {
    const candidate = await stageOf(2);
    await run({ kind: 'start', share: 10, id: candidate });
    const agency = await release({ target, build: remoteBuild('agency', 4), localStatic, commit: 'x', log: quiet });
    const sideReleases = `releases/canary-sides/payments-${candidate}/site/releases.json`;
    expect(JSON.parse((await text(sideReleases)) ?? '{}').agency).not.toBe(agency.id);
    await refreshSidesAfterSwitch(target, ['agency', 'payments', 'legal']);
    expect(JSON.parse((await text(sideReleases)) ?? '{}')).toMatchObject({ agency: agency.id, payments: candidate });
  });
});
