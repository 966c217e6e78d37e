/**
 * The first loads' samples, one per run and page, put together as the report reads them: a page's medians by
 * each instrument, and a page against its twin run by run (the site against its HTML without scripts, a floor
 * build against the floor's page without scripts). Pure functions, unit-tested.
 */
import { appliedNumericKeys } from './appliedLoad.mjs';
import { lcpRatio, median, medianSample, pairedDifferences, spread } from './metrics.mjs';

/**
 * @typedef {import('./metrics.mjs').Sample} Sample
 * @typedef {import('./appliedLoad.mjs').AppliedSample} AppliedSample
 * @typedef {{ sample: Sample, durationMs: number }} Measured one Lighthouse run
 * @typedef {{ lighthouse: Measured, applied: AppliedSample }} Visit one page measured by both instruments
 * @typedef {Record<import('./appliedLoad.mjs').AppliedNumericKey, number | null>} AppliedMedians
 * @typedef {object} VariantResult one page over the runs
 * @property {Sample[]} samples Lighthouse (simulated throttling), in run order
 * @property {import('./metrics.mjs').Medians} median
 * @property {number[]} durationsMs one per Lighthouse run
 * @property {AppliedSample[]} applied the applied-throttling trace, in run order
 * @property {AppliedMedians} appliedMedian
 * @typedef {object} RouteResult
 * @property {string} path
 * @property {string} owner
 * @property {VariantResult} site
 * @property {VariantResult} noJs
 * @property {number | null} lcpRatio
 * @property {import('./metrics.mjs').Spread} blockingExcess the site's blocking time minus its twin's, run by run
 */

/** @param {readonly AppliedSample[]} samples @returns {AppliedMedians} */
const medianApplied = (samples) =>
  /** @type {AppliedMedians} */ (
    Object.fromEntries(appliedNumericKeys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
  );

/** @param {readonly Visit[]} visits @returns {VariantResult} */
export function variantResult(visits) {
  const samples = visits.map((visit) => visit.lighthouse.sample);
  const applied = visits.map((visit) => visit.applied);
  return {
    samples,
    median: medianSample(samples),
    durationsMs: visits.map((visit) => visit.lighthouse.durationMs),
    applied,
    appliedMedian: medianApplied(applied),
  };
}

/**
 * A page's blocking time (applied throttling) minus its twin's in the same run, over the runs.
 * @param {VariantResult} page @param {VariantResult} twin
 */
export const blockingExcessOver = (page, twin) =>
  spread(
    pairedDifferences(
      page.applied.map((sample) => sample.blockingMs),
      twin.applied.map((sample) => sample.blockingMs),
    ),
  );

/**
 * @param {string} path @param {string} owner @param {readonly Visit[]} siteVisits @param {readonly Visit[]} noJsVisits
 * @returns {RouteResult}
 */
export function routeResult(path, owner, siteVisits, noJsVisits) {
  const site = variantResult(siteVisits);
  const noJs = variantResult(noJsVisits);
  return {
    path,
    owner,
    site,
    noJs,
    lcpRatio: lcpRatio(site.median.lcp, noJs.median.lcp),
    blockingExcess: blockingExcessOver(site, noJs),
  };
}
