/**
 * Page loads under applied throttling, recorded as a Chromium trace: the CPU slowed 4× by the DevTools protocol
 * and the network set to Lighthouse's mobile profile as Lighthouse applies it itself (its "devtools" throttling),
 * on a phone's screen. Unlike Lighthouse's simulated throttling, nothing is modelled: the tasks in the trace are
 * the tasks the page ran, so a page with no script shows only what the browser does with its HTML
 * (docs/performance.md, "Which instrument the targets are held to").
 *
 * A visit loads the page in a fresh context (cold cache), waits for the app's takeover (`html[data-interactive]`)
 * when the page has scripts, then for the main thread and the network to be quiet, and returns the trace with
 * the moments it marked in it. The figures are read from the trace by traceFigures.mjs.
 */
import { chromium } from 'playwright-core';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { headlessChromiumFlags } from '../buildEnv.mjs';
import { chromePath } from './lighthouse.mjs';

/** Lighthouse's mobile profile (mobileSlow4G) as its applied throttling sets it: 562.5 ms a request, 1,475 kbps, 4× CPU. */
const { requestLatencyMs, downloadThroughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
  throttling.mobileSlow4G;
export const appliedProfile = {
  latencyMs: requestLatencyMs,
  downloadKbps: downloadThroughputKbps,
  uploadKbps: uploadThroughputKbps,
  cpuSlowdown: cpuSlowdownMultiplier,
};

/** No long task and no request for this long ends a visit: the page has settled after its takeover. */
export const quietMs = 3000;
/** A page still busy after this long is reported as not measured, not measured up to an arbitrary point. */
const settleTimeoutMs = 60_000;

/** Lighthouse's trace categories, less screenshots and source rundowns: what its trace processing reads. */
const traceCategories = [
  '-*',
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'latencyInfo',
];

/** The marks a visit leaves in the trace (User Timing), read back by traceFigures.mjs. */
export const traceMarks = { interactive: 'bench:interactive', action: 'bench:action' };

/** @returns {Promise<import('playwright-core').Browser>} */
export const launchProbeBrowser = () => chromium.launch({ executablePath: chromePath, args: headlessChromiumFlags });

/**
 * Runs in the page before its own scripts. It reports long tasks and the takeover to the benchmark through
 * bindings rather than being polled, so that the page runs no script of the benchmark's while it loads (a
 * no-script page's script time is what this costs: a few milliseconds at 4×). Typed loosely: Node's types
 * have no DOM.
 * @param {{ interactive: string }} marks
 */
function reportToBenchmark(marks) {
  const scope = /** @type {any} */ (globalThis);
  new scope.PerformanceObserver(() => scope.__benchLongTask()).observe({ type: 'longtask', buffered: true });
  const takeover = new scope.MutationObserver(() => {
    if (!scope.document.documentElement?.hasAttribute('data-interactive')) return;
    takeover.disconnect();
    scope.performance.mark(marks.interactive);
    scope.__benchInteractive();
  });
  takeover.observe(scope.document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

/**
 * What the benchmark knows of the page's activity without asking the page: requests in flight, when the network
 * and the main thread were last busy, and the takeover.
 * @param {import('playwright-core').Page} page
 */
async function watchActivity(page) {
  const activity = { inFlight: 0, lastBusyAt: Date.now(), interactive: false };
  const busy = () => (activity.lastBusyAt = Date.now());
  const ended = () => ((activity.inFlight -= 1), busy());
  page.on('request', () => ((activity.inFlight += 1), busy()));
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.exposeFunction('__benchLongTask', busy);
  await page.exposeFunction('__benchInteractive', () => ((activity.interactive = true), busy()));
  await page.addInitScript(reportToBenchmark, { interactive: traceMarks.interactive });
  return activity;
}

/**
 * @param {{ inFlight: number, lastBusyAt: number, interactive: boolean }} activity
 * @param {boolean} takesOver
 */
async function settled(activity, takesOver) {
  const deadline = Date.now() + settleTimeoutMs;
  while (Date.now() < deadline) {
    const quiet = activity.inFlight <= 0 && Date.now() - activity.lastBusyAt >= quietMs;
    if (quiet && (activity.interactive || !takesOver)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(
    takesOver && !activity.interactive
      ? `no takeover (html[data-interactive]) within ${settleTimeoutMs / 1000} s`
      : `not quiet for ${quietMs / 1000} s within ${settleTimeoutMs / 1000} s`,
  );
}

/**
 * @typedef {object} VisitOptions
 * @property {boolean} takesOver the page has scripts and marks its takeover with html[data-interactive]
 * @property {(page: import('playwright-core').Page) => Promise<void>} [afterSettled] what to do once it has
 *   settled (marked `bench:action` in the trace); the visit then waits for quiet again
 */

/**
 * Loads `url` in a fresh throttled phone context, traced from before the navigation until the page has settled.
 * @param {import('playwright-core').Browser} browser
 * @param {string} url
 * @param {VisitOptions} options
 * @returns {Promise<any>} the trace (Chromium's JSON trace format)
 */
export async function tracedVisit(browser, url, { takesOver, afterSettled }) {
  const { mobile } = screenEmulationMetrics;
  const context = await browser.newContext({
    viewport: { width: mobile.width, height: mobile.height },
    deviceScaleFactor: mobile.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
    userAgent: userAgents.mobile,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: appliedProfile.latencyMs,
      // kbps as Lighthouse counts them (1,024 bits) to bytes per second, as Lighthouse converts them.
      downloadThroughput: Math.floor((appliedProfile.downloadKbps * 1024) / 8),
      uploadThroughput: Math.floor((appliedProfile.uploadKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: appliedProfile.cpuSlowdown });
    const activity = await watchActivity(page);
    await browser.startTracing(page, { categories: traceCategories });
    /** @type {Buffer} */
    let trace;
    try {
      await page.goto(url, { waitUntil: 'load', timeout: settleTimeoutMs });
      await settled(activity, takesOver);
      if (afterSettled) {
        await page.evaluate((name) => /** @type {any} */ (globalThis).performance.mark(name), traceMarks.action);
        await afterSettled(page);
        await settled(activity, false);
      }
    } finally {
      // Stopped however the visit ends: the browser records one trace at a time.
      trace = await browser.stopTracing();
    }
    return JSON.parse(trace.toString('utf8'));
  } finally {
    await context.close();
  }
}
