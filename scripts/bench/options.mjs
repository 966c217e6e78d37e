import { parseArgs } from 'node:util';

export const usage = `usage: pnpm bench [--part all|lighthouse,navigation,floor,scroll] [--routes /,/payout] [--runs N]
                  [--baseline DIR] [--smoke] [--no-build] [--out DIR] [--port N]

  --part      lighthouse: every route's first load beside its no-script twin, by Lighthouse and under
              applied throttling, also with a visitor who moves and scrolls 1 s after load;
              navigation: in-site clicks, first taps, prefetches; floor: the libraries alone;
              scroll: / scrolled to its end; comma-separated; default all          (env BENCH_PART)
  --routes    comma-separated paths; default: every route of the built site map    (env BENCH_ROUTES)
  --runs      runs, every page once per run; default 5                             (env BENCH_RUNS)
  --baseline  another checkout of the site, already built: served by its own server and measured
              in the same runs, in turn with this one                              (env BENCH_BASELINE)
  --smoke     one route, one run: checks that the benchmark still works
  --no-build  measure the existing build
  --out       where results go; default bench-results                              (env BENCH_OUT)
  --port      shell port; remotes use the next three, the no-JS proxy port+10, the floor port+20..+23,
              the baseline port+40..+43 and its no-JS proxy port+50; default 4300  (env BENCH_PORT)`;

/**
 * @typedef {'lighthouse' | 'navigation' | 'floor' | 'scroll'} BenchPart
 * @typedef {ReturnType<typeof parseOptions>} BenchOptions
 */

/** @type {BenchPart[]} */
const parts = ['lighthouse', 'navigation', 'floor', 'scroll'];

/**
 * @param {string} value `all`, or parts separated by commas
 * @returns {Set<BenchPart>}
 */
function partsOf(value) {
  if (value === 'all') return new Set(parts);
  const named = value.split(',').map((part) => part.trim());
  const unknown = named.filter((part) => !parts.includes(/** @type {BenchPart} */ (part)));
  if (unknown.length > 0 || named.length === 0) {
    throw new Error(`--part must be all or some of ${parts.join(', ')}, got ${value}`);
  }
  return new Set(/** @type {BenchPart[]} */ (named));
}

/** @param {string} name @param {string} value */
function positiveInteger(name, value) {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive integer, got ${value}`);
  return number;
}

/**
 * @param {string[]} argv arguments after the script name
 * @param {Record<string, string | undefined>} env
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
      baseline: { type: 'string', default: env.BENCH_BASELINE },
    },
    strict: true,
  });
  const port = positiveInteger('--port', values.port);
  return {
    parts: partsOf(values.part),
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
    floorPort: port + 20,
    baseline: values.baseline || undefined,
    baselinePort: port + 40,
    baselineProxyPort: port + 50,
  };
}
