import { describe, expect, it } from 'vitest';
import { blockingAfter, longestAfter } from './firstLoad.mjs';

const tasks = [
  { start: 0, end: 120 },
  { start: 200, end: 260 },
  { start: 500, end: 530 },
];

describe('blockingAfter and longestAfter', () => {
  it('count only the time after the first paint, each task past its first 50 ms, as TBT does', () => {
    expect(blockingAfter(tasks, 100)).toBe(10); // 0 (20 ms after the paint) + 10 + 0
    expect(blockingAfter(tasks, 0)).toBe(80);
    expect(longestAfter(tasks, 130)).toBe(60);
    expect(longestAfter(tasks, 600)).toBe(0);
  });
});
