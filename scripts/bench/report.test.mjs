import { describe, expect, it } from 'vitest';
import { failedAppliedSample } from './appliedLoad.mjs';
import { routeResult } from './firstLoadResults.mjs';
import { formatValue } from './format.mjs';
import { interactionResult } from './interactionResults.mjs';
import { libraryFloorResults } from './libraryFloor.mjs';
import { failedSample, spread } from './metrics.mjs';
import { failedPrefetchSample, prefetchRoute } from './prefetchBytes.mjs';
import { barChart, renderConsole, renderHtml, renderMarkdown } from './report.mjs';
import { evaluateTargets, federationRuntimeOf, navigationTargets, scrollTargets } from './targets.mjs';

/** @param {Partial<import('./metrics.mjs').Sample>} values */
const sample = (values) => ({ ...failedSample(''), runtimeError: null, ...values });
/** @param {Partial<import('./appliedLoad.mjs').AppliedSample>} values */
const traced = (values) => ({ ...failedAppliedSample(''), error: null, ...values });

/**
 * One visit per run: the same Lighthouse sample each run, the trace's values run by run.
 * @param {import('./metrics.mjs').Sample} lighthouse @param {Partial<import('./appliedLoad.mjs').AppliedSample>[]} traces
 */
const visitsOf = (lighthouse, traces) =>
  traces.map((values) => ({ lighthouse: { sample: lighthouse, durationMs: 10_000 }, applied: traced(values) }));

/**
 * @param {string} path @param {string} owner @param {object} site Lighthouse values of the site
 * @param {import('./metrics.mjs').Sample} noJs @param {number[]} [siteBlocking] the trace's blocking, run by run
 * @param {number[]} [noJsBlocking]
 */
function route(path, owner, site, noJs, siteBlocking = [200], noJsBlocking = [20]) {
  return routeResult(
    path,
    owner,
    visitsOf(
      sample(site),
      siteBlocking.map((blockingMs) => ({ blockingMs, longestTaskMs: 130, jsBeforeTakeoverBytes: 140_000 })),
    ),
    visitsOf(
      noJs,
      noJsBlocking.map((blockingMs) => ({ blockingMs })),
    ),
  );
}

/**
 * The floor: its page without script and its federation-host build, run by run; the other builds unmeasured.
 * @param {number[]} withoutScript @param {number[]} federated blocking (applied) per run @param {number} scriptMs
 */
const floorOf = (withoutScript, federated, scriptMs) =>
  libraryFloorResults(
    new Map([
      [
        'floor:html',
        visitsOf(
          sample({ scriptMs: 20 }),
          withoutScript.map((blockingMs) => ({ blockingMs })),
        ),
      ],
      [
        'floor:federated',
        visitsOf(
          sample({ scriptMs }),
          federated.map((blockingMs) => ({ blockingMs })),
        ),
      ],
    ]),
  );

const measuredSite = {
  score: 99,
  fcp: 900,
  lcp: 1000,
  tbt: 20,
  scriptMs: 450,
  cls: 0,
  firstLoadJsBytes: 120_000,
  firstLoadJsSentBytes: 104_000,
  entryChunkJsBytes: 30_000,
  roundTripsBeforeContent: 3,
};

/** Today's site: the no-JS page paints nothing, so its metrics and the LCP ratio are n/a. */
function resultsWithMissingNoJs() {
  const routes = [
    route('/', 'agency', measuredSite, failedSample('NO_FCP')),
    route('/contact', 'shell', { ...measuredSite, roundTripsBeforeContent: 3 }, sample({ lcp: 960, fcp: 960 })),
  ];
  return {
    startedAt: '2026-01-01T00:00:00.000Z',
    durationMs: 60_000,
    environment: {
      lighthouse: '12.8.2',
      chromium: 'Chromium 156',
      node: 'v20',
      cpus: 2,
      benchmarkIndex: spread([]),
      cpuMultipliers: [4],
    },
    settings: {
      runs: 1,
      smoke: true,
      formFactor: 'mobile',
      throttling: 'simulated',
      applied: { latencyMs: 562.5, downloadKbps: 1474.56, uploadKbps: 675, cpuSlowdown: 4, quietMs: 3000 },
    },
    commit: 'abc1234',
    build: null,
    appBytes: [
      {
        app: 'shell',
        entryFiles: ['static/js/index.js'],
        entryGzip: 33_900,
        sharedGzip: 87_000,
        ownGzip: 1,
        totalGzip: 1,
        federationGzip: null,
      },
    ],
    routes,
    targets: evaluateTargets(routes, [], null),
    navigation: null,
    libraryFloor: null,
    scroll: null,
    baseline: null,
    lighthouseRunMs: null,
  };
}

describe('formatValue', () => {
  it('writes n/a for anything not measured', () => {
    for (const unit of ['ms', 'bytes', 'ratio', 'cls', 'score', 'count']) {
      expect(formatValue(null, unit)).toBe('n/a');
      expect(formatValue(undefined, unit)).toBe('n/a');
    }
  });

  it('writes kB in thousands of bytes, as the targets are given', () => {
    expect(formatValue(140_000, 'bytes')).toBe('140.0 kB');
    expect(formatValue(1.1, 'ratio')).toBe('1.10');
    expect(formatValue(1234.6, 'ms')).toBe('1235 ms');
  });
});

/** @param {import('./targets.mjs').TargetResult[]} targets @param {string} id */
const byId = (targets, id) => targets.find((target) => target.id === id);

describe('targets', () => {
  it('are n/a, not failed, when the number they need is missing', () => {
    const lcpRatio = byId(evaluateTargets(resultsWithMissingNoJs().routes, [], null), 'lcpRatio');
    expect(lcpRatio?.checks.map((check) => check.pass)).toEqual([null, true]);
    expect(lcpRatio?.pass).toBeNull();
  });

  it('fail when any route fails', () => {
    const routes = [
      route('/', 'agency', { ...measuredSite, cls: 0.2 }, sample({})),
      route('/x', 'agency', measuredSite, sample({})),
    ];
    expect(byId(evaluateTargets(routes, [], null), 'cls')?.pass).toBe(false);
  });

  it('compare the round trips of remote routes with those of the shell routes', () => {
    const routes = [
      route('/contact', 'shell', { roundTripsBeforeContent: 3 }, sample({})),
      route('/', 'agency', { roundTripsBeforeContent: 4 }, sample({})),
      route('/payout', 'payments', { roundTripsBeforeContent: 6 }, sample({})),
    ];
    const trips = evaluateTargets(routes, []).find((target) => target.id === 'remoteTrips');
    expect(trips?.checks).toEqual([
      { path: '/', value: 1, pass: true },
      { path: '/payout', value: 3, pass: false },
    ]);
  });
});

describe('issue #29’s targets against the libraries’ floor of the same run', () => {
  // The floor's federation host blocks 100 ms more than its page without script (median of 90, 100, 130).
  const floor = floorOf([10, 0, 20], [100, 100, 150], 300);
  /** @param {number[]} siteBlocking per run, against a twin blocking 20 ms each run */
  const routeBlocking = (path, siteBlocking, scriptMs = 450) =>
    route(path, 'agency', { ...measuredSite, scriptMs }, sample({}), siteBlocking, [20, 20, 20]);

  it('hold the median over routes of the blocking above the twin to the floor’s excess + 50 ms', () => {
    const within = [routeBlocking('/', [160, 170, 150]), routeBlocking('/b2b', [100, 180, 170])];
    expect(byId(evaluateTargets(within, [], floor), 'blockingMedian')).toMatchObject({
      limit: "≤ floor's excess + 50 ms (150 ms)",
      pass: true,
      checks: [{ path: 'median over routes', value: 145, pass: true }],
    });
    const above = [routeBlocking('/', [200, 200, 200]), routeBlocking('/b2b', [200, 200, 200])];
    expect(byId(evaluateTargets(above, [], floor), 'blockingMedian')?.pass).toBe(false);
  });

  it('hold every route to the floor’s excess + 150 ms', () => {
    const routes = [routeBlocking('/', [100, 100, 100]), routeBlocking('/payout', [300, 280, 260])];
    expect(byId(evaluateTargets(routes, [], floor), 'blockingRoute')?.checks).toEqual([
      { path: '/', value: 80, pass: true },
      { path: '/payout', value: 260, pass: false },
    ]);
  });

  it('hold the script time (Lighthouse) to 1.5 × the floor’s', () => {
    const routes = [routeBlocking('/', [100], 450), routeBlocking('/privacy', [100], 451)];
    const checks = byId(evaluateTargets(routes, [], floor), 'scriptTime')?.checks;
    expect(checks?.map((check) => check.pass)).toEqual([true, false]);
    expect(checks?.[0]?.value).toBe(1.5);
  });

  it('are n/a without the floor, not failed', () => {
    const routes = [routeBlocking('/', [900, 900, 900])];
    for (const id of ['blockingMedian', 'blockingRoute', 'scriptTime']) {
      expect(byId(evaluateTargets(routes, [], null), id)?.pass).toBeNull();
    }
  });

  it('count the scripts requested before / takes over against 150 kB', () => {
    const home = route('/', 'agency', measuredSite, sample({}));
    const takeoverJs = byId(evaluateTargets([home], [], null), 'takeoverJs');
    expect(takeoverJs?.checks).toEqual([{ path: '/', value: 140_000, pass: true }]);
  });

  it('hold scrolling / to tasks of 100 ms at most, per build', () => {
    const build = (id, runs) => ({ id, label: id, commit: 'x', url: '', samples: [], longest: spread(runs) });
    const scroll = {
      step: { px: 600, pauseMs: 300 },
      runs: 3,
      builds: [build('current', [90, 80, 120]), build('baseline', [300, 280, 310])],
    };
    expect(scrollTargets(scroll, 'current')[0]?.pass).toBe(true);
    expect(scrollTargets(scroll, 'baseline')[0]?.checks).toEqual([{ path: '/', value: 300, pass: false }]);
    expect(scrollTargets(null, 'current')).toEqual([]);
  });
});

describe('the federation runtime of a route', () => {
  const appBytes = [
    { app: 'shell', federationGzip: 20_000 },
    { app: 'agency', federationGzip: 6_000 },
    { app: 'legal', federationGzip: null },
  ].map((app) => ({ entryFiles: [], entryGzip: 0, sharedGzip: 0, ownGzip: 0, totalGzip: 0, ...app }));

  it("is the shell's share plus that of the route's owner, counted once for a shell route", () => {
    expect(federationRuntimeOf(route('/', 'agency', measuredSite, sample({})), appBytes)).toBe(26_000);
    expect(federationRuntimeOf(route('/contact', 'shell', measuredSite, sample({})), appBytes)).toBe(20_000);
  });

  it('is n/a without source maps, and so is its target', () => {
    const home = route('/', 'legal', measuredSite, sample({}));
    expect(federationRuntimeOf(home, appBytes)).toBeNull();
    expect(byId(evaluateTargets([home], appBytes, null), 'homeRuntime')?.pass).toBeNull();
  });

  it('is a budget of 30 kB: met at 30 kB, missed above it', () => {
    const home = route('/', 'agency', measuredSite, sample({}));
    const runtimeOf = (agencyShare) =>
      byId(
        evaluateTargets(
          [home],
          appBytes.map((app) => (app.app === 'agency' ? { ...app, federationGzip: agencyShare } : app)),
          null,
        ),
        'homeRuntime',
      );
    expect(runtimeOf(10_000)?.pass).toBe(true);
    expect(runtimeOf(10_001)?.pass).toBe(false);
    expect(runtimeOf(10_001)?.budget).toBe(true);
  });
});

describe('reports', () => {
  it('render missing values as n/a, never as null or NaN', () => {
    const results = resultsWithMissingNoJs();
    for (const text of [renderMarkdown(results), renderHtml(results), renderConsole(results)]) {
      expect(text).toContain('n/a');
      expect(text).not.toMatch(/\bnull\b|NaN|undefined/);
    }
  });

  it('name the Lighthouse error of a page that could not be measured', () => {
    expect(renderMarkdown(resultsWithMissingNoJs())).toMatch(/\| \/ \| n\/a \|.*\| NO_FCP \|/);
  });

  it('mark each route value against its target', () => {
    expect(renderMarkdown(resultsWithMissingNoJs())).toMatch(/\| \/contact \| shell \| 99 \|.*\| 0\.000 ✓ \|/);
  });

  it('draw no bar for a missing value and label it n/a', () => {
    const svg = barChart('LCP', [{ label: '/', bars: [{ label: 'no JS', value: null, color: '#000' }] }], 'ms');
    expect(svg).toContain('width="0.0"');
    expect(svg).toContain('>n/a</text>');
  });
});

describe('navigation targets', () => {
  /**
   * A visit that asked for these files after its takeover (gzip bytes by name).
   * @param {Record<string, number>} files
   */
  const visit = (files) => ({
    ...failedPrefetchSample(''),
    takeoverMs: 4000,
    bytes: Object.values(files).reduce((total, bytes) => total + bytes, 0),
    requests: 2,
    seen: 14,
    bytesByUrl: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [`http://x/${name}`, bytes])),
    error: null,
  });
  const ownCode = { 'home.js': 20_000 };
  const prefetcherOnly = new Set(['http://x/page-chunks.json', 'http://x/page-payout.js']);
  /**
   * @param {Array<[string, number | null, number | null, number?]>} rows target, app, JavaScript off, scripts
   * @param {{ label: string, commit: string } | null} [baseline]
   */
  const navigation = (rows, baseline = null) => {
    const transitions = rows.map(([to, appMedian, noJsMedian, scripts = 1]) => ({
      from: '/',
      to,
      appMs: appMedian === null ? [] : [appMedian],
      noJsMs: noJsMedian === null ? [] : [noJsMedian],
      swapMs: [150],
      firstSectionSwapMs: [90],
      baselineAppMs: baseline ? [500] : [],
      appScripts: [scripts],
      appMedian,
      noJsMedian,
      swapMedian: 150,
      firstSectionSwapMedian: 90,
      baselineAppMedian: baseline ? 500 : null,
      scriptsAtClick: scripts,
      ratio: appMedian === null || !noJsMedian ? null : appMedian / noJsMedian,
      baselineRatio: baseline && noJsMedian ? 500 / noJsMedian : null,
    }));
    return {
      baseline,
      medianBaselineAppMs: baseline ? 500 : null,
      profile: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
      runs: 1,
      transitions,
      interactions: [
        interactionResult({ id: 'tab', label: 'switch a tab', path: '/b2b' }, [120], [100]),
        interactionResult({ id: 'menu', label: 'open the menu', path: '/' }, [230, 250], [null, null]),
      ],
      prefetch: {
        windowMs: 10_000,
        routes: [
          prefetchRoute(
            '/',
            [visit({ ...ownCode, 'page-payout.js': 12_300 }), visit({ ...ownCode, 'page-payout.js': 14_000 })],
            [visit(ownCode), visit(ownCode)],
            prefetcherOnly,
          ),
          prefetchRoute(
            '/payout',
            [visit({ 'payout.js': 9_000, 'entries.js': 61_000 })],
            [visit({ 'payout.js': 9_000, 'page-chunks.json': 800 })],
            prefetcherOnly,
          ),
        ],
      },
      medianAppMs: 180,
      medianNoJsMs: 400,
      medianSwapMs: 150,
      medianFirstSectionSwapMs: 90,
    };
  };
  it('are none without navigation results', () => {
    expect(navigationTargets(null)).toEqual([]);
  });

  it('hold all clicks to 0.8 of JavaScript off, each transition to its twin, a click needing no script to 1.2 of the DOM swap, INP to 200 ms', () => {
    const targets = navigationTargets(
      navigation([
        ['/payout', 180, 400, 0],
        ['/about', 410, 400],
        ['/privacy', 400, 400, 0],
      ]),
    );
    expect(byId(targets, 'navMedian')).toBeUndefined();
    expect(byId(targets, 'navRatio')?.checks[0]?.value).toBeCloseTo(0.45);
    expect(byId(targets, 'navFaster')?.checks.map((check) => check.pass)).toEqual([true, false, true]);
    // 180 ÷ 150 passes; /about requested a script after its click (n/a); 400 ÷ 150 does not.
    expect(byId(targets, 'navSwapFloor')?.checks.map((check) => check.pass)).toEqual([true, null, false]);
    expect(byId(targets, 'inp')?.checks.map((check) => check.pass)).toEqual([true, false]);
  });

  it('hold each first interaction to its held-scripts twin + 50 ms, n/a where the twin got no response', () => {
    const targets = navigationTargets(navigation([['/payout', 180, 400]]));
    expect(byId(targets, 'inpHeld')?.checks).toEqual([
      { path: 'switch a tab', value: 20, pass: true },
      { path: 'open the menu', value: null, pass: null },
    ]);
    expect(byId(targets, 'inpHeld')?.pass).toBeNull();
  });

  it('cap what prefetching adds in a page’s first 10 s at 50 kB, and allow no prefetch with saveData', () => {
    const targets = navigationTargets(navigation([['/payout', 180, 400]]));
    expect(byId(targets, 'prefetchBytes')?.checks).toEqual([
      { path: '/', value: 13_150, pass: true },
      { path: '/payout', value: 61_000, pass: false },
    ]);
    expect(byId(targets, 'prefetchSaveData')?.checks).toEqual([
      { path: '/', value: 0, pass: true },
      { path: '/payout', value: 1, pass: false },
    ]);
  });

  it('have no prefetch targets for results without prefetches', () => {
    const withoutPrefetch = { ...navigation([['/payout', 180, 400]]), prefetch: undefined };
    expect(byId(navigationTargets(withoutPrefetch), 'prefetchBytes')).toBeUndefined();
  });

  it('render as tables beside the routes, with the DOM swap alone and the scripts after the click', () => {
    const results = { ...resultsWithMissingNoJs(), navigation: navigation([['/payout', 180, 400]]) };
    const text = renderMarkdown(results);
    expect(text).toContain('| / → /payout | 180 ms | 400 ms | 0.45 | 150 ms | 90 ms | 1 |');
    expect(text).not.toContain('Baseline app');
    expect(text).toContain('| switch a tab | /b2b | 120 ms | 100 ms | 20 ms | ✓ | ✓ | 120 ms | 100 ms |');
    expect(text).toContain(
      '| open the menu | / | 240 ms | no response without scripts | n/a | – | ✗ | 230 ms, 250 ms | no response, no response |',
    );
  });

  it('render each page’s requests after takeover beside the same with saveData', () => {
    const text = renderMarkdown({ ...resultsWithMissingNoJs(), navigation: navigation([['/payout', 180, 400]]) });
    expect(text).toContain('Requested after takeover in a page’s first 10 s');
    expect(text).toContain(
      '| / | 4000 ms | 33.1 kB | 20.0 kB | 13.2 kB | ✓ | 12.3 kB, 14.0 kB | 2/14, 2/14 | 0, 0 | ✓ |',
    );
    expect(text).toContain('| /payout | 4000 ms | 70.0 kB | 9.8 kB | 61.0 kB | ✗ | 61.0 kB | 2/14 | 1 | ✗ |');
  });

  it('put Element Timing’s own report beside the end event, with the fade check of every run', () => {
    const measured = navigation([['/payout', 180, 400]]);
    const transition = {
      ...measured.transitions[0],
      appFaded: [true, false],
      elementTiming: { app: [480, null], noJs: [400], baselineApp: [], swap: [150] },
      elementTimingMedians: { app: 480, noJs: 400, baselineApp: null, swap: 150 },
    };
    const fadeChecks = [
      { plain: { ms: 20, elementTimingMs: 20 }, faded: { ms: 25, elementTimingMs: 330 } },
      { plain: { ms: 30, elementTimingMs: 30 }, faded: { ms: 35, elementTimingMs: null } },
    ];
    const text = renderMarkdown({
      ...resultsWithMissingNoJs(),
      navigation: { ...measured, transitions: [transition], fadeChecks },
    });
    expect(text).toContain(
      '| / → /payout | 180 ms / 480 ms | 1 of 2 | 400 ms / 400 ms | 150 ms / 150 ms | 480 ms, n/a |',
    );
    expect(text).toContain('| Test page, heading under a 300 ms fade from 0 (from its insertion) | 30 ms / 330 ms |');
  });

  it('put the baseline’s app beside this one’s, measured in the same runs', () => {
    const results = {
      ...resultsWithMissingNoJs(),
      navigation: navigation([['/payout', 180, 400]], { label: 'baseline', commit: 'abc1234' }),
    };
    const text = renderMarkdown(results);
    expect(text).toContain('Baseline app, abc1234 (median, ÷ off)');
    expect(text).toContain('| / → /payout | 180 ms | 500 ms (1.25); 500 ms | 400 ms | 0.45 |');
  });
});

describe('the libraries’ floor', () => {
  it('renders each build by both instruments, its blocking above the page without script, beside the site’s /', () => {
    const text = renderMarkdown({
      ...resultsWithMissingNoJs(),
      libraryFloor: floorOf([10, 0, 20], [100, 100, 150], 300),
    });
    expect(text).toContain('| The same HTML, no script | n/a | n/a | 20 ms | 10 ms (0–20) | 0 ms |');
    expect(text).toContain(
      '| + Module Federation host, libraries shared as the site shares them | n/a | n/a | 300 ms | 100 ms (100–150) | 100 ms (90–130) |',
    );
    expect(text).toContain(
      '| The site’s /, above its own twin, for comparison | 99 | 20 ms | 450 ms | 200 ms | 180 ms |',
    );
  });

  it('is absent when not measured', () => {
    expect(renderMarkdown(resultsWithMissingNoJs())).not.toContain('The libraries’ floor');
  });
});
