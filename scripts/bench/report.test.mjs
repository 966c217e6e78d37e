import { describe, expect, it } from 'vitest';
import { failedSample, medianSample } from './metrics.mjs';
import { barChart, formatValue, renderConsole, renderHtml, renderMarkdown } from './report.mjs';
import { evaluateTargets, federationRuntimeOf, navigationTargets } from './targets.mjs';

/** @param {Partial<import('./metrics.mjs').Sample>} values */
const sample = (values) => ({ ...failedSample(''), runtimeError: null, ...values });

/** @param {string} path @param {string} owner @param {object} site @param {object} noJs */
function route(path, owner, site, noJs) {
  const variant = (values) => ({ samples: [values], median: medianSample([values]), durationsMs: [10_000] });
  const siteVariant = variant(sample(site));
  const noJsVariant = variant(noJs);
  const ratio =
    siteVariant.median.lcp && noJsVariant.median.lcp ? siteVariant.median.lcp / noJsVariant.median.lcp : null;
  return { path, owner, site: siteVariant, noJs: noJsVariant, lcpRatio: ratio };
}

const measuredSite = {
  score: 99,
  fcp: 900,
  lcp: 1000,
  tbt: 20,
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
    environment: { lighthouse: '12.8.2', chromium: 'Chromium 156', node: 'v20', cpus: 2, benchmarkIndex: null },
    settings: { runs: 1, smoke: true, formFactor: 'mobile', throttling: 'simulated' },
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
    targets: evaluateTargets(routes, []),
    navigation: null,
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

describe('targets', () => {
  it('are n/a, not failed, when the number they need is missing', () => {
    const lcpRatio = evaluateTargets(resultsWithMissingNoJs().routes, []).find((target) => target.id === 'lcpRatio');
    expect(lcpRatio?.checks.map((check) => check.pass)).toEqual([null, true]);
    expect(lcpRatio?.pass).toBeNull();
  });

  it('fail when any route fails', () => {
    const routes = [
      route('/', 'agency', { ...measuredSite, tbt: 300 }, sample({})),
      route('/x', 'agency', measuredSite, sample({})),
    ];
    expect(evaluateTargets(routes, []).find((target) => target.id === 'tbt')?.pass).toBe(false);
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
    expect(evaluateTargets([home], appBytes).find((target) => target.id === 'homeRuntime')?.pass).toBeNull();
  });

  it('is a budget of 30 kB: met at 30 kB, missed above it', () => {
    const home = route('/', 'agency', measuredSite, sample({}));
    const runtimeOf = (agencyShare) =>
      evaluateTargets(
        [home],
        appBytes.map((app) => (app.app === 'agency' ? { ...app, federationGzip: agencyShare } : app)),
      ).find((target) => target.id === 'homeRuntime');
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
    expect(renderMarkdown(resultsWithMissingNoJs())).toContain('| /contact | shell | 99 ✓ |');
  });

  it('draw no bar for a missing value and label it n/a', () => {
    const svg = barChart('LCP', [{ label: '/', bars: [{ label: 'no JS', value: null, color: '#000' }] }], 'ms');
    expect(svg).toContain('width="0.0"');
    expect(svg).toContain('>n/a</text>');
  });
});

describe('navigation targets', () => {
  /** @param {Array<[string, number | null, number | null]>} rows */
  const navigation = (rows) => {
    const transitions = rows.map(([to, appMedian, noJsMedian]) => ({
      from: '/',
      to,
      appMs: appMedian === null ? [] : [appMedian],
      noJsMs: noJsMedian === null ? [] : [noJsMedian],
      swapMs: [150],
      firstSectionSwapMs: [90],
      appMedian,
      noJsMedian,
      swapMedian: 150,
      firstSectionSwapMedian: 90,
      ratio: appMedian === null || !noJsMedian ? null : appMedian / noJsMedian,
    }));
    return {
      profile: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
      runs: 1,
      transitions,
      interactions: [{ id: 'tab', label: 'switch a tab', path: '/b2b', ms: [120], median: 120 }],
      medianAppMs: 180,
      medianNoJsMs: 400,
      medianSwapMs: 150,
      medianFirstSectionSwapMs: 90,
    };
  };
  const byId = (targets, id) => targets.find((target) => target.id === id);

  it('are none without navigation results', () => {
    expect(navigationTargets(null)).toEqual([]);
  });

  it('hold the median to 200 ms and half of JavaScript off, each transition below its twin, INP to 100 ms', () => {
    const targets = navigationTargets(
      navigation([
        ['/payout', 180, 400],
        ['/about', 410, 400],
      ]),
    );
    expect(byId(targets, 'navMedian')?.pass).toBe(true);
    expect(byId(targets, 'navRatio')?.checks[0]?.value).toBeCloseTo(0.45);
    expect(byId(targets, 'navFaster')?.checks.map((check) => check.pass)).toEqual([true, false]);
    expect(byId(targets, 'inp')?.pass).toBe(false);
  });

  it('render as tables beside the routes, with the DOM swap alone beside each transition', () => {
    const results = { ...resultsWithMissingNoJs(), navigation: navigation([['/payout', 180, 400]]) };
    const text = renderMarkdown(results);
    expect(text).toContain('| / → /payout | 180 ms | 400 ms | 0.45 | 150 ms | 90 ms |');
    expect(text).toContain('| switch a tab | /b2b | 120 ms | 120 ms |');
  });
});

describe('the libraries’ floor', () => {
  const floorVariant = (name, label, tbtRuns, score) => {
    const samples = tbtRuns.map((tbt) => sample({ tbt, score, lcp: 1100, firstLoadJsBytes: 118_000 }));
    return { name, label, samples, median: medianSample(samples) };
  };

  it('renders each build against the route targets, beside the site’s /', () => {
    const floor = {
      variants: [
        floorVariant('react', 'React and React DOM', [4, 26, 111], 100),
        floorVariant('federated', '+ Module Federation host', [189, 235, 211], 96),
      ],
    };
    const text = renderMarkdown({ ...resultsWithMissingNoJs(), libraryFloor: floor });
    expect(text).toContain('| React and React DOM | 100 ✓ | 26 ms ✓ | 118.0 kB | 1100 ms | 4 ms, 26 ms, 111 ms |');
    expect(text).toContain('| + Module Federation host | 96 ✗ | 211 ms ✗ | 118.0 kB |');
    expect(text).toContain('| The site’s /, for comparison | 99 ✓ | 20 ms ✓ | 120.0 kB | 1000 ms | 20 ms |');
  });

  it('is absent when not measured', () => {
    expect(renderMarkdown(resultsWithMissingNoJs())).not.toContain('The libraries’ floor');
  });
});
