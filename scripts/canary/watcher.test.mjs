import { describe, expect, it } from 'vitest';
import { canaryDefaults, canarySettings, judge } from './watcher.mjs';

const minute = 60_000;

/**
 * `count` values spread evenly over [low, low + spread), in a scrambled order: a side's vitals, the same on
 * every run.
 */
const spread = (/** @type {number} */ count, /** @type {number} */ low, /** @type {number} */ width, offset = 0) =>
  Array.from({ length: count }, (_, i) => low + (((i + offset) * 7919) % count) * (width / count));

/**
 * One side's figures over a window.
 * @param {{ views: number, errorViews?: number, remoteLoadViews?: number, INP?: number[], LCP?: number[] }} figures
 */
const side = ({ views, errorViews = 0, remoteLoadViews = 0, INP = [], LCP = [] }) => ({
  views,
  errorViews,
  remoteLoadViews,
  INP,
  LCP,
});

/** A healthy side with `views` page views: ~1 % of them with an error, INP 40–120 ms, LCP 900–1900 ms. */
const healthy = (/** @type {number} */ views, offset = 0) =>
  side({
    views,
    errorViews: Math.floor(views / 100),
    INP: spread(views, 40, 80, offset),
    LCP: spread(views, 900, 1000, offset),
  });

/**
 * Replays recorded checks as the watch loop would: a raise starts the next step (its figures start afresh), and
 * the canary ends at a promote or an abort.
 * @param {import('./watcher.mjs').CanarySettings} settings
 * @param {{ at: number, canary: ReturnType<typeof side>, live: ReturnType<typeof side> }[]} checks the figures of
 *   each check cover its step so far
 */
function replay(settings, checks) {
  let share = /** @type {number} */ (settings.steps[0]);
  let stepStartedAt = 0;
  const verdicts = [];
  for (const { at, canary, live } of checks) {
    const verdict = judge({ settings, share, stepStartedAt, now: at * minute, canary, live });
    verdicts.push(verdict);
    if (verdict.action === 'raise') {
      share = verdict.to;
      stepStartedAt = at * minute;
    }
    if (verdict.action === 'promote' || verdict.action === 'abort') break;
  }
  return verdicts;
}

describe('the canary watcher', () => {
  const settings = canarySettings();

  it('holds a healthy canary until each step has its samples and time, raises it, then promotes it', () => {
    const verdicts = replay(settings, [
      // Step 10 %: a trickle at first.
      { at: 1, canary: healthy(6), live: healthy(54, 3) },
      { at: 10, canary: healthy(70), live: healthy(630, 3) },
      { at: 15, canary: healthy(110), live: healthy(990, 3) },
      // Step 50 %: samples come quickly, time does not.
      { at: 20, canary: healthy(300, 1), live: healthy(300, 5) },
      { at: 30, canary: healthy(900, 1), live: healthy(900, 5) },
    ]);
    expect(verdicts.map((verdict) => verdict.action)).toEqual(['hold', 'hold', 'raise', 'hold', 'promote']);

    expect(verdicts[0]).toMatchObject({
      share: 10,
      waitingFor: [
        { metric: 'errorRate', side: 'canary', samples: 6, needed: 50 },
        { metric: 'remoteLoad', side: 'canary', samples: 6, needed: 50 },
        { metric: 'INP', side: 'canary', samples: 6, needed: 50 },
        { metric: 'LCP', side: 'canary', samples: 6, needed: 50 },
        { metric: 'time', remainingMs: 14 * minute },
      ],
    });
    expect(verdicts[1]).toMatchObject({ waitingFor: [{ metric: 'time', remainingMs: 5 * minute }] });
    expect(verdicts[2]).toMatchObject({ action: 'raise', from: 10, to: 50 });
    expect(verdicts[3]).toMatchObject({ share: 50, waitingFor: [{ metric: 'time', remainingMs: 10 * minute }] });
    expect(verdicts[4]).toMatchObject({ action: 'promote', from: 50 });
    for (const { metric, status, pValue } of verdicts[4]?.results ?? []) {
      expect({ metric, status }).toEqual({ metric, status: 'passed' });
      expect(pValue).toBeGreaterThan(0.02);
    }
  });

  it('aborts on the error rate as soon as both sides have their samples, before the step’s time', () => {
    // A candidate that throws on a click: a third of its page views have an error.
    const canary = { ...healthy(60), errorViews: 20 };
    const [verdict] = replay(settings, [{ at: 3, canary, live: healthy(540, 3) }]);
    expect(verdict).toMatchObject({
      action: 'abort',
      share: 10,
      failures: [
        {
          metric: 'errorRate',
          status: 'failed',
          confidence: 0.99,
          canary: { views: 60, hit: 20, rate: 20 / 60 },
          live: { views: 540, hit: 5, rate: 5 / 540 },
          minSamples: 50,
        },
      ],
    });
    const [failure] = verdict?.action === 'abort' ? verdict.failures : [];
    expect(failure?.pValue).toBeLessThan(1e-10);
  });

  it('aborts on INP when the candidate is slower by more than the minimum effect', () => {
    // A 300 ms busy click handler: INP 330–410 ms against 40–120 ms.
    const canary = { ...healthy(80), INP: spread(80, 330, 80) };
    const verdicts = replay(settings, [
      { at: 2, canary: { ...canary, INP: canary.INP.slice(0, 20) }, live: healthy(700, 3) },
      { at: 4, canary, live: healthy(700, 3) },
    ]);
    expect(verdicts.map((verdict) => verdict.action)).toEqual(['hold', 'abort']);
    expect(verdicts[1]).toMatchObject({
      failures: [
        {
          metric: 'INP',
          confidence: 0.98,
          canary: { samples: 80, median: 369.5 },
          live: { samples: 700, median: expect.closeTo(79.94, 2) },
          minSamples: 50,
          minIncreaseMs: 20,
          minIncreaseRatio: 0.1,
        },
      ],
    });
  });

  it('aborts on an excess of remote-load failures, however small the rate', () => {
    const [verdict] = replay(settings, [
      { at: 5, canary: { ...healthy(1000), remoteLoadViews: 12 }, live: healthy(9000, 3) },
    ]);
    expect(verdict).toMatchObject({ action: 'abort', failures: [{ metric: 'remoteLoad', canary: { hit: 12 } }] });
  });

  it('passes a candidate that is significantly but only slightly slower', () => {
    // LCP 60 ms worse at every rank, on many samples: significant, under the 100 ms minimum effect.
    const canary = { ...healthy(2000), LCP: spread(2000, 960, 1000) };
    const [verdict] = replay(settings, [{ at: 20, canary, live: healthy(2000, 3) }]);
    expect(verdict?.action).toBe('raise');
    const lcp = verdict?.results.find(({ metric }) => metric === 'LCP');
    expect(lcp?.pValue).toBeLessThan(0.02);
    expect(lcp?.status).toBe('passed');
  });

  it('holds an inconclusive step for as long as a metric lacks samples, saying which', () => {
    // A page few visitors interact with: plenty of views and LCPs, a handful of INPs on the candidate.
    const canary = { ...healthy(400), INP: spread(12, 40, 80) };
    const checks = [30, 60, 120].map((at) => ({ at, canary, live: healthy(3600, 3) }));
    const verdicts = replay(settings, checks);
    expect(verdicts.map((verdict) => verdict.action)).toEqual(['hold', 'hold', 'hold']);
    expect(verdicts[2]).toMatchObject({
      waitingFor: [{ metric: 'INP', side: 'canary', samples: 12, needed: 50 }],
    });
  });

  it('holds with both sides named when neither has the samples', () => {
    const verdict = judge({
      settings: canarySettings({ steps: [50, 100] }),
      share: 50,
      stepStartedAt: 0,
      now: 20 * minute,
      canary: healthy(30),
      live: healthy(20),
    });
    expect(verdict).toMatchObject({
      action: 'hold',
      waitingFor: expect.arrayContaining([{ metric: 'errorRate', side: 'both', samples: 20, needed: 50 }]),
    });
  });

  it('raises a share a person set by hand to the next step above it', () => {
    const verdict = judge({
      settings,
      share: 30,
      stepStartedAt: 0,
      now: 15 * minute,
      canary: healthy(300),
      live: healthy(700, 3),
    });
    expect(verdict).toMatchObject({ action: 'raise', from: 30, to: 50 });
  });
});

describe('the canary settings', () => {
  it('are the defaults unless overridden, a metric’s settings merged with its defaults', () => {
    expect(canarySettings()).toEqual(canaryDefaults);
    const settings = canarySettings({ minSamples: 5, steps: [25, 100], INP: { minIncreaseMs: 50 } });
    expect(settings).toMatchObject({
      minSamples: 5,
      steps: [25, 100],
      INP: { confidence: 0.98, minIncreaseMs: 50, minIncreaseRatio: 0.1 },
      minStepMs: canaryDefaults.minStepMs,
    });
  });

  it('promote after the last step even when it is not 100 %', () => {
    const verdict = judge({
      settings: canarySettings({ steps: [5, 20] }),
      share: 20,
      stepStartedAt: 0,
      now: 15 * minute,
      canary: healthy(100),
      live: healthy(400, 3),
    });
    expect(verdict).toMatchObject({ action: 'promote', from: 20 });
  });

  it('refuse steps that do not rise within (0, 100] and names that are not settings', () => {
    for (const steps of [[], [50, 10], [10, 10], [0, 50], [50, 120]]) {
      expect(() => canarySettings({ steps })).toThrow(RangeError);
    }
    expect(() => canarySettings(/** @type {any} */ ({ minSample: 5 }))).toThrow(TypeError);
  });
});
