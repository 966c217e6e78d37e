/**
 * A first load measured twice. By Lighthouse 12 (public Node API, mobile preset, simulated throttling): LCP, CLS,
 * TBT. And in Chromium under applied throttling (the CPU slowed 4× and Lighthouse's mobile network, both set over
 * the DevTools protocol), read in the page itself with the Long Tasks API: blocking time after the first
 * contentful paint until the page has settled, the longest task, and the scripts requested before the takeover
 * (`html[data-interactive]`), in bytes as sent. Nothing is modelled there: a page with no script shows only what
 * the browser does with its HTML. docs/performance.md says which target each instrument holds, and why.
 */
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { headlessChromiumFlags } from '../buildEnv.mjs';

export const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Lighthouse's mobile profile (mobileSlow4G) as its own applied throttling sets it, on its phone's screen. */
export const appliedProfile = { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4 };
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** No long task and no request for this long, after the takeover, ends a visit. */
export const quietMs = 3000;
/** The visitor variant: a pointer move and a scroll this long after the load event. */
export const visitorDelayMs = 1000;
const settleTimeoutMs = 60_000;

export const chromiumVersion = () =>
  execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** One Chromium for Lighthouse per run; Ctrl-C is left to the benchmark, which stops its servers too. */
export const launchLighthouseChromium = () =>
  launch({ chromePath, chromeFlags: headlessChromiumFlags, handleSIGINT: false });

/** @returns {Promise<import('playwright-core').Browser>} */
export const launchBrowser = () => chromium.launch({ executablePath: chromePath, args: headlessChromiumFlags });

/** @param {any} audit @returns {number | null} */
const numeric = (audit) => (Number.isFinite(audit?.numericValue) ? audit.numericValue : null);

/**
 * @param {string} url @param {number} port the DevTools port of a launched Chromium
 * @returns {Promise<{ lcp: number | null, cls: number | null, tbt: number | null, benchmarkIndex: number }>}
 */
export async function lighthouseLoad(url, port) {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
    maxWaitForFcp: 10_000,
  });
  const lhr = result?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
  if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
  return {
    lcp: numeric(lhr.audits['largest-contentful-paint']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    tbt: numeric(lhr.audits['total-blocking-time']),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Runs in the page before its own scripts: keeps its long tasks, first contentful paint and takeover (ms from the
 * navigation), and tells the benchmark of each through a binding rather than being polled. Typed loosely: this
 * project's Node types have no DOM.
 */
function observeLoad() {
  const scope = /** @type {any} */ (globalThis);
  const load = { tasks: /** @type {{ start: number, end: number }[]} */ ([]), fcp: null, takeover: null };
  scope.__benchLoad = load;
  new scope.PerformanceObserver((/** @type {any} */ list) => {
    for (const task of list.getEntries())
      load.tasks.push({ start: task.startTime, end: task.startTime + task.duration });
    scope.__benchBusy();
  }).observe({ type: 'longtask', buffered: true });
  new scope.PerformanceObserver((/** @type {any} */ list) => {
    const paint = list.getEntriesByName('first-contentful-paint')[0];
    if (paint) load.fcp = paint.startTime;
  }).observe({ type: 'paint', buffered: true });
  const takeover = new scope.MutationObserver(() => {
    if (!scope.document.documentElement?.hasAttribute('data-interactive')) return;
    takeover.disconnect();
    load.takeover = scope.performance.now();
    scope.__benchBusy('takeover');
  });
  takeover.observe(scope.document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

/**
 * @typedef {{ start: number, end: number }} Task ms from the navigation
 * @typedef {object} AppliedLoad
 * @property {number} blockingMs Σ (task time after `from` − 50 ms) over the long tasks, as TBT sums it
 * @property {number} longestTaskMs the longest task that ran after `from`
 * @property {number | null} scriptBytes scripts requested before the takeover (all of them without one), as sent
 * @typedef {{ takesOver: boolean, visitor?: boolean, afterSettled?: (page: import('playwright-core').Page) => Promise<void> }} VisitOptions
 */

/** @param {readonly Task[]} tasks @param {number} from */
export const blockingAfter = (tasks, from) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, from) - 50), 0);

/** @param {readonly Task[]} tasks @param {number} from */
export const longestAfter = (tasks, from) =>
  Math.max(0, ...tasks.filter((task) => task.end > from).map((task) => task.end - task.start));

/**
 * Requests as the DevTools protocol sees them: what is in flight, when the page was last busy, and each
 * script's bytes on the wire with the time it was asked for (epoch ms).
 * @param {import('playwright-core').CDPSession} cdp
 */
function watchNetwork(cdp) {
  const network = { inFlight: new Set(), lastBusyAt: Date.now(), tookOver: false, scripts: new Map() };
  const busy = () => (network.lastBusyAt = Date.now());
  cdp.on('Network.requestWillBeSent', ({ requestId, type, wallTime, request }) => {
    network.inFlight.add(requestId);
    if (type === 'Script' && /^https?:/.test(request.url))
      network.scripts.set(requestId, { at: wallTime * 1000, bytes: 0 });
    busy();
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    network.inFlight.delete(requestId);
    const script = network.scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
    busy();
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => (network.inFlight.delete(requestId), busy()));
  return network;
}

/** @param {ReturnType<typeof watchNetwork>} network @param {boolean} takesOver */
async function settled(network, takesOver) {
  const deadline = Date.now() + settleTimeoutMs;
  while (Date.now() < deadline) {
    const quiet = network.inFlight.size === 0 && Date.now() - network.lastBusyAt >= quietMs;
    if (quiet && (network.tookOver || !takesOver)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no takeover, or not quiet for ${quietMs / 1000} s, within ${settleTimeoutMs / 1000} s`);
}

/**
 * The visitor of the `visitor` variant: a second after the load event, the pointer moves onto the page and the
 * page is scrolled by a screen, as a reader starting to read.
 * @param {import('playwright-core').Page} page
 */
async function moveAndScroll(page) {
  await page.waitForTimeout(visitorDelayMs);
  await page.mouse.move(phone.viewport.width / 2, phone.viewport.height / 2);
  await page.mouse.wheel(0, phone.viewport.height);
}

/**
 * Loads `url` in a fresh phone context under applied throttling and reads it once it has settled. With
 * `afterSettled`, the figures are those of what it did (e.g. scrolling), from its start.
 * @param {import('playwright-core').Browser} browser @param {string} url @param {VisitOptions} options
 * @returns {Promise<AppliedLoad>}
 */
export async function appliedLoad(browser, url, { takesOver, visitor = false, afterSettled }) {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: appliedProfile.latencyMs,
      downloadThroughput: Math.floor((appliedProfile.downloadKbps * 1024) / 8),
      uploadThroughput: Math.floor((appliedProfile.uploadKbps * 1024) / 8),
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: appliedProfile.cpuSlowdown });
    const network = watchNetwork(cdp);
    await page.exposeFunction('__benchBusy', (/** @type {string | undefined} */ event) => {
      network.lastBusyAt = Date.now();
      if (event === 'takeover') network.tookOver = true;
    });
    await page.addInitScript(observeLoad);
    await page.goto(url, { waitUntil: 'load', timeout: settleTimeoutMs });
    if (visitor) await moveAndScroll(page);
    await settled(network, takesOver);
    let actionAt = null;
    if (afterSettled) {
      actionAt = await page.evaluate(() => /** @type {any} */ (globalThis).performance.now());
      await afterSettled(page);
      await settled(network, false);
    }
    const { tasks, fcp, takeover, timeOrigin } = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      return { ...scope.__benchLoad, timeOrigin: scope.performance.timeOrigin };
    });
    if (fcp === null) throw new Error('no first contentful paint');
    const from = actionAt ?? fcp;
    const scripts = [...network.scripts.values()].filter(
      (script) => takeover === null || script.at <= timeOrigin + takeover,
    );
    return {
      blockingMs: blockingAfter(tasks, from),
      longestTaskMs: longestAfter(tasks, from),
      scriptBytes: takesOver ? scripts.reduce((sum, script) => sum + script.bytes, 0) : null,
    };
  } finally {
    await context.close();
  }
}

/** How far each step of `scrollToEnd` scrolls, and how long the visitor waits between steps. */
const scrollStep = { px: 600, pauseMs: 300 };

/**
 * Scrolls the page to its end with the mouse wheel, a step at a time, as a reader would.
 * @param {import('playwright-core').Page} page
 */
export async function scrollToEnd(page) {
  await page.mouse.move(phone.viewport.width / 2, phone.viewport.height / 2);
  for (let step = 0; step < 200; step += 1) {
    const atEnd = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      return scope.scrollY + scope.innerHeight >= scope.document.documentElement.scrollHeight - 1;
    });
    if (atEnd) return;
    await page.mouse.wheel(0, scrollStep.px);
    await page.waitForTimeout(scrollStep.pauseMs);
  }
  throw new Error("the page's end was not reached in 200 steps");
}
