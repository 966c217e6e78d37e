import { describe, expect, it } from 'vitest';
import { appliedSampleOf } from './appliedLoad.mjs';

/** @param {number} start @param {number} duration @param {string} group */
const task = (start, duration, group) => ({ start, end: start + duration, duration, group });

/** A load: parsed before its first paint at 900 ms, taken over at 4,000 ms, a page prefetched after. */
const reading = {
  fcp: 900,
  end: 8000,
  topLevel: [task(500, 300, 'parseHTML'), task(2000, 130, 'scriptEvaluation'), task(3900, 90, 'styleLayout')],
  tasks: [task(500, 300, 'parseHTML'), task(2000, 130, 'scriptEvaluation'), task(3900, 90, 'styleLayout')],
  scriptMs: 420,
  interactiveAt: 4000,
  actionAt: null,
  scriptRequests: [
    { url: 'http://site/entry.js', at: 1000 },
    { url: 'http://site/page.js', at: 4500 },
  ],
};
const gzipBytes = new Map([
  ['http://site/entry.js', 120_000],
  ['http://site/page.js', 9_000],
]);

describe('appliedSampleOf', () => {
  it('sums blocking from the first paint to the end, and takes the longest task after the paint', () => {
    expect(appliedSampleOf(reading, gzipBytes)).toMatchObject({
      blockingMs: 80 + 40,
      longestTaskMs: 130,
      longestTaskWork: 'scriptEvaluation',
      scriptMs: 420,
      fcpMs: 900,
      takeoverMs: 4000,
      error: null,
    });
  });

  it('counts the scripts before the takeover apart from those after it, gzip', () => {
    expect(appliedSampleOf(reading, gzipBytes)).toMatchObject({
      jsBeforeTakeoverBytes: 120_000,
      jsAfterTakeoverBytes: 9_000,
    });
  });

  it('reads a page with no task after its paint as no blocking and no long task', () => {
    const quiet = { ...reading, topLevel: [reading.topLevel[0]], tasks: [reading.tasks[0]], scriptRequests: [] };
    expect(appliedSampleOf(quiet, gzipBytes)).toMatchObject({
      blockingMs: 0,
      longestTaskMs: 0,
      longestTaskWork: null,
      jsBeforeTakeoverBytes: 0,
    });
  });
});
