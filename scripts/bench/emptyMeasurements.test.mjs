import { describe, expect, it } from 'vitest';
import { failedAppliedSample } from './appliedLoad.mjs';
import { emptyMeasurements } from './emptyMeasurements.mjs';
import { routeResult } from './firstLoadResults.mjs';
import { failedSample } from './metrics.mjs';

/** @param {number | null} score @param {number | null} blockingMs */
const visit = (score, blockingMs) => ({
  lighthouse: { sample: { ...failedSample(''), score }, durationMs: 6000 },
  applied: { ...failedAppliedSample(''), blockingMs },
});

/** @param {object} parts */
const results = (parts) =>
  /** @type {any} */ ({ routes: [], baseline: null, navigation: null, libraryFloor: null, scroll: null, ...parts });

describe('emptyMeasurements', () => {
  it('is empty when every part that ran measured something, even where targets are missed', () => {
    const routes = [routeResult('/', 'agency', [visit(40, 900), visit(null, null)], [visit(100, 0)])];
    expect(emptyMeasurements(results({ routes }))).toEqual([]);
  });

  it('names a page whose traces all failed, and a build with no Lighthouse score', () => {
    const routes = [routeResult('/', 'agency', [visit(null, null)], [visit(100, null)])];
    expect(emptyMeasurements(results({ routes }))).toEqual([
      'no Lighthouse run of this checkout produced a performance score',
      "no applied-throttling trace of this checkout's /",
      "no applied-throttling trace of this checkout's / without scripts",
    ]);
  });

  it('checks the baseline as this checkout, and a scroll that measured nothing', () => {
    const routes = [routeResult('/', 'agency', [visit(90, 100)], [visit(100, 0)])];
    const baselineRoutes = [routeResult('/', 'agency', [visit(90, null)], [visit(100, 0)])];
    const scroll = { builds: [{ label: 'current', longest: { runs: 0 } }] };
    expect(emptyMeasurements(results({ routes, baseline: { routes: baselineRoutes }, scroll }))).toEqual([
      "no applied-throttling trace of the baseline's /",
      "no scrolling of current's /",
    ]);
  });
});

describe('emptyMeasurements of the prefetches', () => {
  /** @param {(number | null)[]} medians one per page */
  const navigation = (medians) => ({
    transitions: [{ appMedian: 900 }],
    prefetch: { windowMs: 10_000, routes: medians.map((median, index) => ({ path: `/${index}`, median })) },
  });

  it('names a navigation part whose prefetch visits all failed', () => {
    expect(emptyMeasurements(results({ navigation: navigation([null, null]) }))).toEqual([
      'no page’s requests after takeover',
    ]);
  });

  it('accepts a page that prefetched nothing (0 bytes is a measurement), or one page measured of several', () => {
    expect(emptyMeasurements(results({ navigation: navigation([0, null]) }))).toEqual([]);
    expect(emptyMeasurements(results({ navigation: { transitions: [{ appMedian: 900 }] } }))).toEqual([]);
  });
});
