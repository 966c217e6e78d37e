/**
 * What a visitor does after the first load, on a throttled profile in Chromium through Playwright: a footer-link
 * click timed to the first frame showing the next page's own <h1> (with the app, as the same click with JavaScript
 * off, and against the DOM swap alone), the first taps after takeover as Event Timing reports them (against the same
 * taps with the site's scripts held back), and what a page prefetches in its first 10 s.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { errors } from 'playwright-core';
import { apps } from '@site/apps';
import { recordRequests, throttledPage } from './firstLoad.mjs';

/** The measured transitions: each crosses a section boundary except `/` → `/pricing`. */
export const transitions = [
  { from: '/', to: '/payout' },
  { from: '/', to: '/privacy' },
  { from: '/payout', to: '/about' },
  { from: '/', to: '/pricing' },
  { from: '/payout', to: '/contact' },
  { from: '/contact', to: '/upi-solutions' },
];

/** @type {import('./firstLoad.mjs').Profile} 150 ms round trips, 1.6 Mbps down, 750 kbps up, 4× slower CPU. */
const profile = { latencyMs: 150, downBytesPerS: 200_000, upBytesPerS: 93_750, cpuSlowdown: 4 };
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
/**
 * The reader of the prefetch measure, the same in every variant: the loaded page sits for 3 s, the link is scrolled into view,
 * the pointer comes to rest on it 1.5 s later, and clicks after a 150 ms hover.
 */
const reader = { idleMs: 3000, restAfterScrollMs: 1350, hoverMs: 150 };

/**
 * The first interactions after takeover. Each names what a visitor taps (`control`) and how the page shows it
 * handled the tap (`response`, which waits for it); locators go by role and state, so they hold whether the control
 * is a button or a native disclosure, with the app or without it.
 * @typedef {import('playwright-core').Page} Page
 * @typedef {import('playwright-core').Locator} Locator
 * @typedef {{ label: string, path: string, viewport: { width: number, height: number },
 *   control: (page: Page) => Locator, response: (page: Page, control: Locator) => Promise<void> }} Interaction
 * @type {Interaction[]}
 */
export const interactions = [
  {
    label: 'open the mobile menu (390 px)',
    path: '/',
    viewport: phone,
    control: (page) => page.getByRole('banner').getByRole('button', { name: /menu/i }),
    response: (page) =>
      page.getByRole('banner').getByRole('link', { name: 'Pricing' }).last().waitFor({ state: 'visible' }),
  },
  {
    label: 'open the first home FAQ question',
    path: '/',
    viewport: desktop,
    control: (page) => faqOf(page).locator('summary, button[aria-expanded]').first(),
    response: (page) =>
      faqOf(page).locator('details[open], button[aria-expanded="true"]').first().waitFor({ state: 'attached' }),
  },
  {
    label: 'switch to the second /b2b tab',
    path: '/b2b',
    viewport: desktop,
    control: (page) => page.getByRole('tab').nth(1),
    response: async (page, tab) => page.getByRole('tab', { selected: true, name: await tab.innerText() }).waitFor(),
  },
];

/** The home page's FAQ section. @param {Page} page */
const faqOf = (page) => page.locator('main section', { has: page.getByRole('heading', { name: /questions/i }) }).last();

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

const appTookOver = (/** @type {Page} */ page) =>
  page.locator('html[data-interactive]').waitFor({ state: 'attached', timeout: 60_000 });

/**
 * The heading each target page shows, read once from its served HTML (unthrottled).
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string[]} paths
 */
export async function headingsOf(browser, origin, paths) {
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
 * @typedef {{ at: number | null, text: string }} HeadingPaint a heading's paint (epoch ms; a fade's `at` is null
 *   where no opacity animation was around the heading)
 */

/**
 * Runs in every document before the page's own scripts: for each `main h1` as it is inserted, keeps the epoch time
 * of its first paint at non-zero opacity (`__headingPaints`, `__headingFades`), and the time of a click in
 * sessionStorage (`__benchClickAt`), which a plain link's next document still reads. Typed loosely (no DOM types).
 * That paint is Element Timing's, but Chromium's compositor runs a page's opacity fade and Element Timing reports a
 * heading under it only once it has ended, or never: there, it is the fade's first frame after its start (the Web
 * Animations start time plus a frame), or the frame that first painted the heading, if later.
 */
function readerScript() {
  const scope = /** @type {any} */ (globalThis);
  const frameMs = 1000 / 60;
  /** @type {HeadingPaint[]} */
  const paints = [];
  /** @type {HeadingPaint[]} */
  const fades = [];
  scope.__headingPaints = paints;
  scope.__headingFades = fades;
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
      heading.setAttribute('elementtiming', 'bench-heading');
      watchFade(heading);
    }
  };
  new scope.MutationObserver((/** @type {any[]} */ records) => {
    for (const record of records) for (const node of record.addedNodes) mark(node);
  }).observe(scope.document, { childList: true, subtree: true });
  new scope.PerformanceObserver((/** @type {any} */ list) => {
    for (const entry of list.getEntries()) {
      if (entry.identifier !== 'bench-heading') continue;
      paints.push({ at: scope.performance.timeOrigin + entry.renderTime, text: entry.element?.textContent ?? '' });
    }
  }).observe({ type: 'element', buffered: true });
  scope.addEventListener(
    'click',
    (/** @type {any} */ event) =>
      scope.sessionStorage.setItem('__benchClickAt', String(scope.performance.timeOrigin + event.timeStamp)),
    { capture: true },
  );
}

/**
 * The first paint at non-zero opacity of a heading with `text` after `since` (epoch ms): the earlier of its Element
 * Timing paint and the first frame of the fade it was laid out in (readerScript), in ms after `since`.
 * @param {Page} page @param {string} text @param {number | 'click'} since `click`: the click's time, as the
 *   reader's script kept it
 * @returns {Promise<number>}
 */
async function headingShown(page, text, since) {
  const found = (/** @type {{ text: string, since: number | 'click', both: boolean }} */ args) => {
    const scope = /** @type {any} */ (globalThis);
    const from = args.since === 'click' ? Number(scope.sessionStorage.getItem('__benchClickAt')) : args.since;
    const matching = (/** @type {HeadingPaint[] | undefined} */ list) =>
      (list ?? []).find((each) => (each.at === null || each.at > from) && each.text.includes(args.text));
    const paint = matching(scope.__headingPaints);
    const fade = matching(scope.__headingFades);
    if (args.both ? !(paint && fade) : !(paint || fade?.at)) return null;
    const after = (/** @type {HeadingPaint | undefined} */ each) =>
      typeof each?.at === 'number' ? Math.round(each.at - from) : null;
    return { elementTimingMs: after(paint), fadeMs: after(fade) };
  };
  const args = { text, since, both: false };
  const first = await (await page.waitForFunction(found, args, { timeout: 30_000, polling: 100 })).jsonValue();
  const both = await page
    // The other end event, for a while: past a fade, Element Timing may never come.
    .waitForFunction(found, { ...args, both: true }, { timeout: 1500, polling: 100 })
    .then((handle) => handle.jsonValue())
    .catch(() => null);
  const { elementTimingMs, fadeMs } = both ?? first ?? { elementTimingMs: null, fadeMs: null };
  const ends = [elementTimingMs, fadeMs].filter((each) => each !== null);
  if (!ends.length) throw new Error('the heading was not painted');
  return Math.min(...ends);
}

/**
 * One click from a loaded, idle page to the first frame showing the next page's own <h1> (readerScript, timed in
 * the page from the click event's own time stamp). `origin` serves the app, or the same pages without their
 * scripts (the JavaScript-off twin: the click is a plain link, a full page load; the reader's own script still runs).
 * @param {import('playwright-core').Browser} browser @param {string} origin
 * @param {{ from: string, to: string }} transition @param {string} heading @param {boolean} app
 * @returns {Promise<number>}
 */
export async function clickToHeading(browser, origin, { from, to }, heading, app) {
  const { context, page } = await throttledPage(browser, { viewport: desktop }, profile);
  try {
    await context.addInitScript(readerScript);
    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60_000 });
    if (app) await appTookOver(page);
    await page.waitForTimeout(reader.idleMs);
    // Timed from the click: scrolling to the footer, resting and hovering is the visitor reading, the same with or
    // without JavaScript.
    const point = await aim(page.getByRole('contentinfo').locator(`a[href="${to}"]`).first());
    await page.waitForTimeout(reader.restAfterScrollMs);
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(reader.hoverMs);
    await page.mouse.click(point.x, point.y);
    await page.waitForURL((url) => url.pathname === to, { waitUntil: 'commit', timeout: 30_000 });
    return await headingShown(page, heading, 'click');
  } finally {
    await context.close();
  }
}

/**
 * The floor under any in-page navigation, with no framework and no network: the `to` page's served <main> (its
 * stylesheets added) imported in advance into the `from` page served without scripts, then swapped in at 4× CPU,
 * timed to its <h1>'s first frame as the clicks are. What is left is style, layout and paint, which any app pays.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {{ from: string, to: string }} transition
 * @returns {Promise<number>}
 */
export async function domSwapMs(browser, origin, { from, to }) {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  try {
    await context.addInitScript(readerScript);
    await page.route('**/*', (route) =>
      route.request().resourceType() === 'document' ? route.continue() : route.abort(),
    );
    await page.goto(`${origin}${from}`, { waitUntil: 'load', timeout: 60_000 });
    await page.unrouteAll();
    // Runs in the page; typed loosely since this project's Node types have no DOM.
    const heading = await page.evaluate(async (url) => {
      const scope = /** @type {any} */ (globalThis);
      const next = new scope.DOMParser().parseFromString(await (await scope.fetch(url)).text(), 'text/html');
      const imported = (/** @type {any[]} */ nodes) => nodes.map((node) => scope.document.importNode(node, true));
      scope.document.head.append(...imported([...next.head.querySelectorAll('style, link[rel="stylesheet"]')]));
      const main = next.querySelector('main');
      const nextHeading = main.querySelector('h1');
      scope.__nextMain = scope.document.importNode(main, true);
      scope.scrollTo(0, scope.document.body.scrollHeight);
      return /** @type {string} */ (nextHeading.textContent).trim();
    }, `${origin}${to}`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    const swappedAt = await page.evaluate(() => {
      const scope = /** @type {any} */ (globalThis);
      const at = scope.performance.timeOrigin + scope.performance.now();
      scope.document.querySelector('main').replaceWith(scope.__nextMain);
      scope.scrollTo(0, 0);
      return at;
    });
    return await headingShown(page, heading, swappedAt);
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
 */
const holdScripts = (page) =>
  page.route('**/*', (route) =>
    route.request().resourceType() === 'script' ? undefined : route.continue().catch(() => undefined),
  );

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
 * The longest Event Timing entry of the first tap after takeover (what INP takes for one interaction). `held`: the
 * same tap with the site's scripts held back, made once the page asks for its first script (where the app starts).
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {Interaction} interaction
 * @param {boolean} held
 * @returns {Promise<number | null>} null: with the scripts held back, the control did not respond at all
 */
export async function firstInteractionMs(browser, origin, interaction, held) {
  const { context, page } = await throttledPage(browser, { viewport: interaction.viewport }, profile);
  try {
    if (held) await holdScripts(page);
    // With the scripts held, the first script asked for is the moment the served page would hand over to its app.
    const firstScript =
      held && page.waitForRequest((request) => request.resourceType() === 'script', { timeout: 60_000 });
    await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 });
    await (firstScript || appTookOver(page));
    await recordEventTiming(page);
    // Past 10 s the control did not respond: with the scripts held back, the served page's honest answer.
    page.setDefaultTimeout(10_000);
    const control = interaction.control(page);
    // A trusted click at the centre, dispatched at once: no actionability waits inside the measurement.
    const point = await aim(control);
    await page.mouse.click(point.x, point.y);
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

/** The pages whose prefetches are measured: home, a page of each section, the contact page. */
export const prefetchPaths = ['/', '/payout', '/contact', '/b2b', '/privacy'];
/** The window of the cap on prefetching (README, "Size goals"), from the navigation's start. */
const prefetchWindowMs = 10_000;

/**
 * The chunk of each page's code, by path, as the build of `repo` names it: each app's prerender bundle exports its
 * `pageChunks` (the chunk named after the page's folder, `pageChunkName`).
 * @param {string} repo
 * @returns {Promise<Record<string, string>>}
 */
async function builtPageChunks(repo) {
  const bundles = await Promise.all(
    apps.map(
      async (app) =>
        /** @type {{ pageChunks: Record<string, string> }} */ (
          await import(pathToFileURL(join(repo, app.dir, 'dist-prerender/prerender.js')).href)
        ),
    ),
  );
  return Object.assign({}, ...bundles.map((bundle) => bundle.pageChunks));
}

/**
 * What only prefetching asks for on a page: other pages' code (the chunks named after a page's folder, `page-…`:
 * every one but the page's own, as `repo`'s build names it), and the code of every section but the page's own
 * (whatever is fetched from another remote's folder; the contact page is the shell's, so every remote is another).
 * The page's own takeover at the visitor's first use loads neither.
 * @param {string} origin where `repo`'s build is served
 * @param {string} repo
 * @returns {Promise<(path: string) => (url: string) => boolean>}
 */
export async function prefetcherOnlyUrls(origin, repo) {
  const json = async (/** @type {string} */ file) => (await fetch(`${origin}/${file}`)).json();
  const remotes = /** @type {Record<string, string>} */ (await json('remotes.json'));
  const { pages } = /** @type {{ pages: Record<string, { owner: string }> }} */ (await json('paths.json'));
  const pageChunks = await builtPageChunks(repo);
  return (path) => {
    const others = Object.keys(remotes).filter((name) => name !== pages[path]?.owner);
    const otherSections = others.map((name) => new URL('.', remotes[name]).href);
    return (url) => {
      const code = /\/(page-[\w-]+)\.[0-9a-f]+\.(js|css)$/.exec(new URL(url).pathname)?.[1];
      return otherSections.some((base) => url.startsWith(base)) || (code !== undefined && code !== pageChunks[path]);
    };
  };
}

/**
 * One load of `path` on the throttled profile (desktop, fresh context), read as the navigation's reader reads:
 * idle for 3 s after the takeover, then the footer scrolled into view (the visitor's first use, after which the
 * shell prefetches). The bytes as sent of what only prefetching asks for, among the requests made in the first
 * 10 s (waiting up to 10 s more for them to finish). With `saveData`, `navigator.connection.saveData` is true
 * (the DevTools protocol's data-saver override), which the shell's `startLinkPrefetching` reads.
 * @param {import('playwright-core').Browser} browser @param {string} origin @param {string} path
 * @param {(url: string) => boolean} prefetcherOnly @param {boolean} saveData
 * @returns {Promise<number>}
 */
export async function prefetchedBytes(browser, origin, path, prefetcherOnly, saveData) {
  const { context, page, cdp } = await throttledPage(browser, { viewport: desktop }, profile);
  try {
    if (saveData) await cdp.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    const { requests } = recordRequests(cdp);
    await page.goto(`${origin}${path}`, { waitUntil: 'load', timeout: 60_000 });
    const timeOrigin = await page.evaluate(
      () => /** @type {number} */ (/** @type {any} */ (globalThis).performance.timeOrigin),
    );
    await appTookOver(page);
    await page.waitForTimeout(reader.idleMs);
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await page.waitForTimeout(Math.max(0, timeOrigin + prefetchWindowMs - Date.now()));
    const counted = () =>
      [...requests.values()].filter((r) => r.at - timeOrigin < prefetchWindowMs && prefetcherOnly(r.url));
    for (let waited = 0; waited < 10_000 && counted().some((request) => !request.done); waited += 200) {
      await page.waitForTimeout(200);
    }
    return counted().reduce((sum, request) => sum + request.bytes, 0);
  } finally {
    await context.close();
  }
}
