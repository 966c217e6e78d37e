/**
 * What a page fetches after its takeover in its first 10 s (issue #30: prefetches after the takeover are reported
 * apart from the first load and capped at 50 kB gzip in a page's first 10 s; none on `saveData`/2G). Pure
 * functions over the requests a visit observed: which count, their bytes, the medians and the verdicts.
 *
 * After its takeover a page asks for two kinds of things: its own code, when the visitor first uses it (a
 * fragment hydrates at first use), and prefetches for the links in view. The same visit with `saveData`, which
 * turns the prefetcher off and nothing else, asks for the first kind only; what the visit without it asks for
 * beyond that is what prefetching cost.
 */
import { median } from './metrics.mjs';

/** The window of issue #30's cap, from the navigation's start. */
export const prefetchWindowMs = 10_000;

/** 50 kB gzip in the window (with `saveData`, no prefetch at all). */
export const prefetchLimits = { bytes: 50_000 };

/**
 * Resource types (CDP's `Network.ResourceType`) left out: the document itself, and images, fonts and media, which
 * after the takeover are the page's own content coming into view or loading late (the shell prefetches none of
 * them: it fetches scripts, manifests, route tables and page files, as Script and Fetch requests).
 */
export const uncountedTypes = ['Document', 'Image', 'Font', 'Media'];

/**
 * @typedef {object} ObservedRequest one request of a visit, as the DevTools protocol reported it
 * @property {string} url
 * @property {string} type CDP resource type (Script, Fetch, XHR, Stylesheet, Other…)
 * @property {number} startMs when the page asked for it, from the navigation's start
 * @property {boolean} fromCache answered by the HTTP cache: nothing went over the network
 * @property {number | null} sentBytes bytes received for it (`encodedDataLength`: the body as sent, Brotli where
 *   the server has a copy, and headers); null when it had not finished
 */

/**
 * The requests that count as prefetches: asked for at or after the takeover and before the window ends, over the
 * network, of a type that is not the page's own content (`uncountedTypes`).
 * @param {readonly ObservedRequest[]} requests
 * @param {number} takeoverMs when `html[data-interactive]` appeared, from the navigation's start
 * @param {number} [untilMs]
 * @returns {ObservedRequest[]}
 */
export const prefetchRequests = (requests, takeoverMs, untilMs = prefetchWindowMs) =>
  requests.filter(
    (request) =>
      !request.fromCache &&
      /^https?:/.test(request.url) &&
      !uncountedTypes.includes(request.type) &&
      request.startMs >= takeoverMs &&
      request.startMs < untilMs,
  );

/**
 * Their bytes gzip, as the servers send them to a browser that accepts only gzip; a request whose body could not be
 * fetched again counts with the bytes it received in the visit.
 * @param {readonly ObservedRequest[]} requests
 * @param {ReadonlyMap<string, number>} gzipSizes body sizes by URL
 */
export const gzipTotal = (requests, gzipSizes) =>
  requests.reduce((total, request) => total + (gzipSizes.get(request.url) ?? request.sentBytes ?? 0), 0);

/**
 * @typedef {object} PrefetchSample one visit
 * @property {number | null} takeoverMs when the app took over, from the navigation's start
 * @property {number | null} bytes what the counted requests weigh, gzip
 * @property {number | null} sentBytes what they weighed as received in the visit (Brotli, headers)
 * @property {number | null} requests how many were counted
 * @property {number | null} seen how many requests of any kind the visit saw before the window ended, the document
 *   and the page's first load included: a check that a count of 0 comes from a visit that saw the page load
 * @property {string[]} urls the counted requests, each as `type url`
 * @property {Record<string, number>} bytesByUrl what each counted request weighs, gzip, by URL
 * @property {string | null} error why the visit measured nothing
 */

/** @param {string} error @returns {PrefetchSample} */
export const failedPrefetchSample = (error) => ({
  takeoverMs: null,
  bytes: null,
  sentBytes: null,
  requests: null,
  seen: null,
  urls: [],
  bytesByUrl: {},
  error,
});

/**
 * @param {readonly ObservedRequest[]} requests every request of the visit
 * @param {number} takeoverMs
 * @param {ReadonlyMap<string, number>} gzipSizes
 * @returns {PrefetchSample}
 */
export function prefetchSample(requests, takeoverMs, gzipSizes) {
  const counted = prefetchRequests(requests, takeoverMs);
  return {
    takeoverMs: Math.round(takeoverMs),
    bytes: gzipTotal(counted, gzipSizes),
    sentBytes: counted.reduce((total, request) => total + (request.sentBytes ?? 0), 0),
    requests: counted.length,
    seen: requests.filter((request) => request.startMs < prefetchWindowMs).length,
    urls: counted.map((request) => `${request.type} ${request.url}`),
    bytesByUrl: Object.fromEntries(counted.map((request) => [request.url, gzipTotal([request], gzipSizes)])),
    error: null,
  };
}

/**
 * What prefetching added to a visit: the bytes of what it asked for that its `saveData` twin (the same visit, the
 * prefetcher off) did not. Null when either visit measured nothing.
 * @param {PrefetchSample} sample @param {PrefetchSample} saveDataTwin
 * @returns {number | null}
 */
export function prefetchedBytes(sample, saveDataTwin) {
  if (sample.error !== null || saveDataTwin.error !== null) return null;
  return Object.entries(sample.bytesByUrl)
    .filter(([url]) => !(url in saveDataTwin.bytesByUrl))
    .reduce((total, [, bytes]) => total + bytes, 0);
}

/**
 * The requests of a visit that only the prefetcher makes (`prefetcherOnly`: the remotes' page lists, and the files
 * of every page but the one shown). Null when the visit measured nothing.
 * @param {PrefetchSample} sample @param {ReadonlySet<string>} prefetcherOnly
 * @returns {string[] | null}
 */
export function prefetcherRequests(sample, prefetcherOnly) {
  if (sample.error !== null) return null;
  return Object.keys(sample.bytesByUrl).filter((url) => prefetcherOnly.has(url));
}

/**
 * @typedef {object} PrefetchRoute
 * @property {string} path
 * @property {PrefetchSample[]} samples the page as a visitor with data to spare sees it, one per run
 * @property {PrefetchSample[]} saveDataSamples the same with `navigator.connection.saveData`, one per run
 * @property {number | null} median bytes after the takeover, gzip: the page's own code and its prefetches
 * @property {number | null} saveDataMedian the same with `saveData`: the page's own code
 * @property {(number | null)[]} prefetched per run, what prefetching added (prefetchedBytes)
 * @property {number | null} prefetchedMedian
 * @property {(string[] | null)[]} saveDataPrefetches per run, what the prefetcher asked for with `saveData`
 * @property {number | null} takeoverMedian ms from the navigation's start
 */

/**
 * @param {string} path @param {readonly PrefetchSample[]} samples @param {readonly PrefetchSample[]} saveDataSamples
 *   in the same runs, in the same order
 * @param {ReadonlySet<string>} prefetcherOnly what only the prefetcher asks for on this page (prefetcherRequests)
 * @returns {PrefetchRoute}
 */
export function prefetchRoute(path, samples, saveDataSamples, prefetcherOnly) {
  const prefetched = samples.flatMap((sample, run) => {
    const twin = saveDataSamples[run];
    return twin ? [prefetchedBytes(sample, twin)] : [];
  });
  return {
    path,
    samples: [...samples],
    saveDataSamples: [...saveDataSamples],
    median: median(samples.map((sample) => sample.bytes)),
    saveDataMedian: median(saveDataSamples.map((sample) => sample.bytes)),
    prefetched,
    prefetchedMedian: median(prefetched),
    saveDataPrefetches: saveDataSamples.map((sample) => prefetcherRequests(sample, prefetcherOnly)),
    takeoverMedian: median(samples.map((sample) => sample.takeoverMs)),
  };
}

/**
 * Pass/fail against the limits: the median of what prefetching added, and no prefetch at all in any `saveData`
 * visit; null (n/a) when a variant was not measured.
 * @param {Pick<PrefetchRoute, 'prefetchedMedian' | 'saveDataPrefetches'>} route
 * @returns {{ bytes: boolean | null, saveData: boolean | null }}
 */
export function prefetchVerdicts({ prefetchedMedian, saveDataPrefetches }) {
  const measured = saveDataPrefetches.filter((requests) => requests !== null);
  return {
    bytes: prefetchedMedian === null ? null : prefetchedMedian <= prefetchLimits.bytes,
    saveData: measured.length ? measured.every((requests) => requests.length === 0) : null,
  };
}
