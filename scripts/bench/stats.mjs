/**
 * Figures over runs: a median with a distribution-free confidence interval (the order statistics that bracket
 * the median, their coverage from the binomial distribution), of values or of paired runs' differences or ratios.
 */
import { binomialDistribution, median } from 'simple-statistics';

/**
 * @typedef {{ median: number, low: number, high: number, confidence: number, n: number, values: number[] }} Summary
 *   `confidence`: the interval's coverage, ≥ 0.95 from 6 runs on, 1 − 2⁽¹⁻ⁿ⁾ below (0.94 for 5); `n` and `values`:
 *   the runs that measured it
 */

/**
 * @param {readonly (number | null | undefined)[]} values
 * @param {number} [level]
 * @returns {Summary | null} null when no run measured it
 */
export function summarize(values, level = 0.95) {
  const measured = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  const sorted = /** @type {number[]} */ ([...measured]).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  // The k-th smallest and largest values cover the median with 1 − 2·P(B ≤ k − 1), B ~ Binomial(n, ½).
  const probabilities = binomialDistribution(n, 0.5) ?? [];
  const cdf = (/** @type {number} */ k) => probabilities.slice(0, k + 1).reduce((sum, p) => sum + p, 0);
  let k = 1;
  while (k < n / 2 && cdf(k) <= (1 - level) / 2) k += 1;
  return {
    median: median(sorted),
    low: at(k - 1),
    high: at(n - k),
    confidence: n > 1 ? 1 - 2 * cdf(k - 1) : 0,
    n,
    values: /** @type {number[]} */ (measured),
  };
}

/**
 * Run by run, `combine(a, b)` where both were measured (null elsewhere).
 * @param {readonly (number | null)[]} a @param {readonly (number | null)[]} b @param {(a: number, b: number) => number} combine
 */
export const byRun = (a, b, combine) =>
  a.map((value, run) => {
    const other = b[run];
    return typeof value === 'number' && typeof other === 'number' ? combine(value, other) : null;
  });

export const difference = (/** @type {number} */ a, /** @type {number} */ b) => a - b;
export const ratio = (/** @type {number} */ a, /** @type {number} */ b) => (b === 0 ? NaN : a / b);

/**
 * Each item in turn first, by run: a machine that slows down or speeds up favours none.
 * @template T @param {readonly T[]} items @param {number} offset
 */
export function rotation(items, offset) {
  const start = items.length ? offset % items.length : 0;
  return [...items.slice(start), ...items.slice(0, start)];
}
