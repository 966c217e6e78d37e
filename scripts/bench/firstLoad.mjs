/**
 * A first load measured twice. By Lighthouse 12 (its public Node API, mobile preset, simulated throttling): LCP,
 * CLS, TBT. And in Chromium under applied throttling (the CPU slowed 4× and Lighthouse's mobile network, set over
 * the DevTools protocol), read in the page with the Long Tasks API: blocking time from the first contentful paint
 * until the page has settled, the longest task, and the scripts requested before the takeover
 * (`html[data-interactive]`), in bytes as sent. Nothing is modelled there: a page without script shows only what
 * the browser does with its HTML. Which target each instrument holds, and why: docs/performance.md.
 */
import { execFileSync } from 'node:child_process';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { headlessChromiumFlags } from '../buildEnv.mjs';

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * @typedef {{ latencyMs: number, downBytesPerS: number, upBytesPerS: number, cpuSlowdown: number }} Profile
 * @type {Profile} Lighthouse's mobile profile (mobileSlow4G) as its own applied throttling sets it: 562.5 ms a
 *   request, 1,474.56 kbps down and 675 up (1,024-bit kilobits), 4× CPU
 */
const appliedProfile = { latencyMs: 562.5, downBytesPerS: 188_743, upBytesPerS: 86_400, cpuSlowdown: 4 };
const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** No long task and no request for this long, after the takeover, ends a visit. */
const quietMs = 3000;
const settleTimeoutMs = 60_000;

export const chromiumVersion = () =>
  execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/** Lighthouse's Chromium; Ctrl-C is left to the benchmark, which stops its servers too. */
export const launchLighthouseChromium = () =>
  launch({ chromePath, chromeFlags: headlessChromiumFlags, handleSIGINT: false });

/** @returns {Promise<import('playwright-core').Browser>} */
export const launchBrowser = () => chromium.launch({ executablePath: chromePath, args: headlessChromiumFlags });

/**
 * A fresh context (cold cache) with one page, its network and CPU throttled over the DevTools protocol.
 * @param {import('playwright-core').Browser} browser @param {import('playwright-core').BrowserContextOptions} options
 * @param {Profile} profile
 */
export async function throttledPage(browser, options, profile) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: profile.downBytesPerS,
    uploadThroughput: profile.upBytesPerS,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  return { context, page, cdp };
}

/**
 * The page's requests as the DevTools protocol reports them: each with its type, when it was asked for (epoch ms),
 * its bytes as sent once done; and when the network was last busy.
 * @param {import('playwright-core').CDPSession} cdp
 */
export function recordRequests(cdp) {
  /** @type {Map<string, { url: string, type: string, at: number, bytes: number, done: boolean }>} */
  const requests = new Map();
  const network = { requests, lastBusyAt: Date.now(), inFlight: () => [...requests.values()].some((r) => !r.done) };
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type = 'Other', wallTime }) => {
    // A redirect is sent again under the same id: it started when it was first asked for.
    if (!requests.has(requestId))
      requests.set(requestId, { url: request.url, type, at: wallTime * 1000, bytes: 0, done: false });
    network.lastBusyAt = Date.now();
  });
  /** @param {string} id @param {number} bytes */
  const done = (id, bytes) => {
    Object.assign(requests.get(id) ?? {}, { bytes, done: true });
    network.lastBusyAt = Date.now();
  };
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => done(requestId, encodedDataLength));
  cdp.on('Network.loadingFailed', ({ requestId }) => done(requestId, 0));
  return network;
}

/** @param {any} audit @returns {number | null} */
const numeric = (audit) => (Number.isFinite(audit?.numericValue) ? audit.numericValue : null);

/**
 * @param {string} url @param {number} port the DevTools port of a launched Chromium
 * @returns {Promise<{ lcp: number | null, cls: number | null, tbt: number | null, benchmarkIndex: number }>}
 */
export async function lighthouseLoad(url, port) {
  const flags = /** @type {const} */ ({
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    throttlingMethod: 'simulate',
  });
  // A page without script may paint late under load; Lighthouse's default would wait 30 s for it.
  const result = await lighthouse(url, { ...flags, port, onlyCategories: ['performance'], maxWaitForFcp: 10_000 });
  const lhr = result?.lhr;
  if (!lhr || lhr.runtimeError)
    throw new Error(lhr?.runtimeError?.message ?? `Lighthouse returned no result for ${url}`);
  return {
    lcp: numeric(lhr.audits['largest-contentful-paint']),
    cls: numeric(lhr.audits['cumulative-layout-shift']),
    tbt: numeric(lhr.audits['total-blocking-time']),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

/**
 * Runs in the page before its own scripts: keeps its long tasks, first contentful paint and takeover (ms from the
 * navigation), and tells the benchmark of each through a binding rather than being polled, so that the page runs
 * no script of the benchmark's while it loads. Typed loosely: this project's Node types have no DOM.
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
    load.fcp ??= list.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
  }).observe({ type: 'paint', buffered: true });
  const takeover = new scope.MutationObserver(() => {
    if (!scope.document.documentElement?.hasAttribute('data-interactive')) return;
    takeover.disconnect();
    load.takeover = scope.performance.now();
    scope.__benchBusy('takeover');
  });
  takeover.observe(scope.document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

/** @typedef {{ start: number, end: number }} Task ms from the navigation */

/** Σ (each long task's time after `from` − 50 ms), as TBT sums it. @param {readonly Task[]} tasks @param {number} from */
export const blockingAfter = (tasks, from) =>
  tasks.reduce((sum, task) => sum + Math.max(0, task.end - Math.max(task.start, from) - 50), 0);

/** The longest task that ran after `from`. @param {readonly Task[]} tasks @param {number} from */
export const longestAfter = (tasks, from) =>
  Math.max(0, ...tasks.filter((task) => task.end > from).map((task) => task.end - task.start));

/** @param {ReturnType<typeof recordRequests>} network @param {() => boolean} tookOver */
async function settled(network, tookOver) {
  const deadline = Date.now() + settleTimeoutMs;
  while (Date.now() < deadline) {
    if (tookOver() && !network.inFlight() && Date.now() - network.lastBusyAt >= quietMs) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no takeover, or not quiet for ${quietMs / 1000} s, within ${settleTimeoutMs / 1000} s`);
}

/**
 * Loads `url` in a fresh phone context under applied throttling and reads it once it has settled. `visitor`: a
 * second after the load event the pointer moves onto the page and the page is scrolled by a screen, as a reader
 * starting to read. `afterSettled`: something done once settled (e.g. scrolling), whose figures are read from its
 * start instead of from the first paint.
 * @param {import('playwright-core').Browser} browser @param {string} url
 * @param {{ takesOver: boolean, visitor?: boolean, afterSettled?: (page: import('playwright-core').Page) => Promise<void> }} options
 * @returns {Promise<{ blockingMs: number, longestTaskMs: number, scriptBytes: number | null }>}
 */
export async function appliedLoad(browser, url, { takesOver, visitor = false, afterSettled }) {
  const { context, page, cdp } = await throttledPage(browser, phone, appliedProfile);
  try {
    const network = recordRequests(cdp);
    let tookOver = !takesOver;
    await page.exposeFunction('__benchBusy', (/** @type {string | undefined} */ event) => {
      network.lastBusyAt = Date.now();
      if (event === 'takeover') tookOver = true;
    });
    await page.addInitScript(observeLoad);
    await page.goto(url, { waitUntil: 'load', timeout: settleTimeoutMs });
    if (visitor) {
      await page.waitForTimeout(1000);
      await page.mouse.move(phone.viewport.width / 2, phone.viewport.height / 2);
      await page.mouse.wheel(0, phone.viewport.height);
    }
    await settled(network, () => tookOver);
    const actionAt = afterSettled ? await page.evaluate(() => /** @type {number} */ (performance.now())) : null;
    if (afterSettled) {
      await afterSettled(page);
      await settled(network, () => true);
    }
    const { tasks, fcp, takeover, timeOrigin } = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      return { ...scope.__benchLoad, timeOrigin: scope.performance.timeOrigin };
    });
    if (fcp === null) throw new Error('no first contentful paint');
    const scripts = [...network.requests.values()].filter(
      (r) => r.type === 'Script' && /^https?:/.test(r.url) && (takeover === null || r.at <= timeOrigin + takeover),
    );
    return {
      blockingMs: blockingAfter(tasks, actionAt ?? fcp),
      longestTaskMs: longestAfter(tasks, actionAt ?? fcp),
      scriptBytes: takesOver ? scripts.reduce((sum, script) => sum + script.bytes, 0) : null,
    };
  } finally {
    await context.close();
  }
}

/**
 * Scrolls the page to its end with the mouse wheel, 600 px every 300 ms, as a reader would.
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
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(300);
  }
  throw new Error("the page's end was not reached in 200 steps");
}
