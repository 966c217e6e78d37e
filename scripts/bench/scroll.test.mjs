import { describe, expect, it } from 'vitest';
import { scrollSampleOf } from './scroll.mjs';

/** @param {number} start @param {number} duration @param {string} group */
const task = (start, duration, group) => ({ start, end: start + duration, duration, group });

const reading = {
  fcp: 900,
  end: 20_000,
  topLevel: [],
  // The takeover's long task before the scrolling starts at 10 s, then Motion's features on the first step.
  tasks: [task(4000, 300, 'scriptEvaluation'), task(10_100, 140, 'scriptEvaluation'), task(11_000, 60, 'styleLayout')],
  scriptMs: 0,
  interactiveAt: 4000,
  actionAt: 10_000,
  scriptRequests: [],
};

describe('scrollSampleOf', () => {
  it('takes the longest task from the first step on, not the takeover’s before it', () => {
    expect(scrollSampleOf(reading, 14)).toEqual({
      longestTaskMs: 140,
      longestTaskWork: 'scriptEvaluation',
      tasksOver100Ms: 1,
      steps: 14,
      error: null,
    });
  });

  it('refuses a trace with no mark where the scrolling started', () => {
    expect(() => scrollSampleOf({ ...reading, actionAt: null }, 14)).toThrow(/no mark/);
  });
});
