/**
 * The report's tables of issue #29: the blocking time of each route above its no-script twin (applied
 * throttling), a baseline build against today's, scrolling `/`, and the check of the instruments themselves
 * (can each tell a page with no script from one with scripts?).
 */
import { formatValue, spreadText } from './format.mjs';
import { median, spread } from './metrics.mjs';

/**
 * @typedef {import('./format.mjs').Table} Table
 * @typedef {import('./firstLoadResults.mjs').RouteResult} RouteResult
 * @typedef {import('./firstLoadResults.mjs').VariantResult} VariantResult
 * @typedef {import('./appliedLoad.mjs').AppliedSample} AppliedSample
 */

/** @param {readonly { error: string | null }[]} samples */
const errorsOf = (samples) => [...new Set(samples.map((sample) => sample.error).filter(Boolean))].join('; ') || '–';

/** @param {readonly AppliedSample[]} samples @param {keyof AppliedSample} key */
const appliedSpread = (samples, key) => spread(samples.map((sample) => /** @type {number | null} */ (sample[key])));

/**
 * The kind of work most often behind the longest task, over the runs.
 * @param {readonly { longestTaskWork: string | null }[]} samples
 */
function usualLongestWork(samples) {
  const counts = new Map();
  for (const { longestTaskWork } of samples)
    if (longestTaskWork) counts.set(longestTaskWork, (counts.get(longestTaskWork) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'n/a';
}

/**
 * @param {string} title @param {readonly RouteResult[]} routes
 * @returns {Table}
 */
export function blockingTable(title, routes) {
  return {
    title,
    headers: [
      'Route',
      'Blocking, site',
      'Blocking, no-script twin',
      'Site above twin (per run)',
      'Longest task (its main work)',
      'Script time',
      'Takeover at',
      'JS before takeover',
      'JS after takeover',
      'Not measured',
    ],
    rows: routes.map(({ path, site, noJs, blockingExcess }) => [
      path,
      spreadText(appliedSpread(site.applied, 'blockingMs'), 'ms'),
      spreadText(appliedSpread(noJs.applied, 'blockingMs'), 'ms'),
      spreadText(blockingExcess, 'ms'),
      `${spreadText(appliedSpread(site.applied, 'longestTaskMs'), 'ms')} (${usualLongestWork(site.applied)})`,
      spreadText(appliedSpread(site.applied, 'scriptMs'), 'ms'),
      formatValue(site.appliedMedian.takeoverMs, 'ms'),
      formatValue(site.appliedMedian.jsBeforeTakeoverBytes, 'bytes'),
      formatValue(site.appliedMedian.jsAfterTakeoverBytes, 'bytes'),
      errorsOf([...site.applied, ...noJs.applied]),
    ]),
  };
}

/**
 * @typedef {object} Figure one column of the comparison
 * @property {string} name
 * @property {import('./format.mjs').Unit} unit
 * @property {(route: RouteResult) => number | null} value the route's median
 * @property {(route: RouteResult) => string} [text] how a route's value is written, when not by its median alone
 */

/** @type {Figure[]} */
const comparedFigures = [
  {
    name: 'Blocking above twin',
    unit: 'ms',
    value: (route) => route.blockingExcess.median,
    text: (route) => spreadText(route.blockingExcess, 'ms'),
  },
  { name: 'Longest task', unit: 'ms', value: (route) => route.site.appliedMedian.longestTaskMs },
  { name: 'Script time (Lighthouse)', unit: 'ms', value: (route) => route.site.median.scriptMs },
  { name: 'Script time (applied)', unit: 'ms', value: (route) => route.site.appliedMedian.scriptMs },
  { name: 'JS before takeover', unit: 'bytes', value: (route) => route.site.appliedMedian.jsBeforeTakeoverBytes },
  { name: 'JS after takeover', unit: 'bytes', value: (route) => route.site.appliedMedian.jsAfterTakeoverBytes },
  { name: 'LCP ÷ no-JS', unit: 'ratio', value: (route) => route.lcpRatio },
  { name: 'CLS', unit: 'cls', value: (route) => route.site.median.cls },
  { name: 'Score', unit: 'score', value: (route) => route.site.median.score },
];

/**
 * Each figure of the baseline and of today's build, per route, measured in the same runs, and its median over
 * the routes.
 * @param {string} baselineCommit @param {readonly RouteResult[]} before @param {readonly RouteResult[]} after
 * @returns {Table}
 */
export function comparisonTable(baselineCommit, before, after) {
  /** @param {Figure} figure @param {RouteResult | undefined} route */
  const cell = (figure, route) =>
    !route ? 'n/a' : figure.text ? figure.text(route) : formatValue(figure.value(route), figure.unit);
  /** @param {Figure} figure @param {readonly RouteResult[]} routes */
  const overRoutes = (figure, routes) => formatValue(median(routes.map(figure.value)), figure.unit);
  return {
    title: `Baseline (${baselineCommit}) → today, measured in turn in the same runs (medians; ranges of the runs in brackets)`,
    headers: ['Route', ...comparedFigures.map((figure) => figure.name)],
    rows: [
      ...after.map((route) => {
        const baseline = before.find((candidate) => candidate.path === route.path);
        return [route.path, ...comparedFigures.map((figure) => `${cell(figure, baseline)} → ${cell(figure, route)}`)];
      }),
      [
        'median over routes',
        ...comparedFigures.map((figure) => `${overRoutes(figure, before)} → ${overRoutes(figure, after)}`),
      ],
    ],
  };
}

/**
 * @param {import('./scroll.mjs').ScrollResults} scroll
 * @returns {Table}
 */
export function scrollTable(scroll) {
  return {
    title: `Scrolling / to its end after takeover (${scroll.step.px} px wheel steps every ${scroll.step.pauseMs} ms, applied 4×, ${scroll.runs} run(s))`,
    headers: ['Build', 'Longest task', 'Runs', 'Tasks over 100 ms (median)', 'Its main work', 'Not measured'],
    rows: scroll.builds.map((build) => [
      `${build.label} (${build.commit})`,
      spreadText(build.longest, 'ms'),
      build.samples.map((sample) => formatValue(sample.longestTaskMs, 'ms')).join(', '),
      formatValue(median(build.samples.map((sample) => sample.tasksOver100Ms)), 'count'),
      usualLongestWork(build.samples),
      errorsOf(build.samples),
    ]),
  };
}

/**
 * Whether an instrument tells a page with no script from one with scripts: every run of the scripted page
 * reads more than every run of the page without script. Null when either was not measured.
 * @param {readonly (number | null)[]} withoutScript @param {readonly (number | null)[]} withScripts
 * @returns {boolean | null}
 */
export function tellsApart(withoutScript, withScripts) {
  const without = spread(withoutScript);
  const withIt = spread(withScripts);
  if (without.max === null || withIt.min === null) return null;
  return withIt.min > without.max;
}

/** @type {[string, (page: VariantResult) => (number | null)[]][]} */
const instruments = [
  ['TBT, Lighthouse (simulated)', (page) => page.samples.map((sample) => sample.tbt)],
  ['Script time, Lighthouse (simulated)', (page) => page.samples.map((sample) => sample.scriptMs)],
  ['Blocking time, trace (applied)', (page) => page.applied.map((sample) => sample.blockingMs)],
  ['Script time, trace (applied)', (page) => page.applied.map((sample) => sample.scriptMs)],
];

/**
 * The instruments side by side on pages whose difference is known: the floor's page with no script against
 * the same page as a federation host, and every route against its HTML without scripts.
 * @param {readonly RouteResult[]} routes
 * @param {import('./libraryFloor.mjs').LibraryFloorResults | null} floor
 * @returns {Table}
 */
export function instrumentCheckTable(routes, floor) {
  const floorWithout = floor?.variants.find((variant) => variant.name === 'html');
  const floorWith = floor?.variants.find((variant) => variant.name === 'federated');
  /** @param {boolean | null} apart */
  const yesNo = (apart) => (apart === null ? 'n/a' : apart ? 'yes' : 'no');
  return {
    title:
      'The instruments: can each tell a page without script from the same page with scripts? (every run of one above every run of the other)',
    headers: [
      'Instrument',
      'Floor page, no script (runs)',
      'Floor page, federation host (runs)',
      'Tells them apart',
      'Routes told apart from their twin',
      'No-script twins, every run',
    ],
    rows: instruments.map(([name, values]) => {
      const told = routes.map((route) => tellsApart(values(route.noJs), values(route.site)));
      return [
        name,
        floorWithout
          ? values(floorWithout)
              .map((value) => formatValue(value, 'ms'))
              .join(', ')
          : 'n/a',
        floorWith
          ? values(floorWith)
              .map((value) => formatValue(value, 'ms'))
              .join(', ')
          : 'n/a',
        floorWithout && floorWith ? yesNo(tellsApart(values(floorWithout), values(floorWith))) : 'n/a',
        `${told.filter((apart) => apart === true).length} of ${routes.length}`,
        spreadText(spread(routes.flatMap((route) => values(route.noJs))), 'ms'),
      ];
    }),
  };
}
