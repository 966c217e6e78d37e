import { describe, expect, it } from 'vitest';
import {
  failedSample,
  initiatorUrlsByUrl,
  lcpRatio,
  median,
  medianSample,
  pairedDifferences,
  sampleFromLighthouse,
  spread,
  sequentialRoundTrips,
} from './metrics.mjs';

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('ignores runs that measured nothing, and is null when none did', () => {
    expect(median([null, 5, undefined, 7, null])).toBe(6);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });

  it('gives each field of several samples its own median', () => {
    const samples = [
      failedSample('NO_FCP'),
      { ...failedSample(''), lcp: 900, score: 80 },
      { ...failedSample(''), lcp: 1100, score: 90 },
    ];
    expect(medianSample(samples)).toMatchObject({ lcp: 1000, score: 85, tbt: null });
  });
});

describe('lcpRatio', () => {
  it('divides the site LCP by the no-JS LCP, n/a when either is missing', () => {
    expect(lcpRatio(1100, 1000)).toBeCloseTo(1.1);
    expect(lcpRatio(1100, null)).toBeNull();
    expect(lcpRatio(null, 1000)).toBeNull();
  });
});

const page = 'http://site/payout';
const entry = 'http://site/static/js/index.js';
const bootstrap = 'http://site/static/js/async/bootstrap.js';
const remote = 'http://remote/remoteEntry.js';

/** The shape measured on /payout: HTML → entry → bootstrap → manifest (data) → remote entry → page chunk. */
const remotePageLoad = [
  { url: page, start: 0, end: 25, initiatorUrls: [] },
  // Parser-initiated while the HTML is still arriving: a child of the page all the same.
  { url: 'http://site/static/css/site.css', start: 10, end: 40, initiatorUrls: [page] },
  { url: 'http://site/remotes.json', start: 57, end: 92, initiatorUrls: [page], isData: true },
  { url: entry, start: 60, end: 107, initiatorUrls: [page] },
  { url: bootstrap, start: 148, end: 232, initiatorUrls: [entry] },
  { url: 'http://remote/mf-manifest.json', start: 442, end: 481, initiatorUrls: [entry, bootstrap], isData: true },
  // Browser-initiated, late, and no parent of anything: it must not lengthen the chain.
  { url: 'http://site/favicon.svg', start: 454, end: 469, initiatorUrls: [] },
  { url: remote, start: 507, end: 520, initiatorUrls: [entry, bootstrap] },
  { url: 'http://remote/static/js/async/page.js', start: 558, end: 573, initiatorUrls: [remote, bootstrap] },
];

describe('sequentialRoundTrips', () => {
  it('counts the longest chain of dependent requests, data a script awaited included', () => {
    expect(sequentialRoundTrips(remotePageLoad, 800)).toBe(6);
  });

  it('counts only requests finished when the content showed', () => {
    expect(sequentialRoundTrips(remotePageLoad, 500)).toBe(4);
  });

  it('is n/a when the content never showed', () => {
    expect(sequentialRoundTrips(remotePageLoad, null)).toBeNull();
  });

  it('counts parallel requests once', () => {
    const html = 'http://site/';
    const parallel = [
      { url: html, start: 0, end: 10, initiatorUrls: [] },
      { url: 'http://site/a.css', start: 12, end: 20, initiatorUrls: [html] },
      { url: 'http://site/b.css', start: 12, end: 30, initiatorUrls: [html] },
      { url: 'http://site/font.woff2', start: 31, end: 40, initiatorUrls: ['http://site/b.css'] },
    ];
    expect(sequentialRoundTrips(parallel, 100)).toBe(3);
  });

  it('without initiators, takes any request finished before another started as its parent', () => {
    const timedOnly = remotePageLoad.map(({ url, start, end }) => ({ url, start, end }));
    expect(sequentialRoundTrips(timedOnly, 800)).toBe(6);
    // Timing alone cannot tell a late independent request from a dependent one.
    const unrelated = [
      { url: 'http://site/', start: 0, end: 10 },
      { url: 'http://site/favicon.svg', start: 50, end: 60 },
    ];
    expect(sequentialRoundTrips(unrelated, 100)).toBe(2);
  });
});

describe('initiatorUrlsByUrl', () => {
  it('collects the parser URL and every script frame, async parents included', () => {
    const log = [
      {
        method: 'Network.requestWillBeSent',
        params: { request: { url: entry }, initiator: { type: 'parser', url: page } },
      },
      {
        method: 'Network.requestWillBeSent',
        params: {
          request: { url: remote },
          initiator: {
            type: 'script',
            stack: { callFrames: [{ url: entry }], parent: { callFrames: [{ url: bootstrap }, { url: entry }] } },
          },
        },
      },
      { method: 'Network.responseReceived', params: {} },
    ];
    const byUrl = initiatorUrlsByUrl(log);
    expect(byUrl.get(entry)).toEqual([page]);
    expect(byUrl.get(remote)).toEqual([entry, bootstrap]);
  });
});

/** A minimal Lighthouse result: only what `sampleFromLighthouse` reads. */
function lighthouseResult({ lcp = 2000, observedLcpTs = 1_800_000, runtimeError = undefined } = {}) {
  const metric = (value) => ({ numericValue: value, scoreDisplayMode: 'numeric' });
  return {
    categories: { performance: { score: runtimeError ? null : 0.873 } },
    runtimeError: runtimeError ? { code: runtimeError } : undefined,
    audits: {
      'first-contentful-paint': runtimeError ? { scoreDisplayMode: 'error' } : metric(900),
      'largest-contentful-paint': runtimeError ? { scoreDisplayMode: 'error' } : metric(lcp),
      'total-blocking-time': metric(120),
      'cumulative-layout-shift': metric(0.002),
      metrics: {
        details: { items: [runtimeError ? {} : { observedLargestContentfulPaintTs: observedLcpTs }] },
      },
      'network-requests': {
        details: {
          debugData: { networkStartTimeTs: 1_000_000 },
          items: [
            { url: page, resourceType: 'Document', rendererStartTime: 0, networkEndTime: 25, transferSize: 600 },
            {
              url: entry,
              resourceType: 'Script',
              rendererStartTime: 60,
              networkEndTime: 107,
              transferSize: 34_000,
              resourceSize: 124_000,
            },
            {
              url: 'http://site/static/js/async/big.js',
              resourceType: 'Script',
              rendererStartTime: 900,
              networkEndTime: 950,
              transferSize: 5_000,
              resourceSize: 4_800,
            },
          ],
        },
      },
    },
  };
}

describe('sampleFromLighthouse', () => {
  const isEntryChunk = (url) => url === entry;

  it('reads the metrics, the script bytes and the requests finished by the observed LCP', () => {
    const log = [
      { method: 'Network.requestWillBeSent', params: { request: { url: page }, initiator: { type: 'other' } } },
      {
        method: 'Network.requestWillBeSent',
        params: { request: { url: entry }, initiator: { type: 'parser', url: page } },
      },
    ];
    const gzipBytes = new Map([[entry, 36_500]]);
    expect(sampleFromLighthouse(lighthouseResult(), log, isEntryChunk, gzipBytes)).toEqual({
      score: 87,
      fcp: 900,
      lcp: 2000,
      tbt: 120,
      // No main-thread breakdown in this result.
      scriptMs: null,
      cls: 0.002,
      // The entry came as Brotli (34,000 B) and is 36,500 B as gzip; big.js has no gzip size: its transfer counts.
      firstLoadJsBytes: 41_500,
      firstLoadJsSentBytes: 39_000,
      entryChunkJsBytes: 36_500,
      // LCP observed 800 ms after the first request: big.js ended at 950, after the content showed.
      requestsBeforeContent: 2,
      roundTripsBeforeContent: 2,
      totalRequests: 3,
      uncompressedScripts: ['http://site/static/js/async/big.js'],
      runtimeError: null,
    });
  });

  it('gives n/a for what a page that never painted could not measure', () => {
    const sample = sampleFromLighthouse(lighthouseResult({ runtimeError: 'NO_FCP' }), undefined, isEntryChunk);
    expect(sample).toMatchObject({
      score: null,
      fcp: null,
      lcp: null,
      requestsBeforeContent: null,
      roundTripsBeforeContent: null,
      runtimeError: 'NO_FCP',
    });
  });
});

describe('spread', () => {
  it('gives the median of the measured runs, their range and their number', () => {
    expect(spread([120, null, 80, 190])).toEqual({ median: 120, min: 80, max: 190, runs: 3 });
  });

  it('is all n/a when no run measured anything', () => {
    expect(spread([null, undefined])).toEqual({ median: null, min: null, max: null, runs: 0 });
  });
});

describe('pairedDifferences', () => {
  it('subtracts the twin’s value of the same run, and leaves a run out where either is missing', () => {
    expect(pairedDifferences([300, 250, null, 90], [100, 40, 10, null])).toEqual([200, 210, null, null]);
  });
});

describe('script time from Lighthouse', () => {
  it('is the main-thread breakdown’s script evaluation plus parse/compile', () => {
    const lhr = {
      categories: { performance: { score: 0.9 } },
      audits: {
        'mainthread-work-breakdown': {
          scoreDisplayMode: 'numeric',
          details: {
            items: [
              { group: 'scriptEvaluation', duration: 400 },
              { group: 'styleLayout', duration: 250 },
              { group: 'scriptParseCompile', duration: 35 },
            ],
          },
        },
      },
    };
    expect(sampleFromLighthouse(lhr, undefined, () => false).scriptMs).toBe(435);
  });

  it('is n/a when the audit failed', () => {
    const lhr = { categories: {}, audits: { 'mainthread-work-breakdown': { scoreDisplayMode: 'error' } } };
    expect(sampleFromLighthouse(lhr, undefined, () => false).scriptMs).toBeNull();
  });
});
