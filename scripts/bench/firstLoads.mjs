/**
 * First loads, measured twice each: by Lighthouse (mobile, simulated throttling: score, LCP, CLS, its TBT and
 * script time) and by a trace under applied throttling (appliedLoad.mjs: blocking time, longest task, script
 * time, the scripts before the takeover). Every page is visited once per run, next to the pages it is compared
 * with (interleave.mjs); each run has a Chromium of its own for Lighthouse and one for the traces.
 */
import { measureAppliedLoad } from './appliedLoad.mjs';
import { launchProbeBrowser } from './appliedThrottling.mjs';
import { createGzipSizer } from './gzipSizes.mjs';
import { visitInterleaved } from './interleave.mjs';
import { launchChromium, runLighthouse } from './lighthouse.mjs';
import { failedSample, sampleFromLighthouse } from './metrics.mjs';

/**
 * @typedef {import('./firstLoadResults.mjs').Visit} Visit
 * @typedef {import('./firstLoadResults.mjs').Measured} Measured
 * @typedef {object} Page
 * @property {string} id
 * @property {string} url
 * @property {boolean} takesOver it has scripts and marks its takeover (html[data-interactive])
 * @property {(url: string) => boolean} isEntryChunk whether a script is one of its build's entry chunks
 * @typedef {object} LighthouseEnvironment what the Lighthouse runs reported of themselves
 * @property {Set<string>} versions
 * @property {number[]} benchmarkIndexes its CPU benchmark of this machine, one per run
 * @property {Set<number>} cpuMultipliers the CPU slowdown its simulation applied
 */

/** @param {unknown} error */
const messageOf = (error) => (error instanceof Error ? error.message : String(error));

/**
 * @param {(urls: readonly string[]) => Promise<Map<string, number>>} gzipSizesOf
 * @param {LighthouseEnvironment} environment
 */
function lighthouseMeasurer(gzipSizesOf, environment) {
  /** @param {Page} page @param {number} chromePort @returns {Promise<Measured>} */
  return async (page, chromePort) => {
    const started = performance.now();
    try {
      const { lhr, devtoolsLog, durationMs } = await runLighthouse(page.url, chromePort);
      environment.versions.add(lhr.lighthouseVersion);
      environment.benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      environment.cpuMultipliers.add(lhr.configSettings.throttling.cpuSlowdownMultiplier);
      /** @type {string[]} */
      const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
        .filter((/** @type {any} */ item) => item.resourceType === 'Script')
        .map((/** @type {any} */ item) => item.url);
      const gzipBytes = await gzipSizesOf(scripts);
      return { sample: sampleFromLighthouse(lhr, devtoolsLog, page.isEntryChunk, gzipBytes), durationMs };
    } catch (error) {
      return { sample: failedSample(messageOf(error)), durationMs: Math.round(performance.now() - started) };
    }
  };
}

/** @param {number | null} ms */
const msText = (ms) => (ms === null ? 'n/a' : `${Math.round(ms)} ms`);

/** @param {Page} page @param {Visit} visit @param {number} seconds */
function logVisit(page, { lighthouse, applied }, seconds) {
  const { sample } = lighthouse;
  const problems = [sample.runtimeError, applied.error].filter(Boolean);
  console.log(
    `  ${page.id}: score ${sample.score ?? 'n/a'}, LCP ${msText(sample.lcp)}, TBT ${msText(sample.tbt)}; ` +
      `applied: blocking ${msText(applied.blockingMs)}, longest task ${msText(applied.longestTaskMs)}` +
      `${problems.length > 0 ? ` (${problems.join('; ')})` : ''} [${seconds.toFixed(1)} s]`,
  );
}

/**
 * @param {Set<() => void>} processesToStop where the Chromium of a run is registered while it runs, so that
 *   the benchmark stops it however it ends
 */
export function createFirstLoads(processesToStop) {
  /** @type {LighthouseEnvironment} */
  const environment = { versions: new Set(), benchmarkIndexes: [], cpuMultipliers: new Set() };
  const gzipSizesOf = createGzipSizer();
  const lighthouseOf = lighthouseMeasurer(gzipSizesOf, environment);

  /** @param {number} run */
  async function openRun(run) {
    console.log(`Run ${run + 1}`);
    const chrome = await launchChromium();
    processesToStop.add(chrome.kill);
    const probe = await launchProbeBrowser();
    return {
      /** @param {Page} page @returns {Promise<Visit>} */
      visit: async (page) => {
        const started = performance.now();
        const lighthouse = await lighthouseOf(page, chrome.port);
        const applied = await measureAppliedLoad(probe, page.url, { takesOver: page.takesOver, gzipSizesOf });
        const visit = { lighthouse, applied };
        logVisit(page, visit, (performance.now() - started) / 1000);
        return visit;
      },
      close: async () => {
        await probe.close();
        processesToStop.delete(chrome.kill);
        chrome.kill();
      },
    };
  }

  return {
    environment,
    /**
     * @param {readonly (readonly Page[])[]} groups pages compared with each other
     * @param {number} runs
     */
    measure: (groups, runs) => visitInterleaved(groups, runs, openRun),
  };
}
