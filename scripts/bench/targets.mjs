/**
 * The figures the project's targets are held to, each computed run by run from the samples (a page against the
 * page it is compared with in the same run) and summarized as a median with its confidence interval (stats.mjs).
 * A figure with a limit is a target: the verdict is on the median, or on every run where `every` says so.
 */
import { byRun, difference, ratio, summarize } from './stats.mjs';

/**
 * @typedef {(number | null)[]} Runs a figure run by run; null where the run measured nothing
 * @typedef {Record<string, Record<string, Record<string, Runs>>>} Samples build → page → metric → runs
 * @typedef {object} Figure
 * @property {string} label the same for every build
 * @property {'ms' | 'ratio' | 'kB' | 'cls'} unit
 * @property {number | null} limit at most this
 * @property {boolean} [every] the limit holds in every run, not only for the median
 * @property {boolean} [budget] the run fails above it
 * @property {Runs} runs
 * @property {import('./stats.mjs').Summary | null} summary
 * @property {boolean | null} pass null: no limit, or nothing measured
 * @typedef {{ routes: string[], floor: string[], transitions: { from: string, to: string }[], taps: string[],
 *   prefetchPaths: string[] }} Plan what was measured
 */

/** The limits, defined once. */
const limits = {
  lcpRatio: 1.05,
  cls: 0.01,
  firstLoadScriptsKB: 150,
  clicksRatio: 0.8,
  transitionRatio: 1,
  tapOverHeldMs: 50,
  tapMs: 200,
  prefetchKB: 50,
  scrollTaskMs: 100,
  federationRuntimeKB: 30,
};

/** The page names the runner records under, defined once. */
export const pageNames = {
  /** @param {string} path @param {boolean} noScript @param {boolean} visitor */
  load: (path, noScript, visitor) => `${path}${noScript ? ' no-script' : ''}${visitor ? ' visitor' : ''}`,
  /** @param {{ from: string, to: string }} transition */
  click: ({ from, to }) => `${from} → ${to}`,
  prefetch: (/** @type {string} */ path) => `prefetch ${path}`,
  scroll: 'scroll /',
  federation: 'federation runtime',
};

/** @param {Omit<Figure, 'summary' | 'pass'>} figure @returns {Figure} */
function judged(figure) {
  const summary = summarize(figure.runs);
  const { limit } = figure;
  const measured = limit === null || !summary ? [] : figure.every ? summary.values : [summary.median];
  return { ...figure, summary, pass: measured.length ? measured.every((value) => value <= Number(limit)) : null };
}

/** @param {Runs} bytes */
const kB = (bytes) => bytes.map((value) => (value === null ? null : value / 1000));

/** Run by run, the sum over pages, where every page was measured in that run. @param {Runs[]} pages */
const sumsByRun = ([first = [], ...rest]) => rest.reduce((sum, page) => byRun(sum, page, (a, b) => a + b), first);

/**
 * @param {Samples} samples
 * @param {string} build `current` or `baseline`. First loads are compared with the build's own twins; clicks and
 *   taps with this checkout's (the same pages without their scripts)
 * @param {Plan} plan
 * @returns {Figure[]}
 */
export function figures(samples, build, plan) {
  /** @param {string} from @returns {(page: string, metric: string) => Runs} */
  const reader = (from) => (page, metric) => samples[from]?.[page]?.[metric] ?? [];
  const own = reader(build);
  const current = reader('current');
  const floor = reader('floor');
  /** @type {Figure[]} */
  const list = [];
  /**
   * @param {string} label the same for every build: the report pairs this checkout's figure with the baseline's
   * @param {Figure['unit']} unit @param {number | null} limit @param {Runs} runs
   * @param {{ every?: boolean, budget?: boolean }} [options]
   */
  const add = (label, unit, limit, runs, options = {}) => list.push(judged({ label, unit, limit, runs, ...options }));
  for (const path of plan.routes) {
    const [site, twin] = [false, true].map((noScript) => pageNames.load(path, noScript, false));
    const [page, noScript] = [String(site), String(twin)];
    add(
      `${path} LCP ÷ no-script twin (Lighthouse)`,
      'ratio',
      limits.lcpRatio,
      byRun(own(page, 'lcp'), own(noScript, 'lcp'), ratio),
    );
    add(`${path} CLS (Lighthouse)`, 'cls', limits.cls, own(page, 'cls'));
    add(
      `${path} TBT − twin's (Lighthouse, simulated)`,
      'ms',
      null,
      byRun(own(page, 'tbt'), own(noScript, 'tbt'), difference),
    );
    for (const visitor of [false, true]) {
      const [loaded, itsTwin] = [false, true].map((noJs) => pageNames.load(path, noJs, visitor));
      const how = `applied 4×${visitor ? ', visitor moves and scrolls at load + 1 s' : ''}`;
      const blocking = byRun(own(String(loaded), 'blockingMs'), own(String(itsTwin), 'blockingMs'), difference);
      add(`${path} blocking above twin (${how})`, 'ms', null, blocking);
      add(`${path} longest task (${how})`, 'ms', null, own(String(loaded), 'longestTaskMs'));
    }
    add(`${path} scripts before takeover, as sent`, 'kB', limits.firstLoadScriptsKB, kB(own(page, 'scriptBytes')));
  }
  const [noScriptFloor = '', ...floorBuilds] = plan.floor;
  for (const name of floorBuilds) {
    for (const visitor of [false, true]) {
      const [build, twin] = [name, noScriptFloor].map((each) =>
        floor(pageNames.load(each, false, visitor), 'blockingMs'),
      );
      const how = `applied 4×${visitor ? ', visitor' : ''}`;
      add(
        `floor ${name}: blocking above no-script floor (${how})`,
        'ms',
        null,
        byRun(build ?? [], twin ?? [], difference),
      );
    }
  }
  const clicks = plan.transitions.map(pageNames.click);
  if (clicks.length > 0) {
    const [app, noJs] = [
      sumsByRun(clicks.map((page) => own(page, 'appMs'))),
      sumsByRun(clicks.map((page) => current(page, 'noJsMs'))),
    ];
    add('all clicks: app ÷ JavaScript off (sums per run)', 'ratio', limits.clicksRatio, byRun(app, noJs, ratio));
  }
  for (const page of clicks) {
    add(
      `${page}: app ÷ JavaScript off`,
      'ratio',
      limits.transitionRatio,
      byRun(own(page, 'appMs'), current(page, 'noJsMs'), ratio),
    );
    add(`${page}: app ÷ DOM swap alone`, 'ratio', null, byRun(own(page, 'appMs'), current(page, 'swapMs'), ratio));
  }
  for (const tap of plan.taps) {
    add(
      `first tap, ${tap}: app − held scripts`,
      'ms',
      limits.tapOverHeldMs,
      byRun(own(tap, 'appMs'), current(tap, 'heldMs'), difference),
    );
    add(`first tap, ${tap} (Event Timing)`, 'ms', limits.tapMs, own(tap, 'appMs'));
  }
  for (const path of plan.prefetchPaths) {
    const page = pageNames.prefetch(path);
    add(`${path} prefetched in the first 10 s, as sent`, 'kB', limits.prefetchKB, kB(own(page, 'bytes')));
    add(`${path} prefetched with saveData`, 'kB', 0, kB(own(page, 'saveDataBytes')), { every: true });
  }
  const scroll = own(pageNames.scroll, 'longestTaskMs');
  if (scroll.length > 0)
    add('/ scrolled to its end after takeover: longest task (applied 4×)', 'ms', limits.scrollTaskMs, scroll);
  const federation = own(pageNames.federation, 'gzipBytes');
  if (federation.length > 0) {
    const label = 'federation runtime on / (gzip, from source maps)';
    add(label, 'kB', limits.federationRuntimeKB, kB(federation), { every: true, budget: true });
  }
  return list;
}
