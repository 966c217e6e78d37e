/**
 * One page load under applied throttling (appliedThrottling.mjs), reduced to the figures issue #29 holds the
 * takeover to: the main thread's blocking time from the first paint until the page has settled, its longest
 * task, its script time, and the scripts requested before the takeover (gzip) apart from those after it.
 */
import { tracedVisit } from './appliedThrottling.mjs';
import { blockingTime, longestTaskAfter, readTrace, scriptsAroundTakeover } from './traceFigures.mjs';

/**
 * @typedef {object} AppliedSample
 * @property {number | null} blockingMs blocking time from the first contentful paint until settled
 * @property {number | null} longestTaskMs the longest main-thread task after the first contentful paint
 * @property {string | null} longestTaskWork the kind of work that took most of it (Lighthouse's task group)
 * @property {number | null} scriptMs script evaluation + parse/compile, the whole load
 * @property {number | null} fcpMs
 * @property {number | null} takeoverMs when html[data-interactive] was set; null for a page with no script
 * @property {number | null} jsBeforeTakeoverBytes scripts requested before the takeover, gzip as the servers
 *   send them (all of a page's scripts when it has no takeover)
 * @property {number | null} jsAfterTakeoverBytes scripts requested after it (prefetches), gzip
 * @property {string | null} error why the visit measured nothing
 */

/**
 * @typedef {'blockingMs' | 'longestTaskMs' | 'scriptMs' | 'fcpMs' | 'takeoverMs' | 'jsBeforeTakeoverBytes'
 *   | 'jsAfterTakeoverBytes'} AppliedNumericKey
 * @type {readonly AppliedNumericKey[]}
 */
export const appliedNumericKeys = [
  'blockingMs',
  'longestTaskMs',
  'scriptMs',
  'fcpMs',
  'takeoverMs',
  'jsBeforeTakeoverBytes',
  'jsAfterTakeoverBytes',
];

/** @param {string} error @returns {AppliedSample} */
export const failedAppliedSample = (error) => ({
  blockingMs: null,
  longestTaskMs: null,
  longestTaskWork: null,
  scriptMs: null,
  fcpMs: null,
  takeoverMs: null,
  jsBeforeTakeoverBytes: null,
  jsAfterTakeoverBytes: null,
  error,
});

/** @param {ReadonlyMap<string, number>} sizes @param {readonly string[]} urls */
const totalOf = (sizes, urls) => urls.reduce((total, url) => total + (sizes.get(url) ?? 0), 0);

/**
 * @param {import('./traceFigures.mjs').TraceReading} reading
 * @param {ReadonlyMap<string, number>} gzipBytes each script's gzip size
 * @returns {AppliedSample}
 */
export function appliedSampleOf(reading, gzipBytes) {
  const longest = longestTaskAfter(reading.tasks, reading.fcp);
  const scripts = scriptsAroundTakeover(reading.scriptRequests, reading.interactiveAt);
  return {
    blockingMs: blockingTime(reading.topLevel, reading.fcp, reading.end),
    longestTaskMs: longest?.duration ?? 0,
    longestTaskWork: longest?.group ?? null,
    scriptMs: reading.scriptMs,
    fcpMs: reading.fcp,
    takeoverMs: reading.interactiveAt,
    jsBeforeTakeoverBytes: totalOf(gzipBytes, scripts.before),
    jsAfterTakeoverBytes: totalOf(gzipBytes, scripts.after),
    error: null,
  };
}

/**
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {{ takesOver: boolean, gzipSizesOf: (urls: readonly string[]) => Promise<Map<string, number>> }} options
 * @returns {Promise<AppliedSample>}
 */
export async function measureAppliedLoad(browser, url, { takesOver, gzipSizesOf }) {
  try {
    const reading = readTrace(await tracedVisit(browser, url, { takesOver }));
    const gzipBytes = await gzipSizesOf(reading.scriptRequests.map((request) => request.url));
    return appliedSampleOf(reading, gzipBytes);
  } catch (error) {
    return failedAppliedSample((error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '');
  }
}
