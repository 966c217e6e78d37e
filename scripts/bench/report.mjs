/**
 * Renders the benchmark results three ways from the same table models: a console table, markdown and a
 * self-contained HTML page with inline SVG charts.
 */
import { formatValue, mark, samplesText, spreadText } from './format.mjs';
import { interactionLimits, interactionVerdicts } from './interactionResults.mjs';
import { median, spread } from './metrics.mjs';
import { prefetchLimits, prefetchVerdicts, prefetchWindowMs } from './prefetchBytes.mjs';
import { transitionLabel } from './targets.mjs';
import { blockingTable, comparisonTable, instrumentCheckTable, scrollTable } from './takeoverReport.mjs';

/**
 * @typedef {import('./firstLoadResults.mjs').RouteResult} RouteResult
 * @typedef {import('./targets.mjs').TargetResult} TargetResult
 * @typedef {import('./appBytes.mjs').AppBytes} AppBytes
 * @typedef {import('./format.mjs').Table} Table
 * @typedef {object} Environment
 * @property {string} lighthouse
 * @property {string} chromium
 * @property {string} node
 * @property {number} cpus
 * @property {import('./metrics.mjs').Spread} benchmarkIndex Lighthouse's CPU benchmark of this machine, over its runs
 * @property {number[]} cpuMultipliers the CPU slowdown Lighthouse's simulation applied
 * @typedef {object} Settings
 * @property {number} runs
 * @property {boolean} smoke
 * @property {string} formFactor
 * @property {string} throttling
 * @property {typeof import('./appliedThrottling.mjs').appliedProfile & { quietMs: number }} applied
 * @typedef {object} BaselineResults a second checkout measured in the same runs, in turn with this one
 * @property {string} repo
 * @property {string} commit
 * @property {RouteResult[]} routes
 * @property {TargetResult[]} targets
 * @typedef {object} BenchResults
 * @property {string} startedAt ISO time
 * @property {number} durationMs
 * @property {Environment} environment
 * @property {Settings} settings
 * @property {string} commit this checkout's
 * @property {{ allAppsMs: number, oneRemote: { app: string, ms: number } } | null} build null with --no-build
 * @property {AppBytes[]} appBytes
 * @property {RouteResult[]} routes
 * @property {TargetResult[]} targets
 * @property {number | null} lighthouseRunMs median wall time of one Lighthouse run
 * @property {import('./navigation.mjs').NavigationResults | null} navigation null when not measured (--part lighthouse)
 * @property {import('./libraryFloor.mjs').LibraryFloorResults | null} libraryFloor null when not measured
 * @property {import('./scroll.mjs').ScrollResults | null} scroll null when not measured
 * @property {BaselineResults | null} baseline null without --baseline
 */

/**
 * A value with its pass/fail mark when a target applies to it.
 * @param {TargetResult[]} targets @param {string} targetId @param {string} path @param {string} text
 */
function marked(targets, targetId, path, text) {
  const check = targets.find((candidate) => candidate.id === targetId)?.checks.find((c) => c.path === path);
  return check ? `${text} ${mark(check.pass)}` : text;
}

/**
 * The measured check furthest on the wrong side of the limit's direction.
 * @param {TargetResult} target
 */
function worstCheck(target) {
  const worstFirst = target.direction === 'atMost' ? -1 : 1;
  return target.checks
    .filter((check) => check.value !== null)
    .sort((a, b) => worstFirst * (Number(a.value) - Number(b.value)))[0];
}

/** @param {string} title @param {readonly TargetResult[]} targets @returns {Table} */
export function targetsTable(title, targets) {
  return {
    title,
    headers: ['Target', 'Limit', 'Result', 'Routes passing', 'Worst route'],
    rows: targets.map((target) => {
      const worst = worstCheck(target);
      const passing = target.checks.filter((check) => check.pass === true).length;
      return [
        target.label,
        target.limit,
        mark(target.pass),
        `${passing}/${target.checks.length}`,
        worst ? `${worst.path}: ${formatValue(worst.value, target.unit)}` : 'n/a',
      ];
    }),
  };
}

/** @param {BenchResults} results @returns {Table} */
export function siteTable(results) {
  const { targets } = results;
  return {
    title: 'Site, Lighthouse (simulated throttling; medians)',
    headers: [
      'Route',
      'Owner',
      'Score',
      'FCP',
      'LCP',
      'TBT',
      'Script time',
      'CLS',
      'First-load JS',
      'JS as sent',
      'Entry chunks',
      'Requests to content',
      'Round trips to content',
      'LCP / LCP no-JS',
    ],
    rows: results.routes.map(({ path, owner, site, lcpRatio }) => {
      const m = site.median;
      return [
        path,
        owner,
        formatValue(m.score, 'score'),
        formatValue(m.fcp, 'ms'),
        formatValue(m.lcp, 'ms'),
        formatValue(m.tbt, 'ms'),
        marked(targets, 'scriptTime', path, formatValue(m.scriptMs, 'ms')),
        marked(targets, 'cls', path, formatValue(m.cls, 'cls')),
        formatValue(m.firstLoadJsBytes, 'bytes'),
        formatValue(m.firstLoadJsSentBytes, 'bytes'),
        formatValue(m.entryChunkJsBytes, 'bytes'),
        formatValue(m.requestsBeforeContent, 'count'),
        marked(targets, 'remoteTrips', path, formatValue(m.roundTripsBeforeContent, 'count')),
        marked(targets, 'lcpRatio', path, formatValue(lcpRatio, 'ratio')),
      ];
    }),
  };
}

/** @param {RouteResult['noJs']} variant */
const lighthouseErrors = (variant) =>
  [...new Set(variant.samples.map((sample) => sample.runtimeError).filter(Boolean))].join(', ') || '–';

/** @param {BenchResults} results @returns {Table} */
export function noJsTable(results) {
  return {
    title: 'Same HTML without scripts: the physical limit (Lighthouse, medians)',
    headers: [
      'Route',
      'Score',
      'FCP',
      'LCP',
      'TBT',
      'Script time',
      'CLS',
      'Requests to content',
      'Round trips to content',
      'Lighthouse error',
    ],
    rows: results.routes.map(({ path, noJs }) => {
      const m = noJs.median;
      return [
        path,
        formatValue(m.score, 'score'),
        formatValue(m.fcp, 'ms'),
        formatValue(m.lcp, 'ms'),
        formatValue(m.tbt, 'ms'),
        formatValue(m.scriptMs, 'ms'),
        formatValue(m.cls, 'cls'),
        formatValue(m.requestsBeforeContent, 'count'),
        formatValue(m.roundTripsBeforeContent, 'count'),
        lighthouseErrors(noJs),
      ];
    }),
  };
}

/** @param {BenchResults} results @returns {Table} */
export function appBytesTable(results) {
  return {
    title: 'JavaScript per app (gzip, from the build output)',
    headers: [
      'App',
      'Entry chunk (federation + bundler runtime)',
      'Federation runtime in it (source maps)',
      'Shared chunks',
      'Own chunks',
      'Total',
    ],
    rows: results.appBytes.map((app) => [
      app.app,
      `${formatValue(app.entryGzip, 'bytes')} (${app.entryFiles.join(', ')})`,
      formatValue(app.federationGzip, 'bytes'),
      formatValue(app.sharedGzip, 'bytes'),
      formatValue(app.ownGzip, 'bytes'),
      formatValue(app.totalGzip, 'bytes'),
    ]),
  };
}

/** @param {BenchResults} results @returns {Table} */
export function buildTable(results) {
  const { build } = results;
  return {
    title: 'Build times',
    headers: ['Build', 'Wall time'],
    rows: build
      ? [
          ['All apps (pnpm run build)', formatValue(build.allAppsMs, 'ms')],
          [`One remote alone (pnpm --filter ${build.oneRemote.app} build)`, formatValue(build.oneRemote.ms, 'ms')],
        ]
      : [['not built in this run (--no-build)', 'n/a']],
  };
}

/** @param {import('./navigation.mjs').NavigationResults} navigation @returns {Table} */
export function navigationTable(navigation) {
  const { latencyMs, downloadKbps, cpuSlowdown } = navigation.profile;
  const { baseline } = navigation;
  /** @param {string[]} cells @param {string} baselineCell */
  const withBaseline = (cells, baselineCell) =>
    baseline ? [...cells.slice(0, 2), baselineCell, ...cells.slice(2)] : cells;
  return {
    title: `In-site navigation: footer click to the first paint of the next page’s <h1> at non-zero opacity (${latencyMs} ms latency, ${downloadKbps / 1000} Mbps, ${cpuSlowdown}× CPU; ${navigation.runs} run(s))`,
    headers: withBaseline(
      [
        'Transition',
        'App (median)',
        'JavaScript off (median)',
        'App ÷ off',
        'DOM swap alone (median)',
        'First section alone (median)',
        'Scripts after the click (median)',
        'App runs',
        'Off runs',
      ],
      `Baseline app, ${baseline?.commit ?? ''} (median, ÷ off)`,
    ),
    rows: [
      ...navigation.transitions.map((transition) =>
        withBaseline(
          [
            transitionLabel(transition),
            formatValue(transition.appMedian, 'ms'),
            formatValue(transition.noJsMedian, 'ms'),
            formatValue(transition.ratio, 'ratio'),
            formatValue(transition.swapMedian, 'ms'),
            formatValue(transition.firstSectionSwapMedian, 'ms'),
            formatValue(transition.scriptsAtClick, 'count'),
            samplesText(transition.appMs),
            samplesText(transition.noJsMs),
          ],
          `${formatValue(transition.baselineAppMedian, 'ms')} (${formatValue(transition.baselineRatio, 'ratio')}); ${samplesText(transition.baselineAppMs)}`,
        ),
      ),
      withBaseline(
        [
          'median',
          formatValue(navigation.medianAppMs, 'ms'),
          formatValue(navigation.medianNoJsMs, 'ms'),
          '',
          formatValue(navigation.medianSwapMs, 'ms'),
          formatValue(navigation.medianFirstSectionSwapMs, 'ms'),
          '',
          '',
          '',
        ],
        formatValue(navigation.medianBaselineAppMs, 'ms'),
      ),
    ],
  };
}

/** Element Timing's samples, n/a where none came. @param {readonly (number | null)[]} samples */
const elementTimingSamplesText = (samples) => samples.map((ms) => formatValue(ms, 'ms')).join(', ');

/**
 * The end event beside Element Timing's own report, per variant: the first paint of the heading at non-zero opacity
 * (every variant's time above: Element Timing's, or for a page that fades in, the fade's first frame), and both on a
 * test page, with and without a fade.
 * @param {import('./navigation.mjs').NavigationResults} navigation @returns {Table}
 */
export function endEventTable(navigation) {
  const check = (/** @type {'plain' | 'faded'} */ kind) => {
    const checks = navigation.fadeChecks ?? [];
    return [
      formatValue(median(checks.map((each) => each[kind].ms)), 'ms'),
      formatValue(median(checks.map((each) => each[kind].elementTimingMs)), 'ms'),
      elementTimingSamplesText(checks.map((each) => each[kind].elementTimingMs)),
    ];
  };
  return {
    title: `The end event (first paint of the <h1> at non-zero opacity) beside Element Timing’s own report (medians; ${navigation.runs} run(s))`,
    headers: [
      'Transition',
      'App: end / Element Timing',
      'App clicks that faded in',
      'JavaScript off: end / Element Timing',
      'DOM swap: end / Element Timing',
      'App, Element Timing (runs; n/a: none within 1.5 s of the fade’s first frame)',
    ],
    rows: [
      ...navigation.transitions.map((transition) => {
        const et = transition.elementTimingMedians;
        return [
          transitionLabel(transition),
          `${formatValue(transition.appMedian, 'ms')} / ${formatValue(et?.app ?? null, 'ms')}`,
          `${(transition.appFaded ?? []).filter(Boolean).length} of ${(transition.appFaded ?? []).length}`,
          `${formatValue(transition.noJsMedian, 'ms')} / ${formatValue(et?.noJs ?? null, 'ms')}`,
          `${formatValue(transition.swapMedian, 'ms')} / ${formatValue(et?.swap ?? null, 'ms')}`,
          elementTimingSamplesText(transition.elementTiming?.app ?? []),
        ];
      }),
      [
        'Test page, heading inserted as it is (from its insertion)',
        `${check('plain').slice(0, 2).join(' / ')}`,
        '',
        '',
        '',
        check('plain')[2] ?? '',
      ],
      [
        'Test page, heading under a 300 ms fade from 0 (from its insertion)',
        `${check('faded').slice(0, 2).join(' / ')}`,
        '',
        '',
        '',
        check('faded')[2] ?? '',
      ],
    ],
  };
}

const noResponse = 'no response without scripts';

/**
 * The held-scripts twin's median, or what the served page did when the control never responded without the app.
 * @param {import('./interactionResults.mjs').InteractionResult} interaction
 */
const heldMedianText = ({ heldMedian, heldResponds }) =>
  heldResponds === false ? noResponse : formatValue(heldMedian, 'ms');

/** @param {readonly import('./interactionResults.mjs').HeldSample[]} samples */
const heldSamplesText = (samples) =>
  samples.map((ms) => (ms === null ? 'no response' : formatValue(ms, 'ms'))).join(', ');

/** @param {import('./navigation.mjs').NavigationResults} navigation @returns {Table} */
export const interactionTable = (navigation) => ({
  title: `First interaction after takeover beside the same tap with the scripts held back (longest Event Timing entry, as INP counts it; ${navigation.runs} run(s))`,
  headers: [
    'Interaction',
    'Page',
    'App (median)',
    'Scripts held back (median)',
    'App − held',
    `≤ held + ${interactionLimits.overHeldMs} ms`,
    `≤ ${interactionLimits.ms} ms`,
    'App runs',
    'Held runs',
  ],
  rows: navigation.interactions.map((interaction) => {
    const verdicts = interactionVerdicts(interaction);
    return [
      interaction.label,
      interaction.path,
      formatValue(interaction.median, 'ms'),
      heldMedianText(interaction),
      formatValue(interaction.overHeldMs, 'ms'),
      mark(verdicts.overHeld),
      mark(verdicts.absolute),
      samplesText(interaction.ms),
      heldSamplesText(interaction.heldMs),
    ];
  }),
});

/** Counted requests of all those each visit saw: `2/14`. @param {readonly import('./prefetchBytes.mjs').PrefetchSample[]} samples */
const requestCountsText = (samples) =>
  samples.map((sample) => `${formatValue(sample.requests, 'count')}/${formatValue(sample.seen, 'count')}`).join(', ');

/**
 * What each page asked for after its takeover in its first 10 s, with and without saveData, and what prefetching
 * added (the difference), against issue #30's cap.
 * @param {import('./navigation.mjs').NavigationResults} navigation @param {import('./navigation.mjs').PrefetchResults} prefetch
 * @returns {Table}
 */
export function prefetchTable(navigation, prefetch) {
  const { latencyMs, downloadKbps, cpuSlowdown } = navigation.profile;
  return {
    title: `Requested after takeover in a page’s first ${prefetch.windowMs / 1000} s, the footer scrolled into view 3 s after it (gzip; ${latencyMs} ms latency, ${downloadKbps / 1000} Mbps, ${cpuSlowdown}× CPU; ${navigation.runs} run(s))`,
    headers: [
      'Route',
      'Takeover at (median)',
      'After takeover (median)',
      'With saveData (median)',
      'Prefetched (median)',
      `≤ ${prefetchLimits.bytes / 1000} kB`,
      'Prefetched (runs)',
      'Requests counted / seen (runs)',
      'saveData: prefetcher’s requests (runs)',
      'saveData: none',
    ],
    rows: prefetch.routes.map((route) => {
      const verdicts = prefetchVerdicts(route);
      return [
        route.path,
        formatValue(route.takeoverMedian, 'ms'),
        formatValue(route.median, 'bytes'),
        formatValue(route.saveDataMedian, 'bytes'),
        formatValue(route.prefetchedMedian, 'bytes'),
        mark(verdicts.bytes),
        route.prefetched.map((bytes) => formatValue(bytes, 'bytes')).join(', ') || 'not measured',
        requestCountsText(route.samples),
        route.saveDataPrefetches.map((requests) => formatValue(requests?.length ?? null, 'count')).join(', ') ||
          'not measured',
        mark(verdicts.saveData),
      ];
    }),
  };
}

/**
 * The libraries alone beside the site's `/`, by both instruments; each build's blocking time above the floor's
 * page without script is taken run by run, as a route's above its twin.
 * @param {import('./libraryFloor.mjs').LibraryFloorResults} floor
 * @param {readonly RouteResult[]} routes
 * @returns {Table}
 */
export function libraryFloorTable(floor, routes) {
  const home = routes.find((route) => route.path === '/');
  /**
   * @param {string} label @param {import('./firstLoadResults.mjs').VariantResult} page
   * @param {import('./metrics.mjs').Spread} excess
   */
  const row = (label, page, excess) => [
    label,
    formatValue(page.median.score, 'score'),
    spreadText(spread(page.samples.map((sample) => sample.tbt)), 'ms'),
    formatValue(page.median.scriptMs, 'ms'),
    spreadText(spread(page.applied.map((sample) => sample.blockingMs)), 'ms'),
    spreadText(excess, 'ms'),
    formatValue(page.appliedMedian.longestTaskMs, 'ms'),
    formatValue(page.appliedMedian.scriptMs, 'ms'),
    formatValue(page.appliedMedian.jsBeforeTakeoverBytes, 'bytes'),
    formatValue(page.median.lcp, 'ms'),
  ];
  return {
    title: 'The libraries’ floor: one heading hydrated, nothing of the site (measured as the routes, in the same runs)',
    headers: [
      'Build',
      'Score',
      'TBT (Lighthouse)',
      'Script time (Lighthouse)',
      'Blocking (applied)',
      'Above the page without script',
      'Longest task',
      'Script time (applied)',
      'JS before takeover',
      'LCP (Lighthouse)',
    ],
    rows: [
      ...floor.variants.map((variant) => row(variant.label, variant, variant.blockingExcess)),
      ...(home ? [row('The site’s /, above its own twin, for comparison', home.site, home.blockingExcess)] : []),
    ],
  };
}

/** @param {BenchResults} results */
function tablesOf(results) {
  const { routes, baseline, libraryFloor, navigation, scroll } = results;
  return [
    targetsTable(`Targets (medians; this checkout, ${results.commit})`, results.targets),
    ...(baseline ? [targetsTable(`Targets, baseline (${baseline.commit})`, baseline.targets)] : []),
    ...(baseline ? [comparisonTable(baseline.commit, baseline.routes, routes)] : []),
    ...(routes.length > 0 ? [blockingTable(appliedTitle('this checkout'), routes)] : []),
    ...(baseline && baseline.routes.length > 0 ? [blockingTable(appliedTitle('baseline'), baseline.routes)] : []),
    ...(libraryFloor ? [libraryFloorTable(libraryFloor, routes)] : []),
    ...(routes.length > 0 || libraryFloor ? [instrumentCheckTable(routes, libraryFloor)] : []),
    ...(routes.length > 0 ? [siteTable(results), noJsTable(results)] : []),
    ...(scroll ? [scrollTable(scroll)] : []),
    ...(navigation ? [navigationTable(navigation), endEventTable(navigation)] : []),
    ...(navigation?.interactions.length ? [interactionTable(navigation)] : []),
    ...(navigation?.prefetch?.routes.length ? [prefetchTable(navigation, navigation.prefetch)] : []),
    appBytesTable(results),
    buildTable(results),
  ];
}

/** @param {string} build */
const appliedTitle = (build) =>
  `Main thread from first paint until settled, applied throttling (${build}; medians, ranges of the runs in brackets)`;

/** @param {BenchResults} results */
export const settingsLine = (results) => {
  const { environment, settings } = results;
  const { applied } = settings;
  return (
    `${settings.runs} run(s) of every page, pages compared with each other measured in turn in each run. ` +
    `Lighthouse ${environment.lighthouse}, ${settings.formFactor}, ${settings.throttling} throttling, CPU multiplier ` +
    `${environment.cpuMultipliers.join(', ') || 'n/a'}, benchmark index ${spreadText(environment.benchmarkIndex, 'count')}. ` +
    `Applied throttling: ${applied.cpuSlowdown}× CPU, ${applied.latencyMs} ms per request, ` +
    `${Math.round(applied.downloadKbps)} kbps down, ${Math.round(applied.uploadKbps)} kbps up (Lighthouse's mobile profile ` +
    `as its devtools throttling applies it), settled after ${applied.quietMs / 1000} s without long task or request. ` +
    `${environment.chromium}; Node ${environment.node}, ${environment.cpus} CPUs; ` +
    `one Lighthouse run ≈ ${formatValue(results.lighthouseRunMs, 'ms')}; whole benchmark ${formatValue(results.durationMs, 'ms')}.`
  );
};

export const methodNotes = [
  'Every number is the median over the runs, with the range of the runs in brackets where it matters; a value that could not be measured is n/a and the median uses the runs that measured it. In each run every page is measured once, next to the pages it is compared with (a route’s site and its no-script twin, the baseline’s and this checkout’s, the floor’s builds), in an order that turns from run to run.',
  'Two instruments measure every first load. Lighthouse (mobile, simulated throttling): score, FCP, LCP, CLS, its TBT and its main-thread script time (the work breakdown’s script evaluation + parse/compile: the unthrottled trace’s times × the CPU multiplier). A trace under applied throttling (Chromium slowed 4× by the DevTools protocol, Lighthouse’s mobile network as its devtools throttling applies it, a phone’s screen, a fresh context): from the navigation until the app has taken over (html[data-interactive]) and then 3 s passed with no long task and no request.',
  'Blocking time (applied): Lighthouse’s TBT sum (each main-thread task’s time beyond 50 ms, the part before the first contentful paint left out) from the first contentful paint until settled, read from the trace with Lighthouse’s trace processing; Lighthouse’s own TBT stops at its estimate of Time to Interactive. Above twin: the site’s blocking time minus its no-script twin’s in the same run, per run; the median and range of those differences. The twin’s own blocking is the browser parsing and laying out the same HTML, which the difference removes.',
  'Longest task: the longest main-thread task that ran after the first contentful paint, and the kind of work (Lighthouse’s task groups) that took most of it. Script time (applied): script evaluation + parse/compile in the trace, the whole load. Takeover at: when html[data-interactive] was set, from the navigation. JS before takeover: the scripts the renderer requested before the takeover, gzip as the servers send them; JS after takeover: those requested after it (prefetches).',
  'Targets of issue #29 are held to: blocking time above the no-script twin (applied trace) against the floor’s federation-host build above the floor’s page without script, measured in the same runs; script time from Lighthouse against the same floor build’s; JS before takeover from the trace on /; LCP ratio and CLS from Lighthouse. Scrolling: / loaded, taken over and settled as above, then scrolled to its end by wheel steps; its value is the longest main-thread task from the first step until settled again.',
  'No-JS variant: the HTML the server returns for the route, with every <script> removed (JSON-LD kept) and the modulepreload, preload as=script and preload as=fetch hints removed, served by a proxy at the same path; every other request goes to the real servers, so assets and origins are the same. A page whose content is written by JavaScript paints nothing without it: its LCP is n/a (Lighthouse error NO_FCP), and so is the ratio.',
  'LCP / LCP no-JS is the ratio of the two median LCPs (simulated by Lighthouse).',
  'First-load JS: every script the page load fetched, at its size gzip-compressed as the server sends it to a browser that accepts only gzip (the response body, fetched again after the run). JS as sent: the same scripts’ transfer size in the run, headers included: Brotli, since Chromium accepts it.',
  'Entry chunks: the apps’ entry chunks among those scripts (shell entry, each remoteEntry.js), gzip as First-load JS. They hold the bundler runtime and the Module Federation runtime and little else: an upper bound of the federation runtime’s share.',
  'Federation runtime: the bytes of the entry chunks that their source maps attribute to `@module-federation/*` and to the bundler’s federation runtime modules, gzip-compressed on their own (which errs high); on a route, the shell’s share plus its owner’s. The benchmark’s build writes hidden source maps for this; with --no-build and a build without them it is n/a.',
  'Requests and round trips to content: requests finished by the observed LCP (observed FCP when there is no LCP). Round trips are the depth of the longest chain of dependent requests among them. A request depends on the documents and scripts named by its initiator in the devtools log (parser, or any frame of the script stack including async parents), and on any JSON/fetch response that finished before it started (a script may await data before its next request; stacks cannot show that).',
  'Navigation: a fresh browser context per click (cold cache) under Chromium’s network and CPU emulation (DevTools protocol); the page loads, the app takes over (html[data-interactive]) and the page sits idle 3 s; the reader scrolls the footer link into view, rests 1.35 s, moves the pointer onto it and clicks 150 ms later (a trusted click), timed in the page from the click event’s time stamp to the first paint of the next page’s own <h1> at non-zero opacity (the reader’s script marks every `main h1` as it is inserted, in every variant, and the DOM-swap floors end at the same event: its Element Timing paint, or, for a heading laid out at opacity 0 under an opacity animation, the animation’s first frame, its start time as the Web Animations API reports the compositor’s plus one frame: Chromium’s compositor runs such a fade, and Element Timing reports the heading only once the fade has ended, or never, as the fade check on a test page shows in every run). The JavaScript-off twin is the same click as a plain link, a full page load, on the same pages served without their scripts (the no-JS proxy), so that the reader’s script runs there too. With --baseline, the baseline build’s app makes the same clicks in the same runs, the variants taking turns. Scripts after the click: the scripts the app asked the network for between the click and the <h1>, the HTTP cache’s answers left out (0: the page’s code was ready before the click).',
  'First interactions: a fresh throttled context per run (the navigation’s profile); right after takeover, one tap; the value is the longest Event Timing entry of that interaction (`first-input`, reported at any duration, or `event` from 16 ms).',
  'Scripts held back: the same tap in the same runs, the two taking turns first, on the same page, profile and viewport, measured the same way, with every script request of the page held from the start (left pending, never answered nor aborted), so the app never starts and the tap is answered by the served page alone: its native controls (<details>, popovers) and its inline scripts (early.js, which still runs; start.js, whose request for the app’s entry is held). The tap comes once the page has loaded and start.js has asked for the entry (the moment the app would start), as the app’s comes once it has taken over. A control that shows no response within 10 s without the app is reported as no response without scripts, not timed; its app − held and ≤ held + 50 ms are then n/a. App − held is the difference of the medians.',
  `Prefetches: one load of each page per run on the navigation’s profile (desktop viewport, fresh context), read as the navigation’s reader reads: idle for 3 s after the takeover, then the footer scrolled into view (the visitor’s first use: the page’s own code loads, and the shell prefetches for the links in view), then nothing more; with and without saveData (navigator.connection.saveData made true by the DevTools protocol’s data-saver override, which the shell’s prefetchAllowed reads; the profile’s network emulation does not change navigator.connection.effectiveType, so 2G is not emulated). After takeover: every request the page asked for from its takeover (html[data-interactive], observed in the page) until ${prefetchWindowMs / 1000} s after the navigation’s start, of any resource type but the document, images, fonts and media, the HTTP cache’s answers left out; requests started in the window are waited for (up to 10 s) and counted whole. Prefetched: what the visit asked for that its saveData twin of the same run did not (saveData turns the prefetcher off and nothing else, so the twin asks for the page’s own code alone). saveData: the prefetcher’s requests are those only it makes (each remote’s page list, and the files of any page other than the one shown, from those lists); none is allowed in any run. Bytes: each response’s body gzip as the servers send it to a browser that accepts only gzip (fetched again after the visit, as First-load JS), or the bytes received in the visit when it cannot be fetched again. Requests counted / seen: those counted, of every request the visit saw before the window ended. The counted requests of every visit are listed in results.json.`,
  'Bytes per app come from the build output, gzip level 6 as the server compresses: the entry chunk (the script in the shell’s index.html, a remote’s remoteEntry.js), the shared chunks named in mf-manifest.json, and the app’s own chunks (remotes: the exposed routes’ chunks named in the manifest, as a remote’s dist keeps old builds; shell: every other JS file).',
];

/** @param {string} text */
const markdownCell = (text) => text.replace(/\|/g, '\\|').replace(/</g, '&lt;');

/** @param {Table} table */
function markdownTable({ title, headers, rows }) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.map(markdownCell).join(' | ')} |`;
  return [`## ${title}`, '', line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** @param {BenchResults} results @returns {string} */
export function renderMarkdown(results) {
  return [
    `# Benchmark ${results.startedAt}`,
    '',
    settingsLine(results),
    '',
    ...tablesOf(results).flatMap((table) => [markdownTable(table), '']),
    '## Method',
    '',
    ...methodNotes.map((note) => `- ${markdownCell(note)}`),
    '',
  ].join('\n');
}

/** @param {Table} table */
function consoleTable({ title, headers, rows }) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => row[column]?.length ?? 0)),
  );
  const line = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  return [title, line(headers), ...rows.map(line)].join('\n');
}

/** @param {BenchResults} results @returns {string} */
export const renderConsole = (results) => [settingsLine(results), ...tablesOf(results).map(consoleTable)].join('\n\n');

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** @param {Table} table */
function htmlTable({ title, headers, rows }) {
  const cells = (/** @type {string[]} */ row, /** @type {string} */ tag) =>
    row.map((cell) => `<${tag}>${escapeHtml(cell)}</${tag}>`).join('');
  return `<h2>${escapeHtml(title)}</h2>
<table><thead><tr>${cells(headers, 'th')}</tr></thead>
<tbody>${rows.map((row) => `<tr>${cells(row, 'td')}</tr>`).join('\n')}</tbody></table>`;
}

/**
 * @typedef {{ label: string, value: number | null, color: string }} Bar
 * @typedef {{ label: string, bars: Bar[] }} BarGroup
 */

/**
 * A horizontal grouped bar chart; a missing value is written as n/a instead of a bar.
 * @param {string} title
 * @param {BarGroup[]} groups
 * @param {TargetResult['unit']} unit
 * @returns {string}
 */
export function barChart(title, groups, unit) {
  const labelWidth = 190;
  const plotWidth = 480;
  const barHeight = 14;
  const groupGap = 10;
  const values = groups.flatMap((group) => group.bars.map((bar) => bar.value ?? 0));
  const scale = plotWidth / Math.max(1, ...values);
  const groupHeight = (/** @type {BarGroup} */ group) => group.bars.length * barHeight + groupGap;
  let y = 24;
  const rows = groups.map((group) => {
    const top = y;
    y += groupHeight(group);
    const bars = group.bars.map((bar, index) => {
      const barTop = top + index * barHeight;
      const width = bar.value === null ? 0 : Math.max(1, bar.value * scale);
      return `<rect x="${labelWidth}" y="${barTop}" width="${width.toFixed(1)}" height="${barHeight - 2}" fill="${bar.color}"><title>${escapeHtml(`${bar.label}: ${formatValue(bar.value, unit)}`)}</title></rect>
<text x="${(labelWidth + width + 4).toFixed(1)}" y="${barTop + barHeight - 4}" font-size="11">${escapeHtml(formatValue(bar.value, unit))}</text>`;
    });
    return `<text x="${labelWidth - 6}" y="${top + barHeight - 3}" font-size="12" text-anchor="end">${escapeHtml(group.label)}</text>
${bars.join('\n')}`;
  });
  const legendItems = groups[0]?.bars ?? [];
  const legend = legendItems
    .map(
      (bar, index) =>
        `<rect x="${labelWidth + index * 130}" y="4" width="10" height="10" fill="${bar.color}"/><text x="${labelWidth + index * 130 + 14}" y="13" font-size="11">${escapeHtml(bar.label)}</text>`,
    )
    .join('');
  return `<figure><figcaption>${escapeHtml(title)}</figcaption>
<svg xmlns="http://www.w3.org/2000/svg" width="${labelWidth + plotWidth + 90}" height="${y}" role="img" aria-label="${escapeHtml(title)}">
${legend}
${rows.join('\n')}
</svg></figure>`;
}

/** @param {BenchResults} results */
const lcpChart = (results) =>
  barChart(
    'LCP per route: site vs the same HTML without scripts (median, simulated mobile)',
    results.routes.map((route) => ({
      label: route.path,
      bars: [
        { label: 'site', value: route.site.median.lcp, color: '#3b5bdb' },
        { label: 'no JS', value: route.noJs.median.lcp, color: '#2f9e44' },
      ],
    })),
    'ms',
  );

/** @param {BenchResults} results */
const jsChart = (results) =>
  barChart(
    'First-load JS per route (median, gzip)',
    results.routes.map((route) => ({
      label: route.path,
      bars: [
        { label: 'all scripts', value: route.site.median.firstLoadJsBytes, color: '#e8590c' },
        { label: 'entry chunks', value: route.site.median.entryChunkJsBytes, color: '#868e96' },
      ],
    })),
    'bytes',
  );

/** @param {BenchResults} results @returns {string} */
export function renderHtml(results) {
  const [targets, ...otherTables] = tablesOf(results);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Benchmark ${escapeHtml(results.startedAt)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:2rem;color:#1a1a1a;max-width:1200px}
table{border-collapse:collapse;margin:.5rem 0 1.5rem}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
th{background:#f3f3f3}figure{margin:1rem 0}figcaption{font-weight:600;margin-bottom:.25rem}
</style></head><body>
<h1>Benchmark ${escapeHtml(results.startedAt)}</h1>
<p>${escapeHtml(settingsLine(results))}</p>
${targets ? htmlTable(targets) : ''}
${lcpChart(results)}
${jsChart(results)}
${otherTables.map(htmlTable).join('\n')}
<h2>Method</h2>
<ul>${methodNotes.map((note) => `<li>${escapeHtml(note)}</li>`).join('\n')}</ul>
</body></html>
`;
}
