import { parseArgs } from 'node:util';

export const usage = `usage: pnpm bench [--part all|lighthouse|navigation|floor] [--routes /,/payout] [--runs N] [--smoke] [--no-build] [--out DIR] [--port N]

  --part      lighthouse: every route's first load (Lighthouse); navigation: in-site clicks and first
              interactions on a throttled profile (Playwright); floor: the libraries alone
              hydrating one heading (Lighthouse); default all                      (env BENCH_PART)
  --routes    comma-separated paths; default: every route of the built site map    (env BENCH_ROUTES)
  --runs      Lighthouse runs per route and variant; default 5                     (env BENCH_RUNS)
  --smoke     one route, one run: checks that the benchmark still works
  --no-build  measure the existing build
  --out       where results go; default bench-results                              (env BENCH_OUT)
  --port      shell port; remotes use the next three, the no-JS proxy port+10, the floor port+20..+23;
              default 4300                                                         (env BENCH_PORT)`;

/**
 * @typedef {'all' | 'lighthouse' | 'navigation' | 'floor'} BenchPart
 * @typedef {object} BenchOptions
 * @property {BenchPart} part
 * @property {string[] | undefined} routes undefined: every route of the built site
 * @property {number} runs
 * @property {boolean} smoke
 * @property {boolean} build
 * @property {string} out
 * @property {number} port
 * @property {number} proxyPort
 */

/** @type {BenchPart[]} */
const parts = ['all', 'lighthouse', 'navigation', 'floor'];

/** @param {string} name @param {string} value */
function positiveInteger(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  return number;
}

/**
 * @param {string[]} argv arguments after the script name
 * @param {Record<string, string | undefined>} env
 * @returns {BenchOptions}
 */
export function parseOptions(argv, env) {
  const { values } = parseArgs({
    args: argv,
    options: {
      part: { type: 'string', default: env.BENCH_PART ?? 'all' },
      routes: { type: 'string', default: env.BENCH_ROUTES },
      runs: { type: 'string', default: env.BENCH_RUNS ?? '5' },
      smoke: { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      out: { type: 'string', default: env.BENCH_OUT ?? 'bench-results' },
      port: { type: 'string', default: env.BENCH_PORT ?? '4300' },
    },
    strict: true,
  });
  const port = positiveInteger('--port', values.port);
  if (!parts.includes(/** @type {BenchPart} */ (values.part))) {
    throw new Error(`--part must be one of ${parts.join(', ')}, got ${values.part}`);
  }
  return {
    part: /** @type {BenchPart} */ (values.part),
    routes: values.routes
      ?.split(',')
      .map((route) => route.trim())
      .filter(Boolean),
    runs: values.smoke ? 1 : positiveInteger('--runs', values.runs),
    smoke: values.smoke,
    build: !values['no-build'],
    out: values.out,
    port,
    proxyPort: port + 10,
  };
}
