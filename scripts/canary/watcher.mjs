/**
 * The canary watcher's verdict at one check: from both sides' figures over the same minutes (the
 * current step's), hold, raise the share to the next step, promote, or abort. Pure: the time and the figures are
 * inputs, so the caller (a `--watch` loop, a pipeline) owns the clock, the records and the switch, and a recorded
 * sequence of checks replays to the same verdicts.
 *
 * A metric is judged only once both sides have the minimum samples for it; then it fails when the candidate is
 * significantly worse (and, for the vitals, worse by at least the minimum effect). Any failure aborts at once;
 * a step is passed when every metric has been judged without failing and the step has lasted its minimum time.
 */
import { median } from 'simple-statistics';
import { fisherGreater, mannWhitneyGreater } from './statistics.mjs';

/** The settings' defaults, each with why; `canarySettings` overrides them. */
export const canaryDefaults = /** @type {Readonly<CanarySettings>} */ (
  Object.freeze({
    // 10 % first: a bad release reaches few visitors while the samples come in; 50 % next: equal sides give the
    // tests their most power for the traffic; 100 % is the promotion.
    steps: Object.freeze([10, 50, 100]),
    // Per side and per metric before it is judged: Kayenta's minimum of 50 data points; fewer makes the normal
    // approximation of the U test rough and gives the error tests too little power to be worth a verdict.
    minSamples: 50,
    // Each step lasts a quarter of an hour at least, so faults that take a while (an expiring cache, a timer, a
    // second visit) and visitors from more than one burst of traffic reach the candidate before it grows.
    minStepMs: 15 * 60_000,
    // How often the caller checks: an aborted canary sends everyone back to live within a minute, and the field
    // records of a page view arrive within seconds of it (the collector stores them as they come).
    checkIntervalMs: 60_000,
    // Page views with an error of the app: one-sided at 99 %, as the issue asks; errors are what a canary exists to
    // catch, so any significant excess fails (no minimum effect).
    errorRate: Object.freeze({ confidence: 0.99 }),
    // Page views where one of the app's files did not load: any significant excess fails (a missing chunk or a
    // broken manifest only gets worse as the share grows).
    remoteLoad: Object.freeze({ confidence: 0.99 }),
    // INP: Mann–Whitney at 98 % (Kayenta); to fail, the candidate's median must also be 20 ms and 10 % worse, a
    // tenth of the 200 ms "good" budget: smaller differences are noise between visitors' devices, not a regression.
    INP: Object.freeze({ confidence: 0.98, minIncreaseMs: 20, minIncreaseRatio: 0.1 }),
    // LCP: the same test; 100 ms and 10 % worse, a 25th of the 2.5 s "good" budget (LCP varies more with the
    // network than INP does with the device).
    LCP: Object.freeze({ confidence: 0.98, minIncreaseMs: 100, minIncreaseRatio: 0.1 }),
  })
);

/**
 * @typedef {{ confidence: number }} ProportionSettings
 * @typedef {{ confidence: number, minIncreaseMs: number, minIncreaseRatio: number }} VitalSettings
 * @typedef {{
 *   steps: readonly number[], minSamples: number, minStepMs: number, checkIntervalMs: number,
 *   errorRate: ProportionSettings, remoteLoad: ProportionSettings, INP: VitalSettings, LCP: VitalSettings
 * }} CanarySettings
 */
/** @typedef {'errorRate' | 'remoteLoad'} ProportionMetric */
/** @typedef {'INP' | 'LCP'} VitalMetric */
/**
 * One side's figures over the window, counted as `pnpm field` counts them: page views of the app's pages, those
 * with an error of the app (its `erroredViews`) and those with a `remote-load` error of the app, and the app's INP
 * and LCP values (ms), every one (the U test ranks them all).
 * @typedef {{ views: number, errorViews: number, remoteLoadViews: number, INP: readonly number[], LCP: readonly number[] }} SideFigures
 */
/**
 * One side's figures for a metric: page views, those hit and their rate; or a vital's samples and their median.
 * @typedef {{ views: number, hit: number, rate: number }} ProportionFigures
 * @typedef {{ samples: number, median?: number }} VitalFigures
 */
/**
 * What the watcher found for one metric: `waiting` for samples, `passed` (judged, not worse) or `failed`.
 * @typedef {{
 *   metric: ProportionMetric | VitalMetric, status: 'waiting' | 'passed' | 'failed', confidence: number,
 *   canary: ProportionFigures | VitalFigures, live: ProportionFigures | VitalFigures, minSamples: number,
 *   pValue?: number, minIncreaseMs?: number, minIncreaseRatio?: number
 * }} MetricResult
 */
/**
 * @typedef {{ metric: string, side: 'canary' | 'live' | 'both', samples: number, needed: number }
 *   | { metric: 'time', remainingMs: number }} WaitingFor
 */
/**
 * @typedef {{ action: 'hold', share: number, waitingFor: WaitingFor[], results: MetricResult[] }
 *   | { action: 'raise', from: number, to: number, results: MetricResult[] }
 *   | { action: 'promote', from: number, results: MetricResult[] }
 *   | { action: 'abort', share: number, failures: MetricResult[], results: MetricResult[] }} Verdict
 */

/**
 * The defaults with `overrides` (a metric's settings merge with its defaults). The steps must rise within
 * (0, 100]; 100 itself means promotion.
 * @param {Partial<{ [K in keyof CanarySettings]: Partial<CanarySettings[K]> }>} [overrides]
 * @returns {CanarySettings}
 */
export function canarySettings(overrides = {}) {
  /** @type {any} */
  const settings = { ...canaryDefaults };
  for (const [key, value] of Object.entries(overrides)) {
    const base = /** @type {Record<string, unknown>} */ (canaryDefaults)[key];
    if (base === undefined) throw new TypeError(`No canary setting is called ${key}.`);
    settings[key] = Array.isArray(value) || typeof value !== 'object' ? value : { ...base, ...value };
  }
  const steps = /** @type {readonly number[]} */ (settings.steps);
  const rising = steps.length > 0 && steps.every((step, i) => step > (steps[i - 1] ?? 0) && step <= 100);
  if (!rising) throw new RangeError(`A canary's steps rise within (0, 100]: not ${steps.join(', ')}.`);
  return settings;
}

const rate = (/** @type {number} */ hit, /** @type {number} */ views) => (views === 0 ? 0 : hit / views);

/**
 * @param {ProportionMetric} metric
 * @param {SideFigures} canary
 * @param {SideFigures} live
 * @param {CanarySettings} settings
 * @returns {MetricResult}
 */
function judgeProportion(metric, canary, live, settings) {
  const key = metric === 'errorRate' ? 'errorViews' : 'remoteLoadViews';
  const figures = (/** @type {SideFigures} */ side) => ({
    views: side.views,
    hit: side[key],
    rate: rate(side[key], side.views),
  });
  const { confidence } = settings[metric];
  const result = { metric, confidence, minSamples: settings.minSamples, canary: figures(canary), live: figures(live) };
  if (Math.min(canary.views, live.views) < settings.minSamples) return { ...result, status: 'waiting' };
  const pValue = fisherGreater(result.canary, result.live);
  return { ...result, pValue, status: pValue < 1 - confidence ? 'failed' : 'passed' };
}

/**
 * @param {VitalMetric} metric
 * @param {SideFigures} canary
 * @param {SideFigures} live
 * @param {CanarySettings} settings
 * @returns {MetricResult}
 */
function judgeVital(metric, canary, live, settings) {
  const { confidence, minIncreaseMs, minIncreaseRatio } = settings[metric];
  /** @returns {VitalFigures} */
  const figures = (/** @type {readonly number[]} */ values) =>
    values.length === 0 ? { samples: 0 } : { samples: values.length, median: median([...values]) };
  const result = {
    metric,
    confidence,
    minSamples: settings.minSamples,
    minIncreaseMs,
    minIncreaseRatio,
    canary: figures(canary[metric]),
    live: figures(live[metric]),
  };
  if (Math.min(result.canary.samples, result.live.samples) < settings.minSamples) {
    return { ...result, status: 'waiting' };
  }
  const { pValue } = mannWhitneyGreater(canary[metric], live[metric]);
  const canaryMedian = result.canary.median ?? 0;
  const liveMedian = result.live.median ?? 0;
  const largeEnough = canaryMedian - liveMedian >= minIncreaseMs && canaryMedian >= liveMedian * (1 + minIncreaseRatio);
  return { ...result, pValue, status: pValue < 1 - confidence && largeEnough ? 'failed' : 'passed' };
}

/**
 * What a waiting metric waits for: the side(s) short of samples.
 * @param {MetricResult} result
 * @returns {WaitingFor}
 */
function waitingFor({ metric, canary, live, minSamples }) {
  const samples = (/** @type {ProportionFigures | VitalFigures} */ side) =>
    'samples' in side ? side.samples : side.views;
  const short = [
    ['canary', samples(canary)],
    ['live', samples(live)],
  ].filter(([, count]) => Number(count) < minSamples);
  const side = short.length === 2 ? 'both' : /** @type {'canary' | 'live'} */ (short[0]?.[0]);
  return { metric, side, samples: Math.min(...short.map(([, count]) => Number(count))), needed: minSamples };
}

/**
 * The verdict at one check.
 * @param {{
 *   settings: CanarySettings, share: number, stepStartedAt: number, now: number,
 *   canary: SideFigures, live: SideFigures
 * }} check `share`: the candidate's share now (percent); `stepStartedAt`, `now`: ms since the epoch; the figures
 *   cover the same minutes on both sides, since the step started
 * @returns {Verdict}
 */
export function judge({ settings, share, stepStartedAt, now, canary, live }) {
  const results = [
    judgeProportion('errorRate', canary, live, settings),
    judgeProportion('remoteLoad', canary, live, settings),
    judgeVital('INP', canary, live, settings),
    judgeVital('LCP', canary, live, settings),
  ];
  const failures = results.filter(({ status }) => status === 'failed');
  if (failures.length > 0) return { action: 'abort', share, failures, results };

  /** @type {WaitingFor[]} */
  const waiting = results.filter(({ status }) => status === 'waiting').map(waitingFor);
  const remainingMs = stepStartedAt + settings.minStepMs - now;
  if (remainingMs > 0) waiting.push({ metric: 'time', remainingMs });
  if (waiting.length > 0) return { action: 'hold', share, waitingFor: waiting, results };

  const next = settings.steps.find((step) => step > share);
  return next === undefined || next === 100
    ? { action: 'promote', from: share, results }
    : { action: 'raise', from: share, to: next, results };
}

const percent = (/** @type {number} */ rate) => `${(rate * 100).toFixed(2)} %`;

/** One metric's figures on both sides, as a line says them. */
export function describeResult(/** @type {MetricResult} */ result) {
  const side = (/** @type {any} */ figures) =>
    'views' in figures
      ? `${figures.hit}/${figures.views} views (${percent(figures.rate)})`
      : `median ${figures.median === undefined ? '–' : `${Math.round(figures.median)} ms`} of ${figures.samples}`;
  const p = result.pValue === undefined ? '' : `, p = ${result.pValue.toPrecision(3)}`;
  return `${result.metric}: canary ${side(result.canary)}, live ${side(result.live)}${p}`;
}

/**
 * What a verdict says, in one line per point: the action, and for an abort each failing metric with both sides'
 * figures and its p-value; for a hold what it waits for.
 * @param {string} app
 * @param {string} candidate
 * @param {Verdict} verdict
 */
export function describeVerdict(app, candidate, verdict) {
  const name = `${app} ${candidate}`;
  if (verdict.action === 'abort') {
    return [
      `Abort ${name} at ${verdict.share} %: significantly worse than live.`,
      ...verdict.failures.map((failure) => `  ${describeResult(failure)}`),
    ];
  }
  if (verdict.action === 'raise') return [`Raise ${name} from ${verdict.from} % to ${verdict.to} %.`];
  if (verdict.action === 'promote') return [`Promote ${name} from ${verdict.from} % to every visitor.`];
  const waits = verdict.waitingFor.map((wait) =>
    wait.metric === 'time'
      ? `${Math.ceil(wait.remainingMs / 1000)} s more of this step`
      : `${wait.metric}: ${wait.samples} of ${wait.needed} samples on ${wait.side === 'both' ? 'each side' : `the ${wait.side} side`}`,
  );
  return [`Hold ${name} at ${verdict.share} %: waiting for ${waits.join('; ')}.`];
}
