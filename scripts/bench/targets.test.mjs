import { describe, expect, it } from 'vitest';
import { figures, pageNames } from './targets.mjs';

const clicks = 'all clicks: app ÷ JavaScript off (sums per run)';
const plan = { routes: ['/'], floor: [], transitions: [], taps: [], prefetchPaths: [] };
/** @param {import('./targets.mjs').Figure[]} list */
const byId = (list) => new Map(list.map((figure) => [figure.label, figure]));

describe('figures', () => {
  it('takes each route against its own twin run by run, and judges the median', () => {
    const samples = {
      current: {
        [pageNames.load('/', false, false)]: { lcp: [1000, 1200, 1100], cls: [0, 0.02, 0], blockingMs: [90, 200, 100] },
        [pageNames.load('/', true, false)]: { lcp: [1000, 1000, 1000], blockingMs: [10, 150, 20] },
      },
    };
    const list = byId(figures(samples, 'current', plan));
    expect(list.get('/ LCP ÷ no-script twin (Lighthouse)')).toMatchObject({ runs: [1, 1.2, 1.1], pass: false });
    expect(list.get('/ LCP ÷ no-script twin (Lighthouse)')?.summary?.median).toBeCloseTo(1.1);
    expect(list.get('/ CLS (Lighthouse)')).toMatchObject({ pass: true });
    expect(list.get('/ blocking above twin (applied 4×)')).toMatchObject({ runs: [80, 50, 80], pass: null });
  });

  it('sums the clicks of each run before the ratio, and holds the baseline to this checkout’s twins', () => {
    const transitions = [
      { from: '/', to: '/a' },
      { from: '/', to: '/b' },
    ];
    const [a, b] = transitions.map(pageNames.click);
    const samples = {
      current: {
        [String(a)]: { appMs: [100, 300], noJsMs: [400, 400] },
        [String(b)]: { appMs: [100, null], noJsMs: [400, 400] },
      },
      baseline: { [String(a)]: { appMs: [500, 500] }, [String(b)]: { appMs: [500, 500] } },
    };
    const current = byId(figures(samples, 'current', { ...plan, routes: [], transitions }));
    expect(current.get(clicks)).toMatchObject({ runs: [0.25, null], pass: true });
    const baseline = byId(figures(samples, 'baseline', { ...plan, routes: [], transitions }));
    expect(baseline.get(clicks)).toMatchObject({ runs: [1.25, 1.25], pass: false });
  });

  it('holds saveData to nothing in every run, not only in the median', () => {
    const samples = {
      current: { [pageNames.prefetch('/')]: { bytes: [40_000, 45_000, 60_000], saveDataBytes: [0, 2000, 0] } },
    };
    const list = byId(figures(samples, 'current', { ...plan, routes: [], prefetchPaths: ['/'] }));
    expect(list.get('/ prefetched in the first 10 s, as sent')).toMatchObject({ runs: [40, 45, 60], pass: true });
    expect(list.get('/ prefetched with saveData')).toMatchObject({ pass: false });
  });

  it('marks the federation runtime as a budget', () => {
    const samples = { current: { [pageNames.federation]: { gzipBytes: [31_000] } } };
    expect(
      byId(figures(samples, 'current', { ...plan, routes: [] })).get(
        'federation runtime on / (gzip, from source maps)',
      ),
    ).toMatchObject({
      budget: true,
      pass: false,
    });
  });
});
