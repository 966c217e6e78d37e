/**
 * Pure functions that turn one Lighthouse result into the numbers the benchmark reports, and several runs
 * into medians. No I/O here, so every rule is unit-tested on small synthetic inputs.
 */

/**
 * @typedef {object} TimedRequest
 * @property {string} url
 * @property {number} start when the renderer decided to fetch it (ms)
 * @property {number} end when the response finished (ms)
 * @property {string[]} [initiatorUrls] documents and scripts that issued the request (parser initiator, every
 *   frame of the script stack including async parents); absent when the devtools log was not available
 * @property {boolean} [isData] a JSON/fetch response: a script may await it before issuing its next request
 */

/**
 * @typedef {object} Sample one Lighthouse run of one page
 * @property {number | null} score performance score, 0–100
 * @property {number | null} fcp ms
 * @property {number | null} lcp ms
 * @property {number | null} tbt ms
 * @property {number | null} scriptMs main-thread script time: the main-thread work breakdown's script evaluation
 *   plus parse/compile (simulated: the unthrottled trace's times × the CPU multiplier)
 * @property {number | null} cls
 * @property {number | null} firstLoadJsBytes every script the load fetched, gzip-compressed as the servers send
 *   it to a browser that accepts only gzip (the target's measure)
 * @property {number | null} firstLoadJsSentBytes the same scripts' transfer size as the browser received them
 *   (Brotli where the browser accepts it)
 * @property {number | null} entryChunkJsBytes the app entry chunks among them, gzip as firstLoadJsBytes
 * @property {number | null} requestsBeforeContent requests finished when the content showed (observed LCP)
 * @property {number | null} roundTripsBeforeContent longest chain of dependent requests finished by then
 * @property {number | null} totalRequests
 * @property {string[]} uncompressedScripts scripts over 1 kB that came without compression
 * @property {string | null} runtimeError Lighthouse's code when it could not measure the page (e.g. NO_FCP)
 */

/**
 * @typedef {'score' | 'fcp' | 'lcp' | 'tbt' | 'scriptMs' | 'cls' | 'firstLoadJsBytes' | 'firstLoadJsSentBytes' | 'entryChunkJsBytes'
 *   | 'requestsBeforeContent' | 'roundTripsBeforeContent' | 'totalRequests'} NumericKey
 * @typedef {Record<NumericKey, number | null>} Medians
 */

/** @type {readonly NumericKey[]} */
export const numericSampleKeys = [
  'score',
  'fcp',
  'lcp',
  'tbt',
  'scriptMs',
  'cls',
  'firstLoadJsBytes',
  'firstLoadJsSentBytes',
  'entryChunkJsBytes',
  'requestsBeforeContent',
  'roundTripsBeforeContent',
  'totalRequests',
];

/**
 * Median of the values that were measured; null when none was.
 * @param {readonly (number | null | undefined)[]} values
 * @returns {number | null}
 */
export function median(values) {
  /** @type {number[]} */
  const measured = [];
  for (const value of values) if (typeof value === 'number' && Number.isFinite(value)) measured.push(value);
  if (measured.length === 0) return null;
  const sorted = measured.sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? NaN;
  const lower = sorted.length % 2 === 1 ? upper : (sorted[middle - 1] ?? NaN);
  return (lower + upper) / 2;
}

/**
 * @typedef {{ median: number | null, min: number | null, max: number | null, runs: number }} Spread
 */

/**
 * The median of the values that were measured, with their range and how many there were.
 * @param {readonly (number | null | undefined)[]} values
 * @returns {Spread}
 */
export function spread(values) {
  const measured = /** @type {number[]} */ (
    values.filter((value) => typeof value === 'number' && Number.isFinite(value))
  );
  return {
    median: median(measured),
    min: measured.length > 0 ? Math.min(...measured) : null,
    max: measured.length > 0 ? Math.max(...measured) : null,
    runs: measured.length,
  };
}

/**
 * Run by run, a page's value minus its twin's from the same run; null where either was not measured.
 * @param {readonly (number | null)[]} values @param {readonly (number | null)[]} twinValues
 * @returns {(number | null)[]}
 */
export const pairedDifferences = (values, twinValues) =>
  values.map((value, run) => {
    const twin = twinValues[run];
    return value === null || twin === null || twin === undefined ? null : value - twin;
  });

/**
 * Median of every numeric field over several samples of one page.
 * @param {readonly Sample[]} samples
 * @returns {Medians}
 */
export function medianSample(samples) {
  return /** @type {Medians} */ (
    Object.fromEntries(numericSampleKeys.map((key) => [key, median(samples.map((sample) => sample[key]))]))
  );
}

/**
 * LCP of the site over LCP of the same HTML without scripts; null when either is missing.
 * @param {number | null} siteLcp
 * @param {number | null} noJsLcp
 */
export const lcpRatio = (siteLcp, noJsLcp) => (siteLcp !== null && noJsLcp ? siteLcp / noJsLcp : null);

/**
 * @param {TimedRequest} request
 * @param {TimedRequest} candidate
 */
function dependsOn(request, candidate) {
  if (!request.initiatorUrls) return candidate.end <= request.start;
  // The initiator relation is proof on its own: the HTML may still be streaming when its subresources start.
  if (request.initiatorUrls.includes(candidate.url)) return true;
  // Stacks name scripts, never the data a script awaited (remotes.json, a manifest) before issuing a request.
  return Boolean(candidate.isData) && candidate.end <= request.start;
}

/**
 * The number of sequential round trips before the content showed: the depth of the longest chain of
 * dependent requests among those finished by `cutoff` (the observed LCP). See `dependsOn` for what counts as
 * dependent; without initiator data any request finished before another started is taken as its parent.
 * @param {readonly TimedRequest[]} requests
 * @param {number | null} cutoff
 * @returns {number | null}
 */
export function sequentialRoundTrips(requests, cutoff) {
  if (cutoff === null) return null;
  const finished = requests.filter((request) => request.end <= cutoff);
  /** @type {Map<TimedRequest, number>} */
  const depths = new Map();
  /** @param {TimedRequest} request @param {Set<TimedRequest>} visiting @returns {number} */
  const depthOf = (request, visiting) => {
    const known = depths.get(request);
    if (known !== undefined) return known;
    visiting.add(request);
    const parents = finished.filter(
      (candidate) => candidate !== request && !visiting.has(candidate) && dependsOn(request, candidate),
    );
    const depth = 1 + Math.max(0, ...parents.map((parent) => depthOf(parent, visiting)));
    visiting.delete(request);
    depths.set(request, depth);
    return depth;
  };
  return Math.max(0, ...finished.map((request) => depthOf(request, new Set())));
}

/**
 * @typedef {{ method: string, params: any }} DevtoolsEvent
 */

/** @param {any} stack @returns {string[]} */
function stackUrls(stack) {
  /** @type {string[]} */
  const urls = [];
  for (let frames = stack; frames; frames = frames.parent) {
    for (const frame of frames.callFrames ?? []) if (frame.url) urls.push(frame.url);
  }
  return urls;
}

/**
 * For each requested URL, the documents and scripts that issued it (first request of that URL wins).
 * @param {readonly DevtoolsEvent[]} devtoolsLog
 * @returns {Map<string, string[]>}
 */
export function initiatorUrlsByUrl(devtoolsLog) {
  /** @type {Map<string, string[]>} */
  const byUrl = new Map();
  for (const event of devtoolsLog) {
    if (event.method !== 'Network.requestWillBeSent') continue;
    const { request, initiator } = event.params;
    if (byUrl.has(request.url)) continue;
    const urls = [initiator?.url, ...stackUrls(initiator?.stack)].filter(Boolean);
    byUrl.set(request.url, [...new Set(urls)]);
  }
  return byUrl;
}

/** @param {any} audit @returns {number | null} */
function numericValueOf(audit) {
  if (!audit || audit.scoreDisplayMode === 'error') return null;
  return typeof audit.numericValue === 'number' && Number.isFinite(audit.numericValue) ? audit.numericValue : null;
}

/** Lighthouse's task groups that are script work, as its `bootup-time` audit counts it. */
export const scriptGroups = ['scriptEvaluation', 'scriptParseCompile'];

/** @param {any} audit @returns {number | null} */
function scriptTimeOf(audit) {
  /** @type {any[] | undefined} */
  const items = audit?.details?.items;
  if (!items || audit.scoreDisplayMode === 'error') return null;
  return items.filter((item) => scriptGroups.includes(item.group)).reduce((sum, item) => sum + item.duration, 0);
}

/** @param {any} item */
const isDataResponse = (item) =>
  item.resourceType === 'Fetch' || item.resourceType === 'XHR' || /json/.test(item.mimeType ?? '');

/**
 * When the content showed, on the clock of the `network-requests` audit: observed LCP, else observed FCP.
 * @param {any} lhr
 * @returns {number | null}
 */
function contentShownAt(lhr) {
  const observed = lhr.audits.metrics?.details?.items?.[0];
  const networkStartTs = lhr.audits['network-requests']?.details?.debugData?.networkStartTimeTs;
  const shownTs = observed?.observedLargestContentfulPaintTs ?? observed?.observedFirstContentfulPaintTs;
  if (typeof shownTs !== 'number' || typeof networkStartTs !== 'number') return null;
  return (shownTs - networkStartTs) / 1000;
}

/**
 * @param {readonly any[]} items
 * @param {(url: string) => boolean} selects
 * @param {(item: any) => number | undefined} sizeOf
 */
const totalSizeOf = (items, selects, sizeOf) =>
  items.filter((item) => selects(item.url)).reduce((total, item) => total + (sizeOf(item) ?? 0), 0);

/**
 * A run that produced no Lighthouse result at all (e.g. the browser crashed).
 * @param {string} error
 * @returns {Sample}
 */
export const failedSample = (error) => ({
  score: null,
  fcp: null,
  lcp: null,
  tbt: null,
  scriptMs: null,
  cls: null,
  firstLoadJsBytes: null,
  firstLoadJsSentBytes: null,
  entryChunkJsBytes: null,
  requestsBeforeContent: null,
  roundTripsBeforeContent: null,
  totalRequests: null,
  uncompressedScripts: [],
  runtimeError: error,
});

/**
 * @param {any} lhr a Lighthouse result (performance category)
 * @param {readonly DevtoolsEvent[] | undefined} devtoolsLog the run's devtools log, for request initiators
 * @param {(url: string) => boolean} isEntryChunk whether a script URL is an app entry chunk (shell entry,
 *   remoteEntry.js): the chunks that carry the Module Federation runtime
 * @param {ReadonlyMap<string, number>} [gzipBytes] each script's size gzip-compressed as the server sends it;
 *   a script missing here counts by its transfer size
 * @returns {Sample}
 */
export function sampleFromLighthouse(lhr, devtoolsLog, isEntryChunk, gzipBytes = new Map()) {
  /** @type {any[] | undefined} */
  const items = lhr.audits['network-requests']?.details?.items;
  const cutoff = contentShownAt(lhr);
  const initiators = devtoolsLog ? initiatorUrlsByUrl(devtoolsLog) : undefined;
  const scripts = (items ?? []).filter((item) => item.resourceType === 'Script');
  /** @param {any} item */
  const gzipSizeOf = (item) => gzipBytes.get(item.url) ?? item.transferSize;
  const timed = (items ?? [])
    .filter((item) => item.finished !== false && typeof item.networkEndTime === 'number')
    .map((item) => ({
      url: item.url,
      start: item.rendererStartTime ?? item.networkRequestTime,
      end: item.networkEndTime,
      isData: isDataResponse(item),
      ...(initiators ? { initiatorUrls: initiators.get(item.url) ?? [] } : {}),
    }));
  const score = lhr.categories.performance?.score;
  return {
    score: typeof score === 'number' ? Math.round(score * 100) : null,
    fcp: numericValueOf(lhr.audits['first-contentful-paint']),
    lcp: numericValueOf(lhr.audits['largest-contentful-paint']),
    tbt: numericValueOf(lhr.audits['total-blocking-time']),
    scriptMs: scriptTimeOf(lhr.audits['mainthread-work-breakdown']),
    cls: numericValueOf(lhr.audits['cumulative-layout-shift']),
    firstLoadJsBytes: items ? totalSizeOf(scripts, () => true, gzipSizeOf) : null,
    firstLoadJsSentBytes: items
      ? totalSizeOf(
          scripts,
          () => true,
          (item) => item.transferSize,
        )
      : null,
    entryChunkJsBytes: items ? totalSizeOf(scripts, isEntryChunk, gzipSizeOf) : null,
    requestsBeforeContent: cutoff === null ? null : timed.filter((request) => request.end <= cutoff).length,
    roundTripsBeforeContent: sequentialRoundTrips(timed, cutoff),
    totalRequests: items ? items.length : null,
    uncompressedScripts: scripts
      .filter((item) => item.resourceSize > 1024 && item.transferSize >= item.resourceSize)
      .map((item) => item.url),
    runtimeError: lhr.runtimeError?.code ?? null,
  };
}
