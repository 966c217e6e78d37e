import { describe, expect, it } from 'vitest';
import { failedAppliedSample } from './appliedLoad.mjs';
import { routeResult } from './firstLoadResults.mjs';
import { failedSample } from './metrics.mjs';

/** @param {number | null} blockingMs @param {number | null} lcp */
const visit = (blockingMs, lcp) => ({
  lighthouse: { sample: { ...failedSample(''), lcp }, durationMs: 6000 },
  applied: { ...failedAppliedSample(blockingMs === null ? 'not quiet' : ''), blockingMs },
});

describe('routeResult', () => {
  it('takes the site’s blocking above its twin run by run, leaving out a run where either was not measured', () => {
    const result = routeResult(
      '/',
      'agency',
      [visit(300, 800), visit(250, 820), visit(null, 810), visit(500, 790)],
      [visit(100, 800), visit(40, 800), visit(0, 800), visit(480, 800)],
    );
    // 200, 210 and 20: a slow run for both pages (500 and 480 ms) counts for what the site added, not 500.
    expect(result.blockingExcess).toEqual({ median: 200, min: 20, max: 210, runs: 3 });
  });

  it('keeps each instrument’s medians apart, and the LCP ratio from Lighthouse’s medians', () => {
    const result = routeResult('/payout', 'payments', [visit(300, 900), visit(100, 1100)], [visit(0, 1000)]);
    expect(result.site.appliedMedian.blockingMs).toBe(200);
    expect(result.site.median.lcp).toBe(1000);
    expect(result.lcpRatio).toBe(1);
    expect(result.site.durationsMs).toEqual([6000, 6000]);
  });
});
