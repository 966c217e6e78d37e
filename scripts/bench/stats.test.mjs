import { describe, expect, it } from 'vitest';
import { byRun, difference, ratio, rotation, summarize } from './stats.mjs';

describe('summarize', () => {
  it('gives the median and, for 5 runs, the extremes at 94 % coverage', () => {
    expect(summarize([30, 10, 50, 20, 40])).toMatchObject({ median: 30, low: 10, high: 50, n: 5 });
    expect(summarize([1, 2, 3, 4, 5])?.confidence).toBeCloseTo(0.9375);
  });

  it('narrows to the order statistics that keep 95 % once the runs allow it', () => {
    const values = Array.from({ length: 20 }, (_, index) => index + 1);
    // For n = 20 the 95 % interval runs from the 6th to the 15th value (coverage 0.959).
    expect(summarize(values)).toMatchObject({ median: 10.5, low: 6, high: 15 });
    expect(summarize(values)?.confidence).toBeCloseTo(0.9586, 3);
  });

  it('skips runs that measured nothing, and is null when none did', () => {
    expect(summarize([null, 4, undefined, 2])).toMatchObject({ median: 3, n: 2 });
    expect(summarize([null])).toBeNull();
  });
});

describe('byRun', () => {
  it('combines the two sides run by run, leaving out runs where either is missing', () => {
    expect(byRun([10, 20, null, 40], [1, 2, 3, null], difference)).toEqual([9, 18, null, null]);
    expect(summarize(byRun([10, 30], [5, 10], ratio))?.median).toBe(2.5);
  });
});

describe('rotation', () => {
  it('starts each run with the next item', () => {
    expect(rotation(['a', 'b', 'c'], 4)).toEqual(['b', 'c', 'a']);
  });
});
