/**
 * How the reports write numbers, shared by every table (report.mjs, takeoverReport.mjs).
 */
import { kB } from './targets.mjs';

/**
 * @typedef {import('./targets.mjs').TargetResult['unit']} Unit
 * @typedef {{ title: string, headers: string[], rows: string[][] }} Table
 */

/**
 * @param {number | null | undefined} value
 * @param {Unit} unit
 * @returns {string}
 */
export function formatValue(value, unit) {
  if (value === null || value === undefined || !Number.isFinite(value)) return 'n/a';
  switch (unit) {
    case 'ms':
      return `${Math.round(value)} ms`;
    case 'bytes':
      return `${(value / kB).toFixed(1)} kB`;
    case 'ratio':
      return value.toFixed(2);
    case 'cls':
      return value.toFixed(3);
    default:
      return String(Math.round(value * 10) / 10);
  }
}

/** @param {boolean | null | undefined} pass */
export const mark = (pass) => (pass === true ? '✓' : pass === false ? '✗' : '–');

/** @param {readonly (number | null)[]} values */
export const samplesText = (values) => values.map((value) => formatValue(value, 'ms')).join(', ');

/**
 * A median with the range of the runs: `120 ms (80–190)`; the median alone when the runs agree or there was one.
 * @param {import('./metrics.mjs').Spread} spread @param {Unit} unit
 */
export function spreadText({ median, min, max, runs }, unit) {
  if (runs < 2 || min === null || max === null || min === max) return formatValue(median, unit);
  const bare = (/** @type {number} */ value) => formatValue(value, unit).replace(/ (ms|kB)$/, '');
  return `${formatValue(median, unit)} (${bare(min)}–${bare(max)})`;
}
