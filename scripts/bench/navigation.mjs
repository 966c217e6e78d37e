/**
 * In-site navigation and first interactions on a throttled phone profile, measured in real Chromium through
 * Playwright: how long a click on a footer link takes to show the next page's own <h1>, with the app and with
 * JavaScript off (the same click as a plain full page load), how long the first interactions after takeover
 * take to handle (Event Timing, as INP counts them) beside the same taps with the site's scripts held back, and
 * what a page fetches after its takeover in its first 10 s (prefetches), with and without `saveData`.
 */
import { chromium, errors } from 'playwright-core';
import { chromePath } from './lighthouse.mjs';
import { headlessChromiumFlags } from '../buildEnv.mjs';
import { createGzipSizer } from './gzipSizes.mjs';
import { interactionResult } from './interactionResults.mjs';
import { rotation } from './interleave.mjs';
import { median } from './metrics.mjs';
import {
  failedPrefetchSample,
  prefetchRequests,
  prefetchRoute,
  prefetchSample,
  prefetchWindowMs,
} from './prefetchBytes.mjs';

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
 * The first interactions after takeover. Each names what a visitor taps (`control`) and how the page shows it
 * handled the tap (`response`, which waits for it); locators go by role and state, so they hold whether the control
 * is a button or a native disclosure, with the app or without it.
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Locator} Locator
 * @typedef {{ id: string, label: string, path: string, viewport: { width: number, height: number },
 *   control: (page: Page) => Locator, response: (page: Page, control: Locator) => Promise<void> }} Interaction
 * @type {Interaction[]}
 */
export const interactions = [
  {
    id: 'menu',
    label: 'open the mobile menu (390 px)',
    path: '/',
    viewport: phone,
    control: (page) => page.getByRole('banner').getByRole('button', { name: /menu/i }),
    response: (page) =>
      page.getByRole('banner').getByRole('link', { name: 'Pricing' }).last().waitFor({ state: 'visible' }),
  },
  {
    id: 'accordion',
    label: 'open the first home FAQ question',
    path: '/',
    viewport: desktop,
    control: (page) => faqOf(page).locator('summary, button[aria-expanded]').first(),
    response: (page) =>
      faqOf(page).locator('details[open], button[aria-expanded="true"]').first().waitFor({ state: 'attached' }),
  },
  {
    id: 'tab',
    label: 'switch to the second /b2b tab',
    path: '/b2b',
    viewport: desktop,
    control: (page) => page.getByRole('tab').nth(1),
    response: async (page, tab) =>
      page
        .locator('[role="tab"][aria-selected="true"]')
        .nth(0)
        .filter({ hasText: await tab.innerText() })
        .waitFor(),
  },
];

/** The home page's FAQ section. @param {Page} page */
function faqOf(page) {
  return page.locator('main section', { has: page.getByRole('heading', { name: /questions/i }) }).last();
}

/**
 * How long a tapped control has to show its response: past it, the control did not respond (with the scripts held
 * back, that is the served page's honest answer; with the app, a failure).
 */
const responseTimeoutMs = 10_000;

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
 * globals that keep the headings' Element Timing paints and the first frames of the fades they were inserted in,
 * and the sessionStorage key of the click's time.
 * @typedef {{ identifier: string, paints: string, fades: string, clickAt: string }} ReaderNames
 * @type {ReaderNames}
 */
const readerNames = {
  identifier: 'bench-heading',
  paints: '__headingPaints',
  fades: '__headingFades',
  clickAt: '__benchClickAt',
};

/**
 * A heading's paint: when (epoch ms; for a fade's first frame, null where the heading was laid out with no opacity
 * animation around it) and its text.
 * @typedef {{ at: number | null, text: string }} HeadingPaint
 */

/**
 * Runs in every document a variant measures, before the page's own scripts: for each `main h1` as it is inserted (a
 * mutation observer's callback runs before the next paint), keeps the epoch time of its first paint at non-zero
 * opacity; and the epoch time of a click in sessionStorage, which a plain link's next document of the same origin
 * still reads. Typed loosely, since this project's Node types have no DOM.
 *
 * That paint is Element Timing's, but for a heading laid out under an opacity animation (a page that fades in):
 * Chromium's compositor runs such an animation and its frames are never painted by the page, so Element Timing
 * reports the heading once the animation has ended, or never (fadeCheck measures it in every run), even when the
 * page's first frame of it was already past 0. For such a heading the first paint at non-zero opacity is the
 * animation's first frame after its start (its start time, as the Web Animations API reports the compositor's, plus
 * one frame), or the frame that first painted the heading, if later (a fade may start before its heading is there).
 * @param {ReaderNames} names
 */
function readerScript({ identifier, paints: paintsGlobal, fades: fadesGlobal, clickAt }) {
  const scope = /** @type {any} */ (globalThis);
  const frameMs = 1000 / 60;
  /** @type {HeadingPaint[]} */
  const paints = [];
  /** @type {HeadingPaint[]} */
  const fades = [];
  scope[paintsGlobal] = paints;
  scope[fadesGlobal] = fades;
  const opacityOf = (/** @type {any} */ element) => {
    let opacity = 1;
    for (let each = element; each; each = each.parentElement) opacity *= Number(scope.getComputedStyle(each).opacity);
    return opacity;
  };
  const opacityAnimationsAround = (/** @type {any} */ element) =>
    scope.document
      .getAnimations()
      .filter(
        (/** @type {any} */ animation) =>
          animation.effect?.target?.contains(element) &&
          animation.effect.getKeyframes().some((/** @type {any} */ keyframe) => 'opacity' in keyframe),
      );
  // Once each animation has started (its start time comes back from the compositor when the page is next free);
  // never before the frame that first painted the heading (a fade may have started before the heading was there).
  const noteFade = (/** @type {any} */ heading, /** @type {any[]} */ animations, /** @type {number} */ paintedAt) => {
    const starts = animations.map((animation) => animation.startTime);
    if (starts.some((start) => start === null)) {
      scope.setTimeout(() => noteFade(heading, animations, paintedAt), 50);
      return;
    }
    const at = Math.max(scope.performance.timeOrigin + Math.max(...starts) + frameMs, paintedAt);
    fades.push({ at, text: heading.textContent ?? '' });
  };
  const watchFade = (/** @type {any} */ heading) => {
    const look = () => {
      if (!heading.isConnected) return;
      const box = heading.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) {
        scope.requestAnimationFrame(look);
        return;
      }
      const animations = opacityAnimationsAround(heading);
      if (animations.length) {
        // A task queued in this frame's animation callbacks runs once the frame has been painted.
        scope.setTimeout(() => noteFade(heading, animations, scope.performance.timeOrigin + scope.performance.now()));
      } else if (opacityOf(heading) > 0) fades.push({ at: null, text: heading.textContent ?? '' });
      else scope.requestAnimationFrame(look);
    };
    scope.requestAnimationFrame(look);
  };
  const mark = (/** @type {any} */ node) => {
    if (node.nodeType !== 1) return;
    const headings = node.matches('main h1') ? [node] : [...node.querySelectorAll('main h1')];
    for (const heading of headings) {
      heading.setAttribute('elementtiming', identifier);
      watchFade(heading);
    }
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

/** How long the second of the two end events is waited for once the first has come: past a fade, Element Timing may never come. */
const secondEventGraceMs = 1500;

/**
 * The first paint at non-zero opacity of a heading with `text` after `since` (epoch ms): the earlier of its Element
 * Timing paint and the first frame of the fade it was laid out in (readerScript), in ms after `since`, with Element
 * Timing's own figure beside it (null: none came within `secondEventGraceMs` of the fade's first frame) and
 * whether the page faded in.
 * @param {Page} page @param {string} text @param {number | 'click'} since `click`: the click's time, as the
 *   reader's script kept it
 * @returns {Promise<{ ms: number, elementTimingMs: number | null, faded: boolean }>}
 */
async function headingShown(page, text, since) {
  const found = (/** @type {{ names: ReaderNames, text: string, since: number | 'click', both: boolean }} */ args) => {
    const scope = /** @type {any} */ (globalThis);
    const from = args.since === 'click' ? Number(scope.sessionStorage.getItem(args.names.clickAt)) : args.since;
    const matching = (/** @type {HeadingPaint[] | undefined} */ list) =>
      (list ?? []).find((each) => (each.at === null || each.at > from) && each.text.includes(args.text));
    const paint = matching(scope[args.names.paints]);
    const fade = matching(scope[args.names.fades]);
    if (args.both ? !(paint && fade) : !(paint || fade?.at)) return null;
    const after = (/** @type {HeadingPaint | undefined} */ each) =>
      typeof each?.at === 'number' ? Math.round(each.at - from) : null;
    return { elementTimingMs: after(paint), fadeMs: after(fade) };
  };
  const args = { names: readerNames, text, since, both: false };
  const first = await (await page.waitForFunction(found, args, { timeout: 30_000, polling: 100 })).jsonValue();
  const both = await page
    .waitForFunction(found, { ...args, both: true }, { timeout: secondEventGraceMs, polling: 100 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const { elementTimingMs, fadeMs } = both ?? first ?? { elementTimingMs: null, fadeMs: null };
  const ends = [elementTimingMs, fadeMs].filter((each) => each !== null);
  if (!ends.length) throw new Error('the heading was not painted');
  return { ms: Math.min(...ends), elementTimingMs, faded: fadeMs !== null };
}

/**
 * One click from a loaded, idle page to the first frame showing the next page's own <h1> (readerScript, timed in
 * the page from the click event's own time stamp), with its Element Timing paint beside it: how many scripts the
 * page asked the network for between the click and then (a script the HTTP cache answered does not count; none:
 * the page's code was ready before the click). `origin` serves the app, or the same pages without their scripts
 * (the JavaScript-off twin: the click is a plain link, a full page load; the reader's own script still runs).
 * @param {import('playwright-core').Browser} browser @param {string} origin
 * @param {{ from: string, to: string }} transition @param {string} heading @param {boolean} app
 * @returns {Promise<{ ms: number, elementTimingMs: number | null, faded: boolean, scripts: number }>}
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
    return { ...(await headingShown(page, heading, 'click')), scripts: scripts.size };
  } finally {
    await context.close();
  }
}

/**
 * The floor under any in-page navigation: the browser alone showing the next page, with no framework and no
 * network. The `from` page is served without its scripts; the `to` page's served HTML is fetched and parsed, its
 * stylesheets added and its <main> imported in advance; then, at 4× CPU, that <main> replaces the current one
 * (the header and footer stay, as in the app) and the time runs to the first frame showing its <h1>, with its
 * Element Timing paint beside it (readerScript, as in the clicks). What is left is style, layout and paint of the
 * new page, which any single-page app pays after its own work.
 * `firstSection` keeps only the section holding the <h1> inside <main>: the least a page can show first.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {{ from: string, to: string }} transition
 * @param {{ firstSection: boolean }} options
 * @returns {Promise<{ ms: number, elementTimingMs: number | null }>}
 */
async function domSwapMs(browser, origin, { from, to }, { firstSection }) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  try {
    await context.addInitScript(readerScript, readerNames);
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    );
    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60_000 });
    await page.unrouteAll();
    // Runs in the page; typed loosely since this project's Node types have no DOM.
    const heading = await page.evaluate(
      async ([url, onlyFirstSection]) => {
        const scope = /** @type {any} */ (globalThis);
        const next = new scope.DOMParser().parseFromString(await (await scope.fetch(url)).text(), 'text/html');
        const imported = (/** @type {any[]} */ nodes) => nodes.map((node) => scope.document.importNode(node, true));
        scope.document.head.append(...imported([...next.head.querySelectorAll('style, link[rel="stylesheet"]')]));
        const main = next.querySelector('main');
        const nextHeading = main.querySelector('h1');
        if (onlyFirstSection) {
          const shown = nextHeading.closest('main > *');
          for (const child of [...main.children]) if (child !== shown) child.remove();
        }
        scope.__nextMain = scope.document.importNode(main, true);
        scope.scrollTo(0, scope.document.body.scrollHeight);
        return /** @type {string} */ (nextHeading.textContent).trim();
      },
      [`${origin}${to}`, firstSection],
    );
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttledProfile.cpuSlowdown });
    const swappedAt = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      const at = scope.performance.timeOrigin + scope.performance.now();
      scope.document.querySelector('main').replaceWith(scope.__nextMain);
      scope.scrollTo(0, 0);
      return at;
    });
    const { ms, elementTimingMs } = await headingShown(page, heading, swappedAt);
    return { ms, elementTimingMs };
  } finally {
    await context.close();
  }
}

/**
 * Checks the end event on a page of this Chromium: a heading inserted as it is, and one inserted under a 300 ms
 * opacity animation from 0 run by the compositor (the SPEC's page fade, as Motion runs it): its first paint at
 * non-zero opacity (readerScript) and Element Timing's report, in ms from the insertion.
 * @param {import('playwright-core').Browser} browser
 * @returns {Promise<{ plain: { ms: number, elementTimingMs: number | null },
 *   faded: { ms: number, elementTimingMs: number | null } }>}
 */
async function fadeCheck(browser) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  try {
    await context.addInitScript(readerScript, readerNames);
    await page.goto('data:text/html,<main></main>');
    /** @param {boolean} fades */
    const insert = async (fades) => {
      const text = fades ? 'A heading that fades in' : 'A heading shown as it is';
      const at = await page.evaluate(([heading, withFade]) => {
        const scope = /** @type {any} */ (globalThis);
        const section = scope.document.createElement('section');
        const h1 = scope.document.createElement('h1');
        h1.textContent = heading;
        section.append(h1);
        const insertedAt = scope.performance.timeOrigin + scope.performance.now();
        scope.document.querySelector('main').replaceChildren(section);
        if (withFade) section.animate([{ opacity: 0 }, { opacity: 1 }], { duration: 300, easing: 'ease-out' });
        return insertedAt;
      }, /** @type {const} */ ([text, fades]));
      const { ms, elementTimingMs } = await headingShown(page, text, at);
      return { ms, elementTimingMs };
    };
    return { plain: await insert(false), faded: await insert(true) };
  } finally {
    await context.close();
  }
}

/**
 * Holds back every script the page requests, from the start: each is left pending, never answered (not aborted: an
 * aborted request is an error the page's code could handle, a held one is only a network that has not answered
 * yet), so the app never starts and the page stays what the server sent, with its inline scripts (early.js, and
 * start.js, which asks for the app's entry once the page has painted). Everything else loads as usual.
 * @param {Page} page
 * @returns {Promise<{ firstHeld: Promise<string> }>} once the route is set: the first script held, the moment the
 *   served page would hand over to its app
 */
async function holdScripts(page) {
  /** @type {(url: string) => void} */
  let held = () => undefined;
  /** @type {Promise<string>} */
  const firstHeld = new Promise((resolve) => (held = resolve));
  await page.route('**/*', (route) => {
    if (route.request().resourceType() === 'script') held(route.request().url());
    else return route.continue().catch(() => undefined);
  });
  return { firstHeld };
}

/**
 * @template T
 * @param {Promise<T>} promise @param {number} ms @param {string} message the error's, past `ms`
 * @returns {Promise<T>}
 */
async function withinMs(promise, ms, message) {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  let timer;
  const late = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  try {
    return await Promise.race([promise, /** @type {Promise<never>} */ (late)]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Keeps the durations of the page's Event Timing entries from now on (and the buffered `first-input`): the value
 * INP takes for one interaction is the longest. `first-input` is reported whatever its duration, `event` entries
 * from 16 ms up. Runs in the page; typed loosely since this project's Node types have no DOM.
 * @param {Page} page
 */
const recordEventTiming = (page) =>
  page.evaluate(() => {
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

/**
 * The longest Event Timing entry of the first interaction after takeover (the value INP takes for one
 * interaction). With `held`, the same tap on the same page with the site's scripts held back (holdScripts), made
 * once the page is where the app's would start: loaded, and start.js asking for the app's entry (held). The app's
 * is made once it has taken over. Both tap at once from there.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {Interaction} interaction
 * @param {boolean} held
 * @returns {Promise<number | null>} null: with the scripts held back, the control did not respond at all
 */
async function firstInteractionMs(browser, origin, interaction, held) {
  const { context, page } = await throttledPage(browser, { javaScript: true, viewport: interaction.viewport });
  try {
    const firstHeld = held ? (await holdScripts(page)).firstHeld : null;
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
    if (firstHeld) await withinMs(firstHeld, 30_000, 'the served page asked for no script within 30 s of its load');
    else await appTookOver(page);
    await recordEventTiming(page);
    page.setDefaultTimeout(responseTimeoutMs);
    const control = interaction.control(page);
    await tap(page, control);
    try {
      await interaction.response(page, control);
    } catch (error) {
      if (held && error instanceof errors.TimeoutError) return null;
      throw error;
    }
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
 * Each interaction with the app and with the scripts held back, in the same runs, interleaved: which goes first
 * turns from run to run and from interaction to interaction, as the clicks' variants do.
 * @param {import('playwright-core').Browser} browser @param {string} origin
 * @param {readonly Interaction[]} chosen @param {number} runs @param {(line: string) => void} log
 * @returns {Promise<import('./interactionResults.mjs').InteractionResult[]>}
 */
export async function measureInteractions(browser, origin, chosen, runs, log) {
  const samples = chosen.map(() => ({
    app: /** @type {number[]} */ ([]),
    held: /** @type {import('./interactionResults.mjs').HeldSample[]} */ ([]),
  }));
  for (let run = 0; run < runs; run += 1) {
    for (const [index, interaction] of chosen.entries()) {
      for (const variant of rotation(/** @type {const} */ (['app', 'scripts held back']), run + index)) {
        const held = variant !== 'app';
        try {
          const measured = await firstInteractionMs(browser, origin, interaction, held);
          const ms = measured === null ? null : Math.round(measured);
          if (held) samples[index]?.held.push(ms);
          else if (ms !== null) samples[index]?.app.push(ms);
          log(`  first interaction, ${interaction.label}, ${variant}: ${ms === null ? 'no response' : `${ms} ms`}`);
        } catch (error) {
          log(`  first interaction, ${interaction.label}, ${variant}: not measured (${firstLine(error)})`);
        }
      }
    }
  }
  return chosen.map((interaction, index) =>
    interactionResult(interaction, samples[index]?.app ?? [], samples[index]?.held ?? []),
  );
}

/** The pages whose prefetches are measured (issue #30): home, a page of each section, the contact page. */
export const prefetchPaths = ['/', '/payout', '/contact', '/b2b', '/privacy'];

/** The global in which noteTakeover keeps the takeover's time. */
const takeoverGlobal = '__benchTakeoverAt';

/**
 * Runs in the page before its own scripts: keeps when `html[data-interactive]` appears, in ms from the navigation's
 * start (performance.now()). Typed loosely, since this project's Node types have no DOM.
 * @param {string} global
 */
function noteTakeover(global) {
  const scope = /** @type {any} */ (globalThis);
  const observer = new scope.MutationObserver(() => {
    if (!scope.document.documentElement?.hasAttribute('data-interactive')) return;
    observer.disconnect();
    scope[global] = scope.performance.now();
  });
  observer.observe(scope.document, { subtree: true, attributes: true, attributeFilter: ['data-interactive'] });
}

/**
 * @typedef {{ url: string, type: string, startedAt: number, fromCache: boolean, sentBytes: number | null,
 *   done: boolean }} RecordedRequest `startedAt`: epoch ms
 */

/**
 * Every request of the page as the DevTools protocol reports it (the Network domain is enabled): when it was asked
 * for, whether the HTTP cache answered it, and the bytes received for it once it finished.
 * @param {import('playwright-core').CDPSession} cdp
 * @returns {Map<string, RecordedRequest>} by request id
 */
function recordRequests(cdp) {
  /** @type {Map<string, RecordedRequest>} */
  const requests = new Map();
  cdp.on('Network.requestWillBeSent', ({ requestId, request, type, wallTime }) => {
    // A redirect is sent again under the same id: it started when it was first asked for.
    const startedAt = requests.get(requestId)?.startedAt ?? wallTime * 1000;
    requests.set(requestId, {
      url: request.url,
      type: type ?? 'Other',
      startedAt,
      fromCache: false,
      sentBytes: null,
      done: false,
    });
  });
  const update = (/** @type {string} */ requestId, /** @type {Partial<RecordedRequest>} */ values) => {
    const request = requests.get(requestId);
    if (request) Object.assign(request, values);
  };
  cdp.on('Network.requestServedFromCache', ({ requestId }) => update(requestId, { fromCache: true }));
  cdp.on('Network.responseReceived', ({ requestId, response }) => {
    if (response.fromDiskCache || response.fromPrefetchCache) update(requestId, { fromCache: true });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) =>
    update(requestId, { sentBytes: encodedDataLength, done: true }),
  );
  cdp.on('Network.loadingFailed', ({ requestId }) => update(requestId, { done: true }));
  return requests;
}

/**
 * @param {ReadonlyMap<string, RecordedRequest>} requests @param {number} timeOrigin the page's, epoch ms
 * @returns {import('./prefetchBytes.mjs').ObservedRequest[]}
 */
const observedSince = (requests, timeOrigin) =>
  [...requests.values()].map(({ url, type, startedAt, fromCache, sentBytes }) => ({
    url,
    type,
    startMs: startedAt - timeOrigin,
    fromCache,
    sentBytes,
  }));

/**
 * One load of `path` on the throttled profile (desktop viewport, fresh context), read as the navigation's reader
 * reads: the page sits idle for 3 s after its takeover, then the footer is scrolled into view (the visitor's first
 * use, after which the shell prefetches for the links in view), and nothing more. It records every request until
 * 10 s after the navigation's start, waits (up to 10 s more) for those asked for in the window to finish, and counts
 * what the page asked for from its takeover on (prefetchBytes.mjs). With `saveData`,
 * `navigator.connection.saveData` is true (the DevTools protocol's data-saver override), which the shell's
 * `prefetchAllowed` reads.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string} path
 * @param {{ saveData: boolean, gzipSizesOf: (urls: readonly string[]) => Promise<Map<string, number>> }} options
 * @returns {Promise<import('./prefetchBytes.mjs').PrefetchSample>}
 */
async function prefetchVisit(browser, origin, path, { saveData, gzipSizesOf }) {
  const { context, page, cdp } = await throttledPage(browser, { javaScript: true, viewport: desktop });
  try {
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const requests = recordRequests(cdp);
    await context.addInitScript(noteTakeover, takeoverGlobal);
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    await appTookOver(page);
    const { timeOrigin, takeoverMs } = await page.evaluate(
      (global) => ({
        timeOrigin: /** @type {number} */ (/** @type {any} */ (globalThis).performance.timeOrigin),
        takeoverMs: /** @type {number | undefined} */ (/** @type {any} */ (globalThis)[global]),
      }),
      takeoverGlobal,
    );
    if (takeoverMs === undefined) throw new Error('the takeover was not observed');
    await page.waitForTimeout(idleBeforeClickMs);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(Math.max(0, timeOrigin + prefetchWindowMs - Date.now()));
    const inWindow = () =>
      [...requests.values()].filter((request) => request.startedAt - timeOrigin < prefetchWindowMs);
    for (let waited = 0; waited < 10_000 && inWindow().some((request) => !request.done); waited += 200) {
      await page.waitForTimeout(200);
    }
    const observed = observedSince(requests, timeOrigin);
    const counted = prefetchRequests(observed, takeoverMs);
    return prefetchSample(observed, takeoverMs, await gzipSizesOf(counted.map((request) => request.url)));
  } catch (error) {
    return failedPrefetchSample(firstLine(error) ?? '');
  } finally {
    await context.close();
  }
}

/**
 * @typedef {{ windowMs: number, routes: import('./prefetchBytes.mjs').PrefetchRoute[] }} PrefetchResults
 */

/**
 * Every page's files, by page, as the page lists give them (each remote's beside its manifest, the remotes'
 * locations from the site's `/remotes.json`, and the shell's at the site's root for its own pages), with the lists'
 * own URLs: what only the prefetcher asks for.
 * @param {string} origin @param {string} pageListFile
 * @returns {Promise<{ filesByPage: Map<string, string[]>, lists: string[] }>}
 */
async function pageFilesOfSite(origin, pageListFile) {
  const remotes = /** @type {Record<string, string>} */ (await (await fetch(`${origin}/remotes.json`)).json());
  /** @type {Map<string, string[]>} */
  const filesByPage = new Map();
  const lists = [`${origin}/`, ...Object.values(remotes)].map((base) => new URL(pageListFile, base).href);
  for (const list of lists) {
    const { pages } = /** @type {{ pages: Record<string, { files: string[] }> }} */ (await (await fetch(list)).json());
    for (const [path, { files }] of Object.entries(pages)) {
      filesByPage.set(
        path,
        files.map((file) => new URL(file, list).href),
      );
    }
  }
  return { filesByPage, lists };
}

/**
 * Each page's prefetches, with and without `saveData`, one load of each per run, the two taking turns first.
 * The smoke loads `/` once, without `saveData`.
 * @param {import('playwright-core').Browser} browser @param {string} origin
 * @param {{ runs: number, smoke: boolean, pageListFile: string, log: (line: string) => void }} options
 * @returns {Promise<PrefetchResults>}
 */
export async function measurePrefetches(browser, origin, { runs, smoke, pageListFile, log }) {
  const { filesByPage, lists } = await pageFilesOfSite(origin, pageListFile);
  /** What only the prefetcher asks for on `path`: the lists, and every other page's files. @param {string} path */
  const prefetcherOnly = (path) =>
    new Set([...lists, ...[...filesByPage].flatMap(([page, files]) => (page === path ? [] : files))]);
  const paths = smoke ? prefetchPaths.slice(0, 1) : prefetchPaths;
  const saveDataVariants = smoke ? [false] : [false, true];
  const gzipSizesOf = createGzipSizer();
  const samples = paths.map(() => ({
    plain: /** @type {import('./prefetchBytes.mjs').PrefetchSample[]} */ ([]),
    saveData: /** @type {import('./prefetchBytes.mjs').PrefetchSample[]} */ ([]),
  }));
  for (let run = 0; run < runs; run += 1) {
    for (const [index, path] of paths.entries()) {
      for (const saveData of rotation(saveDataVariants, run + index)) {
        const sample = await prefetchVisit(browser, origin, path, { saveData, gzipSizesOf });
        samples[index]?.[saveData ? 'saveData' : 'plain'].push(sample);
        const variant = saveData ? ', saveData' : '';
        log(
          sample.error === null
            ? `  after takeover in the first 10 s, ${path}${variant}: ${((sample.bytes ?? 0) / 1000).toFixed(1)} kB gzip in ${sample.requests} request(s), takeover at ${sample.takeoverMs} ms`
            : `  after takeover in the first 10 s, ${path}${variant}: not measured (${sample.error})`,
        );
      }
    }
  }
  return {
    windowMs: prefetchWindowMs,
    routes: paths.map((path, index) =>
      prefetchRoute(path, samples[index]?.plain ?? [], samples[index]?.saveData ?? [], prefetcherOnly(path)),
    ),
  };
}

/**
 * @typedef {{ app: (number | null)[], noJs: (number | null)[], baselineApp: (number | null)[], swap: (number | null)[] }}
 *   ElementTimingSamples each variant's Element Timing paint of the heading, ms after the click (the swap), run by
 *   run; null where none came
 * @typedef {{ app: number | null, noJs: number | null, baselineApp: number | null, swap: number | null }}
 *   ElementTimingMedians
 * @typedef {{ from: string, to: string, appMs: number[], noJsMs: number[], swapMs: number[],
 *   firstSectionSwapMs: number[], baselineAppMs: number[], appScripts: number[], appFaded: boolean[],
 *   elementTiming: ElementTimingSamples, elementTimingMedians: ElementTimingMedians, appMedian: number | null,
 *   noJsMedian: number | null, swapMedian: number | null, firstSectionSwapMedian: number | null,
 *   baselineAppMedian: number | null, scriptsAtClick: number | null, ratio: number | null,
 *   baselineRatio: number | null }} TransitionResult `…Ms`: the first frame showing the heading (readerScript)
 * @typedef {import('./interactionResults.mjs').InteractionResult} InteractionResult
 * @typedef {{ ms: number, elementTimingMs: number | null }} EndEvents
 * @typedef {{ plain: EndEvents, faded: EndEvents }} FadeCheck
 * @typedef {{ profile: typeof throttledProfile, runs: number, transitions: TransitionResult[],
 *   interactions: InteractionResult[], prefetch: PrefetchResults, fadeChecks: FadeCheck[], medianAppMs: number | null,
 *   medianNoJsMs: number | null,
 *   medianSwapMs: number | null, medianFirstSectionSwapMs: number | null,
 *   baseline: { label: string, commit: string } | null, medianBaselineAppMs: number | null }} NavigationResults
 */

/**
 * @param {string} origin the site's origin
 * @param {{ noJsOrigin: string, pageListFile: string, runs: number, smoke: boolean, log?: (line: string) => void,
 *   baseline?: { url: string, label: string, commit: string } }} options `noJsOrigin`: the same pages without
 *   their scripts (the no-JS proxy), where the JavaScript-off twin clicks; `pageListFile`: the name of the page
 *   lists (beside each remote's manifest, and at the site's root); `baseline`: another build whose app makes the
 *   same clicks in the same runs, in turn with this one
 * @returns {Promise<NavigationResults>}
 */
export async function measureNavigation(
  origin,
  { noJsOrigin, pageListFile, runs, smoke, log = console.log, baseline },
) {
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
      appFaded: /** @type {boolean[]} */ ([]),
      elementTiming: {
        app: /** @type {(number | null)[]} */ ([]),
        noJs: /** @type {(number | null)[]} */ ([]),
        baselineApp: /** @type {(number | null)[]} */ ([]),
        swap: /** @type {(number | null)[]} */ ([]),
      },
    }));
    /** @type {Awaited<ReturnType<typeof fadeCheck>>[]} */
    const fadeChecks = [];
    /** @typedef {'app' | 'no JS' | 'baseline app'} ClickVariant */
    /** @type {ClickVariant[]} */
    const variants = baseline ? ['app', 'no JS', 'baseline app'] : ['app', 'no JS'];
    for (let run = 0; run < runs; run += 1) {
      try {
        fadeChecks.push(await fadeCheck(browser));
      } catch (error) {
        log(`  the end events on a page that fades in: not measured (${firstLine(error)})`);
      }
      for (const [index, result] of results.entries()) {
        // Rotate which variant goes first, so a machine that speeds up or slows down favours none.
        const shift = (run + index) % variants.length;
        for (const variant of [...variants.slice(shift), ...variants.slice(0, shift)]) {
          const app = variant !== 'no JS';
          const url = variant === 'baseline app' && baseline ? baseline.url : app ? origin : noJsOrigin;
          try {
            const { ms, elementTimingMs, faded, scripts } = await clickToHeading(
              browser,
              url,
              result,
              headings.get(result.to) ?? '',
              app,
            );
            if (variant === 'app') {
              result.appMs.push(ms);
              result.appScripts.push(scripts);
              result.appFaded.push(faded);
              result.elementTiming.app.push(elementTimingMs);
            } else if (variant === 'no JS') {
              result.noJsMs.push(ms);
              result.elementTiming.noJs.push(elementTimingMs);
            } else {
              result.baselineAppMs.push(ms);
              result.elementTiming.baselineApp.push(elementTimingMs);
            }
            log(
              `  ${result.from} → ${result.to} ${variant}: ${ms} ms (Element Timing ${elementTimingMs ?? 'none'}${faded ? ', fading' : ''})${app ? `, ${scripts} script(s) after the click` : ''}`,
            );
          } catch (error) {
            log(`  ${result.from} → ${result.to} ${variant}: not measured (${firstLine(error)})`);
          }
        }
        for (const firstSection of [false, true]) {
          const variant = firstSection ? 'DOM swap of the first section alone' : 'DOM swap alone';
          try {
            const { ms, elementTimingMs } = await domSwapMs(browser, origin, result, { firstSection });
            (firstSection ? result.firstSectionSwapMs : result.swapMs).push(ms);
            if (!firstSection) result.elementTiming.swap.push(elementTimingMs);
            log(`  ${result.from} → ${result.to} ${variant}: ${ms} ms (Element Timing ${elementTimingMs ?? 'none'})`);
          } catch (error) {
            log(`  ${result.from} → ${result.to} ${variant}: not measured (${firstLine(error)})`);
          }
        }
      }
    }
    const interactionResults = await measureInteractions(browser, origin, chosenInteractions, runs, log);
    const prefetch = await measurePrefetches(browser, origin, { runs, smoke, pageListFile, log });
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
        elementTimingMedians: {
          app: median(result.elementTiming.app),
          noJs: median(result.elementTiming.noJs),
          baselineApp: median(result.elementTiming.baselineApp),
          swap: median(result.elementTiming.swap),
        },
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
      prefetch,
      fadeChecks,
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
