import { describe, expect, it } from 'vitest';
import {
  failedPrefetchSample,
  gzipTotal,
  prefetchRequests,
  prefetchRoute,
  prefetchSample,
  prefetchVerdicts,
} from './prefetchBytes.mjs';

/** @param {Partial<import('./prefetchBytes.mjs').ObservedRequest>} values */
const request = (values) => ({
  url: 'http://localhost:4301/remoteEntry.js',
  type: 'Script',
  startMs: 5_000,
  fromCache: false,
  sentBytes: 9_000,
  ...values,
});

describe('prefetchRequests', () => {
  const takeoverMs = 4_000;

  it('counts what the page asked for from its takeover until 10 s after the navigation started', () => {
    const requests = [
      request({ url: 'http://x/before.js', startMs: 3_999 }),
      request({ url: 'http://x/at-takeover.js', startMs: 4_000 }),
      request({ url: 'http://x/last.js', startMs: 9_999 }),
      request({ url: 'http://x/too-late.js', startMs: 10_000 }),
    ];
    expect(prefetchRequests(requests, takeoverMs).map((each) => each.url)).toEqual([
      'http://x/at-takeover.js',
      'http://x/last.js',
    ]);
  });

  it('counts scripts, fetches and stylesheets, not the document, images, fonts, the HTTP cache or data: URLs', () => {
    const requests = [
      request({ url: 'http://x/page.js', type: 'Script' }),
      request({ url: 'http://x/chunk.js', type: 'Fetch' }),
      request({ url: 'http://x/routes.json', type: 'XHR' }),
      request({ url: 'http://x/page.css', type: 'Stylesheet' }),
      request({ url: 'http://x/', type: 'Document' }),
      request({ url: 'http://x/hero.webp', type: 'Image' }),
      request({ url: 'http://x/inter.woff2', type: 'Font' }),
      request({ url: 'http://x/again.js', fromCache: true }),
      request({ url: 'data:text/javascript,1', type: 'Script' }),
    ];
    expect(prefetchRequests(requests, takeoverMs).map((each) => each.url)).toEqual([
      'http://x/page.js',
      'http://x/chunk.js',
      'http://x/routes.json',
      'http://x/page.css',
    ]);
  });
});

describe('gzipTotal', () => {
  it('sums gzip bodies, and the bytes received where a body could not be fetched again', () => {
    const requests = [
      request({ url: 'http://x/a.js', sentBytes: 900 }),
      request({ url: 'http://x/b.js', sentBytes: 700 }),
      request({ url: 'http://x/c.js', sentBytes: null }),
    ];
    expect(gzipTotal(requests, new Map([['http://x/a.js', 1_000]]))).toBe(1_700);
    expect(gzipTotal([], new Map())).toBe(0);
  });
});

describe('prefetchSample', () => {
  it('weighs the counted requests and lists them', () => {
    const requests = [
      request({ url: 'http://x/entry.js', startMs: 1_000, sentBytes: 40_000 }),
      request({ url: 'http://x/remoteEntry.js', startMs: 6_000, sentBytes: 8_000 }),
      request({ url: 'http://x/page.js', type: 'Fetch', startMs: 7_000, sentBytes: 3_000 }),
    ];
    const gzip = new Map([
      ['http://x/entry.js', 45_000],
      ['http://x/remoteEntry.js', 9_000],
      ['http://x/page.js', 3_500],
    ]);
    expect(prefetchSample(requests, 5_432.4, gzip)).toEqual({
      takeoverMs: 5_432,
      bytes: 12_500,
      sentBytes: 11_000,
      requests: 2,
      seen: 3,
      urls: ['Script http://x/remoteEntry.js', 'Fetch http://x/page.js'],
      bytesByUrl: { 'http://x/remoteEntry.js': 9_000, 'http://x/page.js': 3_500 },
      error: null,
    });
  });

  it('is zero bytes, a measurement, when nothing was asked for after the takeover', () => {
    const requests = [request({ startMs: 100 }), request({ startMs: 10_500 })];
    expect(prefetchSample(requests, 12_000, new Map())).toMatchObject({ bytes: 0, requests: 0, seen: 1 });
  });
});

describe('prefetchRoute and its verdicts', () => {
  /**
   * A visit that asked for these files after its takeover (gzip bytes by name); null: it measured nothing.
   * @param {Record<string, number> | null} files
   */
  const visit = (files) =>
    files === null
      ? failedPrefetchSample('timeout')
      : {
          ...failedPrefetchSample(''),
          bytes: Object.values(files).reduce((total, bytes) => total + bytes, 0),
          bytesByUrl: Object.fromEntries(Object.entries(files).map(([name, bytes]) => [`http://x/${name}`, bytes])),
          error: null,
        };
  const ownCode = { 'home.js': 30_000 };
  const prefetcherOnly = new Set(['http://x/page-chunks.json', 'http://x/page-payout.js']);

  it('counts as prefetched what a visit asked for beyond its saveData twin of the same run', () => {
    const route = prefetchRoute(
      '/',
      [visit({ ...ownCode, 'page-payout.js': 40_000 }), visit(null), visit({ ...ownCode, 'page-payout.js': 60_000 })],
      [visit(ownCode), visit(ownCode), visit(ownCode)],
      prefetcherOnly,
    );
    expect(route.prefetched).toEqual([40_000, null, 60_000]);
    expect(route.prefetchedMedian).toBe(50_000);
    expect(route.median).toBe(80_000);
    expect(route.saveDataMedian).toBe(30_000);
    expect(route.saveDataPrefetches).toEqual([[], [], []]);
    expect(prefetchVerdicts(route)).toEqual({ bytes: true, saveData: true });
  });

  it('fails above 50 kB, and on any request only the prefetcher makes in any saveData visit', () => {
    const route = prefetchRoute(
      '/',
      [visit({ ...ownCode, 'page-payout.js': 50_001 }), visit(ownCode)],
      [visit(ownCode), visit({ ...ownCode, 'page-chunks.json': 700 })],
      prefetcherOnly,
    );
    expect(route.saveDataPrefetches).toEqual([[], ['http://x/page-chunks.json']]);
    expect(prefetchVerdicts({ ...route, prefetchedMedian: 50_001 })).toEqual({ bytes: false, saveData: false });
  });

  it('is n/a where a variant was not measured (the smoke loads no saveData page)', () => {
    const route = prefetchRoute('/', [visit({ 'page.js': 10_000 })], [], prefetcherOnly);
    expect(route.prefetchedMedian).toBeNull();
    expect(prefetchVerdicts(route)).toEqual({ bytes: null, saveData: null });
  });
});
