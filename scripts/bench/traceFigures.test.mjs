import { describe, expect, it } from 'vitest';
import { blockingTime, longestTaskAfter, scriptsAroundTakeover } from './traceFigures.mjs';

/** @param {number} start @param {number} duration @param {string} [group] */
const task = (start, duration, group = 'scriptEvaluation') => ({ start, end: start + duration, duration, group });

describe('blockingTime', () => {
  it('counts each task’s time beyond 50 ms between the two moments, as Lighthouse’s TBT does', () => {
    expect(blockingTime([task(200, 120), task(400, 80), task(600, 40)], 100, 1000)).toBe(70 + 30);
  });

  it('leaves out what ran before the first paint, and whatever is left under 50 ms', () => {
    // 150 ms from 0, paint at 100: 50 ms after the paint, none of it beyond the first 50 ms.
    expect(blockingTime([task(0, 150)], 100, 1000)).toBe(0);
    expect(blockingTime([task(0, 200)], 100, 1000)).toBe(50);
  });

  it('leaves out tasks after the end', () => {
    expect(blockingTime([task(1200, 300)], 100, 1000)).toBe(0);
  });
});

describe('longestTaskAfter', () => {
  it('takes the longest task that ran at least partly after the moment', () => {
    const tasks = [task(0, 400, 'parseHTML'), task(500, 90, 'styleLayout'), task(700, 120)];
    expect(longestTaskAfter(tasks, 300)).toEqual(task(0, 400, 'parseHTML'));
    expect(longestTaskAfter(tasks, 450)).toEqual(task(700, 120));
  });

  it('is null when nothing ran after it', () => {
    expect(longestTaskAfter([task(0, 100)], 200)).toBeNull();
  });
});

describe('scriptsAroundTakeover', () => {
  const requests = [
    { url: 'entry.js', at: 800 },
    { url: 'react.js', at: 1500 },
    { url: 'entry.js', at: 1600 },
    { url: 'prefetched-page.js', at: 5200 },
  ];

  it('splits the scripts at the takeover, each once', () => {
    expect(scriptsAroundTakeover(requests, 5000)).toEqual({
      before: ['entry.js', 'react.js'],
      after: ['prefetched-page.js'],
    });
  });

  it('counts every script before the takeover of a page that has none', () => {
    expect(scriptsAroundTakeover(requests, null).after).toEqual([]);
  });
});
