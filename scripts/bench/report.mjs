/**
 * The report of a run, in Markdown (report.md, the console, and the figures section of docs/performance.md): each
 * figure as a median with its confidence interval over the runs, its limit and verdict, and with a baseline, the
 * baseline's figure and the change run by run (this checkout − baseline, paired in the same runs).
 */
import { byRun, difference, summarize } from './stats.mjs';

/**
 * @typedef {import('./targets.mjs').Figure} Figure
 * @typedef {object} Results what results.json holds
 * @property {string} startedAt
 * @property {number} durationMs
 * @property {{ chromium: string, node: string, cpus: number, benchmarkIndex: import('./stats.mjs').Summary | null }} environment
 * @property {{ runs: number, smoke: boolean, parts: string[] }} settings
 * @property {{ current: string, baseline: string | null }} commits
 * @property {import('./targets.mjs').Samples} samples
 * @property {Figure[]} figures this checkout's
 * @property {Figure[] | null} baselineFigures
 */

const decimals = /** @type {const} */ ({ ms: 0, ratio: 2, kB: 1, cls: 3 });

/** @param {number} value @param {Figure['unit']} unit */
const formatted = (value, unit) =>
  `${value.toFixed(decimals[unit])}${unit === 'ms' || unit === 'kB' ? ` ${unit}` : ''}`;

/**
 * `median [low–high]`, or `median (1 run)`, or `–` when nothing was measured.
 * @param {import('./stats.mjs').Summary | null} summary @param {Figure['unit']} unit
 */
function withInterval(summary, unit) {
  if (!summary) return '–';
  if (summary.n === 1) return `${formatted(summary.median, unit)} (1 run)`;
  return `${formatted(summary.median, unit)} [${summary.low.toFixed(decimals[unit])}–${summary.high.toFixed(decimals[unit])}]`;
}

/** @param {Figure} figure */
const limitOf = (figure) =>
  figure.limit === null ? '' : `≤ ${formatted(figure.limit, figure.unit)}${figure.every ? ' every run' : ''}`;

const verdict = (/** @type {boolean | null} */ pass) => (pass === null ? '' : pass ? '✓' : '✗');

/** @param {Figure[]} current @param {Figure[] | null} baseline */
function figuresTable(current, baseline) {
  const against = new Map((baseline ?? []).map((figure) => [figure.label, figure]));
  const header = baseline
    ? ['figure', 'baseline', 'this checkout', 'change', 'limit', ''].join(' | ')
    : ['figure', 'median [interval]', 'runs', 'limit', ''].join(' | ');
  const rows = current.map((figure) => {
    const mine = withInterval(figure.summary, figure.unit);
    if (!baseline) return [figure.label, mine, figure.summary?.n ?? 0, limitOf(figure), verdict(figure.pass)];
    const theirs = against.get(figure.label);
    const change = theirs ? summarize(byRun(figure.runs, theirs.runs, difference)) : null;
    return [
      figure.label,
      withInterval(theirs?.summary ?? null, figure.unit),
      mine,
      withInterval(change, figure.unit),
      limitOf(figure),
      figure.limit === null ? '' : `${verdict(theirs?.pass ?? null)} → ${verdict(figure.pass)}`,
    ];
  });
  const columns = header.split(' | ').length;
  return [`| ${header} |`, `|${' --- |'.repeat(columns)}`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');
}

/** @param {Results} results */
export function renderMarkdown(results) {
  const { environment, settings, commits } = results;
  const runs = `${settings.runs} run${settings.runs === 1 ? '' : 's'}${settings.smoke ? ' (smoke)' : ''}`;
  const index = environment.benchmarkIndex;
  return `${[
    `# Benchmark ${results.startedAt}`,
    '',
    `${commits.current}${commits.baseline ? ` against baseline ${commits.baseline}` : ''}; ${runs}, parts ${settings.parts.join(', ')}; ` +
      `${Math.round(results.durationMs / 60_000)} min.\n${environment.chromium}, Node ${environment.node}, ${environment.cpus} CPUs` +
      `${index ? `, Lighthouse CPU benchmark ${Math.round(index.median)} (${Math.round(index.low)}–${Math.round(index.high)})` : ''}.`,
    '',
    'Each figure is taken run by run (a page against its twin measured next to it in the same run) and given as the',
    'median over runs [confidence interval of the median: the order statistics that cover it with ≥ 95 %, or the',
    'extremes below 6 runs, 94 % for 5]. Verdicts are on the median.',
    '',
    figuresTable(results.figures, results.baselineFigures),
  ].join('\n')}\n`;
}
