/**
 * In-site navigation and first interactions on a throttled phone profile, measured in real Chromium through
 * Playwright: how long a click on a footer link takes to show the next page's own <h1>, with the app and with
 * JavaScript off (the same click as a plain full page load), and how long the first interactions after takeover
 * take to handle (Event Timing, as INP counts them).
 */
import { chromium } from 'playwright-core';
import { chromePath } from './lighthouse.mjs';
import { headlessChromiumFlags } from '../buildEnv.mjs';
import { median } from './metrics.mjs';

/** The transitions of issue #19: each crosses a section boundary except `/` → `/pricing`. */
export const transitions = [
  { from: '/', to: '/payout' },
  { from: '/', to: '/privacy' },
  { from: '/payout', to: '/about' },
  { from: '/', to: '/pricing' },
  { from: '/payout', to: '/contact' },
  { from: '/contact', to: '/upi-solutions' },
];

/** 150 ms round trips, 1.6 Mbps down, 750 kbps up, 4× slower CPU, desktop viewport. */
export const throttledProfile = { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 };
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/** How long a loaded page sits before the reader scrolls to the link, as a visitor reading it would. */
const idleBeforeClickMs = 3000;
/**
 * The reader of issue #30, the same in every variant: the link is scrolled into view, the pointer comes to
 * rest on it 1.5 s later, and clicks after a 150 ms hover.
 */
export const reader = { restAfterScrollMs: 1350, hoverMs: 150 };

/**
 * The first interactions after takeover. Each names what a visitor taps and how the page shows it handled it;
 * locators go by role and state, so they hold whether the control is a button or a native disclosure.
 * @typedef {import('playwright-core').Page} Page
 * @typedef {{ id: string, label: string, path: string, viewport: { width: number, height: number },
 *   act: (page: Page) => Promise<void> }} Interaction
 * @type {Interaction[]}
 */
export const interactions = [
  {
    id: 'menu',
    label: 'open the mobile menu (390 px)',
    path: '/',
    viewport: phone,
    act: async (page) => {
      const toggle = page.getByRole('banner').getByRole('button', { name: /menu/i });
      await tap(page, toggle);
      await page.getByRole('banner').getByRole('link', { name: 'Pricing' }).last().waitFor({ state: 'visible' });
    },
  },
  {
    id: 'accordion',
    label: 'open the first home FAQ question',
    path: '/',
    viewport: desktop,
    act: async (page) => {
      const faq = page.locator('main section', { has: page.getByRole('heading', { name: /questions/i }) }).last();
      const question = faq.locator('summary, button[aria-expanded]').first();
      await tap(page, question);
      await faq.locator('details[open], button[aria-expanded="true"]').first().waitFor({ state: 'attached' });
    },
  },
  {
    id: 'tab',
    label: 'switch to the second /b2b tab',
    path: '/b2b',
    viewport: desktop,
    act: async (page) => {
      const tab = page.getByRole('tab').nth(1);
      await tap(page, tab);
      await page
        .locator('[role="tab"][aria-selected="true"]')
        .nth(0)
        .filter({ hasText: await tab.innerText() })
        .waitFor();
    },
  },
];

/**
 * A trusted click at the element's centre, dispatched at once (no actionability waits inside the measurement).
 * @param {Page} page @param {import('playwright-core').Locator} locator
 */
async function tap(page, locator) {
  const point = await aim(locator);
  await page.mouse.click(point.x, point.y);
}

/**
 * Scrolls the element into view and returns its centre, so that a timed click starts when the pointer does.
 * @param {import('playwright-core').Locator} locator
 */
async function aim(locator) {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error(`nothing to tap: ${locator}`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** @param {unknown} error */
const firstLine = (error) => (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * @param {import('playwright-core').BrowserContext} context @param {Page} page
 * @returns {Promise<import('playwright-core').CDPSession>} the session, with the Network domain enabled
 */
async function throttle(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttledProfile.latencyMs,
    downloadThroughput: (throttledProfile.downloadKbps * 1000) / 8,
    uploadThroughput: (throttledProfile.uploadKbps * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttledProfile.cpuSlowdown });
  return cdp;
}

/** @param {Page} page */
const appTookOver = (page) => page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });

/**
 * @param {import('playwright-core').Browser} browser
 * @param {{ javaScript: boolean, viewport: { width: number, height: number } }} options
 */
async function throttledPage(browser, { javaScript, viewport }) {
  const context = await browser.newContext({ javaScriptEnabled: javaScript, viewport });
  const page = await context.newPage();
  const cdp = await throttle(context, page);
  return { context, page, cdp };
}

/**
 * The heading each target page shows, read once from its served HTML (unthrottled).
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string[]} paths
 */
async function headingsOf(browser, origin, paths) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  /** @type {Map<string, string>} */
  const headings = new Map();
  for (const path of paths) {
    await page.goto(`${origin}${path}`);
    headings.set(path, (await page.locator('main h1').first().innerText()).trim());
  }
  await context.close();
  return headings;
}

/**
 * The names the reader's script uses in the page: the Element Timing identifier it gives every page heading, the
 * global that keeps their paints, and the sessionStorage key of the click's time.
 * @typedef {{ identifier: string, paints: string, clickAt: string }} ReaderNames
 * @type {ReaderNames}
 */
const readerNames = { identifier: 'bench-heading', paints: '__headingPaints', clickAt: '__benchClickAt' };

/**
 * Runs in every document of a timed click, before the page's own scripts: marks each `main h1` for Element Timing
 * as it is inserted (a mutation observer's callback runs before the next paint), keeps the epoch time of every
 * such heading's paint, and the epoch time of the click in sessionStorage, which a plain link's next document of
 * the same origin still reads. Element Timing reports a heading's first paint at non-zero opacity, so a page that
 * fades in counts from its first visible frame. Typed loosely, since this project's Node types have no DOM.
 * @param {ReaderNames} names
 */
function readerScript({ identifier, paints: paintsGlobal, clickAt }) {
  const scope = /** @type {any} */ (globalThis);
  /** @type {{ at: number, text: string }[]} */
  const paints = [];
  scope[paintsGlobal] = paints;
  const mark = (/** @type {any} */ node) => {
    if (node.nodeType !== 1) return;
    const headings = node.matches('main h1') ? [node] : [...node.querySelectorAll('main h1')];
    for (const heading of headings) heading.setAttribute('elementtiming', identifier);
  };
  new scope.MutationObserver((/** @type {any[]} */ records) => {
    for (const record of records) for (const node of record.addedNodes) mark(node);
  }).observe(scope.document, { childList: true, subtree: true });
  new scope.PerformanceObserver((/** @type {any} */ list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== identifier) continue;
      paints.push({ at: scope.performance.timeOrigin + entry.renderTime, text: entry.element?.textContent ?? '' });
    }
  }).observe({ type: 'element', buffered: true });
  scope.addEventListener(
    'click',
    (/** @type {any} */ event) =>
      scope.sessionStorage.setItem(clickAt, String(scope.performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
}

/**
 * One click from a loaded, idle page to the first paint of the next page's own <h1> (Element Timing, at non-zero
 * opacity, timed in the page from the click event's own time stamp): its time in ms, and how many scripts the
 * page asked the network for between the click and then (a script the HTTP cache answered does not count; none:
 * the page's code was ready before the click). `origin` serves the app, or the same pages without their scripts
 * (the JavaScript-off twin: the click is a plain link, a full page load; the reader's own script still runs).
 * @param {import('playwright-core').Browser} browser @param {string} origin
 * @param {{ from: string, to: string }} transition @param {string} heading @param {boolean} app
 * @returns {Promise<{ ms: number, scripts: number }>}
 */
async function clickToHeading(browser, origin, { from, to }, heading, app) {
  const { context, page, cdp } = await throttledPage(browser, { javaScript: true, viewport: desktop });
  try {
    await context.addInitScript(readerScript, readerNames);
    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60_000 });
    if (app) await appTookOver(page);
    await page.waitForTimeout(idleBeforeClickMs);
    // Timed from the click: scrolling to the footer, resting and hovering is the visitor reading, the same with or
    // without JavaScript.
    const point = await aim(page.getByRole('contentinfo').locator(`a[href="${to}"]`).first());
    await page.waitForTimeout(reader.restAfterScrollMs);
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(reader.hoverMs);
    /** @type {Set<string>} */
    const scripts = new Set();
    cdp.on('Network.requestWillBeSent', ({ requestId, type }) => {
      if (type === 'Script') scripts.add(requestId);
    });
    cdp.on('Network.requestServedFromCache', ({ requestId }) => scripts.delete(requestId));
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (response.fromDiskCache) scripts.delete(requestId);
    });
    await page.mouse.click(point.x, point.y);
    await page.waitForURL((url) => url.pathname === to, { waitUntil: 'commit', timeout: 30_000 });
    const paintedAfterClick = (/** @type {{ names: ReaderNames, text: string }} */ { names, text }) => {
      const scope = /** @type {any} */ (globalThis);
      const clickAt = Number(scope.sessionStorage.getItem(names.clickAt));
      /** @type {{ at: number, text: string }[]} */
      const paints = scope[names.paints] ?? [];
      const paint = paints.find((each) => each.at > clickAt && each.text.includes(text));
      return paint ? Math.round(paint.at - clickAt) : null;
    };
    const ms = await page.waitForFunction(
      paintedAfterClick,
      { names: readerNames, text: heading },
      { timeout: 30_000, polling: 100 },
    );
    return { ms: Number(await ms.jsonValue()), scripts: scripts.size };
  } finally {
    await context.close();
  }
}

/**
 * The floor under any in-page navigation: the browser alone showing the next page, with no framework and no
 * network. The `from` page is served without its scripts; the `to` page's served HTML is fetched and parsed, its
 * stylesheets added and its <main> imported in advance; then, at 4× CPU, that <main> replaces the current one
 * (the header and footer stay, as in the app) and the time runs to the paint of its <h1> (Element Timing,
 * measured in the page, so no polling counts). What is left is style, layout and paint of the new page, which
 * any single-page app pays after its own work.
 * `firstSection` keeps only the section holding the <h1> inside <main>: the least a page can show first.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {{ from: string, to: string }} transition
 * @param {{ firstSection: boolean }} options
 */
async function domSwapMs(browser, origin, { from, to }, { firstSection }) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  try {
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    );
    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60_000 });
    await page.unrouteAll();
    // Runs in the page; typed loosely since this project's Node types have no DOM.
    await page.evaluate(
      async ([url, onlyFirstSection]) => {
        const scope = /** @type {any} */ (globalThis);
        const next = new scope.DOMParser().parseFromString(await (await scope.fetch(url)).text(), 'text/html');
        const imported = (/** @type {any[]} */ nodes) => nodes.map((node) => scope.document.importNode(node, true));
        scope.document.head.append(...imported([...next.head.querySelectorAll('style, link[rel="stylesheet"]')]));
        const heading = next.querySelector('main h1');
        heading.setAttribute('elementtiming', 'next-heading');
        const main = next.querySelector('main');
        if (onlyFirstSection) {
          const shown = heading.closest('main > *');
          for (const child of [...main.children]) if (child !== shown) child.remove();
        }
        scope.__nextMain = scope.document.importNode(main, true);
        scope.scrollTo(0, scope.document.body.scrollHeight);
      },
      [`${origin}${to}`, firstSection],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttledProfile.cpuSlowdown });
    return await page.evaluate(
      () =>
        new Promise((resolve, reject) => {
          const scope = /** @type {any} */ (globalThis);
          scope.setTimeout(() => reject(new Error('the new <h1> was not painted within 10 s')), 10_000);
          const swapped = scope.performance.now();
          new scope.PerformanceObserver((/** @type {any} */ list) => {
            const heading = list.getEntries().find((/** @type {any} */ entry) => entry.identifier === 'next-heading');
            if (heading) resolve(Math.round(heading.renderTime - swapped));
          }).observe({ type: 'element' });
          scope.document.querySelector('main').replaceWith(scope.__nextMain);
          scope.scrollTo(0, 0);
        }),
    );
  } finally {
    await context.close();
  }
}

/**
 * The longest Event Timing entry of the first interaction after takeover (the value INP takes for one
 * interaction): `first-input` is reported whatever its duration, `event` entries from 16 ms up.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {Interaction} interaction
 */
async function firstInteractionMs(browser, origin, interaction) {
  const { context, page } = await throttledPage(browser, { javaScript: true, viewport: interaction.viewport });
  try {
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
    await appTookOver(page);
    // Runs in the page; typed loosely since this project's Node types have no DOM.
    await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      scope.__eventDurations = [];
      const record = (/** @type {any} */ list) => {
        for (const entry of list.getEntries()) {
          if (entry.entryType === 'first-input' || entry.interactionId > 0) scope.__eventDurations.push(entry.duration);
        }
      };
      new scope.PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
      new scope.PerformanceObserver(record).observe({ type: 'event', durationThreshold: 16 });
    });
    await interaction.act(page);
    // Event Timing entries are queued after the next frame is presented: wait for the first one to arrive.
    await page.waitForFunction(() => /** @type {any} */ (globalThis).__eventDurations.length > 0, undefined, {
      timeout: 10_000,
    });
    return Math.max(
      ...(await page.evaluate(() => /** @type {number[]} */ (/** @type {any} */ (globalThis).__eventDurations))),
    );
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ from: string, to: string, appMs: number[], noJsMs: number[], swapMs: number[],
 *   firstSectionSwapMs: number[], baselineAppMs: number[], appScripts: number[], appMedian: number | null,
 *   noJsMedian: number | null, swapMedian: number | null, firstSectionSwapMedian: number | null,
 *   baselineAppMedian: number | null, scriptsAtClick: number | null, ratio: number | null,
 *   baselineRatio: number | null }} TransitionResult
 * @typedef {{ id: string, label: string, path: string, ms: number[], median: number | null }} InteractionResult
 * @typedef {{ profile: typeof throttledProfile, runs: number, transitions: TransitionResult[],
 *   interactions: InteractionResult[], medianAppMs: number | null, medianNoJsMs: number | null,
 *   medianSwapMs: number | null, medianFirstSectionSwapMs: number | null,
 *   baseline: { label: string, commit: string } | null, medianBaselineAppMs: number | null }} NavigationResults
 */

/**
 * @param {string} origin the site's origin
 * @param {{ noJsOrigin: string, runs: number, smoke: boolean, log?: (line: string) => void,
 *   baseline?: { url: string, label: string, commit: string } }} options `noJsOrigin`: the same pages without
 *   their scripts (the no-JS proxy), where the JavaScript-off twin clicks; `baseline`: another build whose app
 *   makes the same clicks in the same runs, in turn with this one
 * @returns {Promise<NavigationResults>}
 */
export async function measureNavigation(origin, { noJsOrigin, runs, smoke, log = console.log, baseline }) {
  const chosen = smoke ? transitions.slice(0, 1) : transitions;
  const chosenInteractions = smoke ? [] : interactions;
  const browser = await chromium.launch({ executablePath: chromePath, args: headlessChromiumFlags });
  try {
    const headings = await headingsOf(browser, origin, [...new Set(chosen.map((transition) => transition.to))]);
    const results = chosen.map((transition) => ({
      ...transition,
      appMs: /** @type {number[]} */ ([]),
      noJsMs: /** @type {number[]} */ ([]),
      swapMs: /** @type {number[]} */ ([]),
      firstSectionSwapMs: /** @type {number[]} */ ([]),
      baselineAppMs: /** @type {number[]} */ ([]),
      appScripts: /** @type {number[]} */ ([]),
    }));
    /** @typedef {'app' | 'no JS' | 'baseline app'} ClickVariant */
    /** @type {ClickVariant[]} */
    const variants = baseline ? ['app', 'no JS', 'baseline app'] : ['app', 'no JS'];
    for (let run = 0; run < runs; run += 1) {
      for (const [index, result] of results.entries()) {
        // Rotate which variant goes first, so a machine that speeds up or slows down favours none.
        const shift = (run + index) % variants.length;
        for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
          const app = variant !== 'no JS';
          const url = variant === 'baseline app' && baseline ? baseline.url : app ? origin : noJsOrigin;
          try {
            const { ms, scripts } = await clickToHeading(browser, url, result, headings.get(result.to) ?? '', app);
            if (variant === 'app') {
              result.appMs.push(ms);
              result.appScripts.push(scripts);
            } else (variant === 'no JS' ? result.noJsMs : result.baselineAppMs).push(ms);
            log(
              `  ${result.from} → ${result.to} ${variant}: ${ms} ms${app ? `, ${scripts} script(s) after the click` : ''}`,
            );
          } catch (error) {
            log(`  ${result.from} → ${result.to} ${variant}: not measured (${firstLine(error)})`);
          }
        }
        for (const firstSection of [false, true]) {
          const variant = firstSection ? 'DOM swap of the first section alone' : 'DOM swap alone';
          try {
            const ms = await domSwapMs(browser, origin, result, { firstSection });
            (firstSection ? result.firstSectionSwapMs : result.swapMs).push(ms);
            log(`  ${result.from} → ${result.to} ${variant}: ${ms} ms`);
          } catch (error) {
            log(`  ${result.from} → ${result.to} ${variant}: not measured (${firstLine(error)})`);
          }
        }
      }
    }
    const interactionResults = [];
    for (const interaction of chosenInteractions) {
      /** @type {number[]} */
      const ms = [];
      for (let run = 0; run < runs; run += 1) {
        try {
          ms.push(Math.round(await firstInteractionMs(browser, origin, interaction)));
          log(`  first interaction, ${interaction.label}: ${ms.at(-1)} ms`);
        } catch (error) {
          log(`  first interaction, ${interaction.label}: not measured (${firstLine(error)})`);
        }
      }
      interactionResults.push({
        id: interaction.id,
        label: interaction.label,
        path: interaction.path,
        ms,
        median: median(ms),
      });
    }
    /** @param {number | null} value @param {number | null} of */
    const ratioOf = (value, of) => (value === null || !of ? null : Math.round((value / of) * 100) / 100);
    const transitionResults = results.map((result) => {
      const appMedian = median(result.appMs);
      const noJsMedian = median(result.noJsMs);
      const baselineAppMedian = median(result.baselineAppMs);
      return {
        ...result,
        appMedian,
        noJsMedian,
        swapMedian: median(result.swapMs),
        firstSectionSwapMedian: median(result.firstSectionSwapMs),
        baselineAppMedian,
        scriptsAtClick: median(result.appScripts),
        ratio: ratioOf(appMedian, noJsMedian),
        baselineRatio: ratioOf(baselineAppMedian, noJsMedian),
      };
    });
    /** @param {'appMedian' | 'noJsMedian' | 'swapMedian' | 'firstSectionSwapMedian' | 'baselineAppMedian'} key */
    const medianOf = (key) => median(transitionResults.map((result) => result[key]).filter((ms) => ms !== null));
    return {
      profile: throttledProfile,
      runs,
      transitions: transitionResults,
      interactions: interactionResults,
      medianAppMs: medianOf('appMedian'),
      medianNoJsMs: medianOf('noJsMedian'),
      medianSwapMs: medianOf('swapMedian'),
      medianFirstSectionSwapMs: medianOf('firstSectionSwapMedian'),
      baseline: baseline ? { label: baseline.label, commit: baseline.commit } : null,
      medianBaselineAppMs: baseline ? medianOf('baselineAppMedian') : null,
    };
  } finally {
    await browser.close();
  }
}
