#!/usr/bin/env node
/**
 * `pnpm bench`: builds the production site, serves it (and a `--baseline` checkout) with each page's no-script
 * twin, and measures, every page once per run and each page next to those it is compared with, in an order that
 * turns from run to run: every route's first load (Lighthouse and applied throttling, also with a visitor), the
 * libraries' floor, in-site clicks, first taps and prefetches, and scrolling `/`. Saves results.json and report.md
 * under bench-results/<time>/ and prints the report. See `pnpm bench --help` and the README's Benchmark section.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { federationRuntimeGzip } from './federationShare.mjs';
import * as load from './firstLoad.mjs';
import { serveLibraryFloor } from './libraryFloor.mjs';
import * as nav from './navigation.mjs';
import { parseOptions, usage } from './options.mjs';
import { renderMarkdown } from './report.mjs';
import { builtRoutes } from './routes.mjs';
import { runPnpm, serveBuildWithTwins } from './site.mjs';
import { rotation, summarize } from './stats.mjs';
import { figures, pageNames } from './targets.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** What the benchmark starts, stopped however it ends (stopping is synchronous: 'exit' covers Ctrl-C and errors). */
const processesToStop = /** @type {Set<() => void>} */ (new Set());
process.on('exit', () => processesToStop.forEach((stop) => stop()));
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/**
 * @typedef {import('./site.mjs').ServedBuild} ServedBuild
 * @typedef {import('playwright-core').Browser} Browser
 * @typedef {{ lighthousePort: number, browser: Browser }} Session one run's browsers
 * @typedef {Record<string, number | null>} Values
 * @typedef {{ build: string, page: string, variant?: string, measure: (session: Session) => Promise<Values> }} Visit
 *   `variant`: which of the visits recorded under one page this is
 */

const nameOf = (/** @type {Visit} */ { build, page, variant }) => `${build} ${page}${variant ? ` (${variant})` : ''}`;

const firstLine = (/** @type {unknown} */ error) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

/**
 * A first load: Lighthouse, then applied throttling; with the visitor, applied throttling only.
 * @param {string} build @param {string} page @param {string} url @param {{ takesOver: boolean, visitor: boolean }} variant
 * @returns {Visit}
 */
const firstLoadVisit = (build, page, url, { takesOver, visitor }) => ({
  build,
  page,
  measure: async ({ lighthousePort, browser }) => ({
    ...(visitor ? {} : await load.lighthouseLoad(url, lighthousePort)),
    ...(await load.appliedLoad(browser, url, { takesOver, visitor })),
  }),
});

/** @param {ServedBuild[]} builds @param {string[]} paths @returns {Visit[][]} */
const firstLoadGroups = (builds, paths) =>
  paths.map((path) =>
    builds.flatMap((build) =>
      [false, true].flatMap((visitor) =>
        [false, true].map((noScript) =>
          firstLoadVisit(
            build.label,
            pageNames.load(path, noScript, visitor),
            `${noScript ? build.noJsUrl : build.url}${path}`,
            { takesOver: !noScript, visitor },
          ),
        ),
      ),
    ),
  );

/**
 * What the navigation part measures; the smoke, one click and one page's prefetches.
 * @param {boolean} measured @param {boolean} smoke
 */
const navigationPlan = (measured, smoke) => ({
  transitions: measured ? nav.transitions.slice(0, smoke ? 1 : undefined) : [],
  taps: measured && !smoke ? nav.interactions : [],
  prefetchPaths: measured ? nav.prefetchPaths.slice(0, smoke ? 1 : undefined) : [],
});

/**
 * @param {ServedBuild[]} builds @param {ReturnType<typeof navigationPlan>} plan
 * @param {{ headings: Map<string, string>, prefetcherOnly: (path: string) => (url: string) => boolean }} context
 * @returns {Visit[][]}
 */
function navigationGroups(builds, plan, { headings, prefetcherOnly }) {
  const site = /** @type {ServedBuild} */ (builds[0]);
  /** @type {(build: ServedBuild, page: string, variant: string, measure: (b: Browser) => Promise<Values>) => Visit} */
  const visit = (build, page, variant, measure) => ({
    build: build.label,
    page,
    variant,
    measure: (/** @type {Session} */ { browser }) => measure(browser),
  });
  const clicks = plan.transitions.map((transition) => {
    const page = pageNames.click(transition);
    const heading = headings.get(transition.to) ?? '';
    return [
      ...builds.map((build) =>
        visit(build, page, 'app', async (browser) => ({
          appMs: await nav.clickToHeading(browser, build.url, transition, heading, true),
        })),
      ),
      visit(site, page, 'JavaScript off', async (browser) => ({
        noJsMs: await nav.clickToHeading(browser, site.noJsUrl, transition, heading, false),
      })),
      visit(site, page, 'DOM swap', async (browser) => ({
        swapMs: await nav.domSwapMs(browser, site.url, transition),
      })),
    ];
  });
  const taps = plan.taps.map((tap) => [
    ...builds.map((build) =>
      visit(build, tap.label, 'app', async (browser) => ({
        appMs: await nav.firstInteractionMs(browser, build.url, tap, false),
      })),
    ),
    visit(site, tap.label, 'held', async (browser) => ({
      heldMs: await nav.firstInteractionMs(browser, site.url, tap, true),
    })),
  ]);
  const prefetches = plan.prefetchPaths.map((path) =>
    [false, true].map((saveData) =>
      visit(site, pageNames.prefetch(path), saveData ? 'saveData' : '', async (browser) => {
        const bytes = await nav.prefetchedBytes(browser, site.url, path, prefetcherOnly(path), saveData);
        return { [saveData ? 'saveDataBytes' : 'bytes']: bytes };
      }),
    ),
  );
  return [...clicks, ...taps, ...prefetches];
}

/** @param {ServedBuild[]} builds @returns {Visit[]} */
const scrollGroup = (builds) =>
  builds.map((build) => ({
    build: build.label,
    page: pageNames.scroll,
    measure: async ({ browser }) => {
      const url = `${build.url}/`;
      return {
        longestTaskMs: (await load.appliedLoad(browser, url, { takesOver: true, afterSettled: load.scrollToEnd }))
          .longestTaskMs,
      };
    },
  }));

/**
 * Every group once per run, in an order that turns from run to run, and each group's pages in turn.
 * @param {Visit[][]} groups @param {number} runs @param {boolean} lighthouse whether a run needs Lighthouse's Chromium
 * @returns {Promise<{ samples: import('./targets.mjs').Samples, unmeasured: string[] }>}
 */
async function measure(groups, runs, lighthouse) {
  /** @type {import('./targets.mjs').Samples} */
  const samples = {};
  /** @type {Set<Visit>} */
  const measured = new Set();
  for (let run = 0; run < runs; run += 1) {
    console.log(`Run ${run + 1} of ${runs}`);
    const chrome = lighthouse ? await load.launchLighthouseChromium() : null;
    if (chrome) processesToStop.add(chrome.kill);
    const browser = await load.launchBrowser();
    try {
      for (const [index, group] of rotation(groups, run).entries()) {
        for (const visit of rotation(group, run + index)) {
          const started = performance.now();
          const name = nameOf(visit);
          try {
            const values = await visit.measure({ lighthousePort: chrome?.port ?? 0, browser });
            const metrics = ((samples[visit.build] ??= {})[visit.page] ??= {});
            for (const [metric, value] of Object.entries(values)) {
              (metrics[metric] ??= Array.from({ length: runs }, () => null))[run] = value;
            }
            measured.add(visit);
            const shown = Object.entries(values).map(
              ([metric, value]) => `${metric} ${value === null ? '–' : Math.round(value)}`,
            );
            console.log(`  ${name}: ${shown.join(', ')} [${((performance.now() - started) / 1000).toFixed(1)} s]`);
          } catch (error) {
            console.log(`  ${name}: not measured (${firstLine(error)})`);
          }
        }
      }
    } finally {
      await browser.close();
      if (chrome) {
        processesToStop.delete(chrome.kill);
        chrome.kill();
      }
    }
  }
  const unmeasured = groups
    .flat()
    .filter((visit) => !measured.has(visit))
    .map(nameOf);
  return { samples, unmeasured };
}

/** @param {import('./options.mjs').BenchOptions} options @returns {Promise<ServedBuild[]>} */
async function serveBuilds(options) {
  const served = [];
  const checkouts = /** @type {const} */ ([
    ['current', repo, { port: options.port, proxyPort: options.proxyPort }],
    ['baseline', options.baseline, { port: options.baselinePort, proxyPort: options.baselineProxyPort }],
  ]);
  for (const [label, checkout, ports] of checkouts) {
    if (!checkout) continue;
    const build = await serveBuildWithTwins(label, resolve(checkout), ports);
    processesToStop.add(build.stop);
    served.push(build);
    console.log(`${label} (${build.commit}) at ${build.url}, its pages without scripts at ${build.noJsUrl}`);
  }
  return served;
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  const { parts, smoke, runs } = options;
  const startedAt = new Date();
  if (options.build) await runPnpm(repo, ['run', 'build']);
  const routes = parts.has('lighthouse')
    ? (options.routes ?? (await builtRoutes(repo))).slice(0, smoke ? 1 : undefined)
    : [];
  const builds = await serveBuilds(options);
  const [current] = /** @type {[ServedBuild]} */ (builds);
  const floor = parts.has('floor') ? await serveLibraryFloor(repo, options.floorPort) : null;
  /** @type {Visit[][]} */
  const groups = [...firstLoadGroups(builds, routes)];
  if (floor) {
    groups.push(
      floor.pages.flatMap(({ name, url, takesOver }) =>
        [false, true].map((visitor) =>
          firstLoadVisit('floor', pageNames.load(name, false, visitor), url, { takesOver, visitor }),
        ),
      ),
    );
  }
  const navigation = navigationPlan(parts.has('navigation'), smoke);
  if (parts.has('navigation')) {
    const browser = await load.launchBrowser();
    const headings = await nav
      .headingsOf(browser, current.url, [...new Set(navigation.transitions.map(({ to }) => to))])
      .finally(() => browser.close());
    const prefetcherOnly = await nav.prefetcherOnlyUrls(current.url, repo);
    groups.push(...navigationGroups(builds, navigation, { headings, prefetcherOnly }));
  }
  if (parts.has('scroll')) groups.push(scrollGroup(builds));
  const { samples, unmeasured } = await measure(groups, runs, routes.length > 0 || floor !== null);
  await floor?.close();
  for (const build of builds) {
    processesToStop.delete(build.stop);
    build.stop();
    (samples[build.label] ??= {})[pageNames.federation] = { gzipBytes: [await federationRuntimeGzip(build.repo)] };
  }

  const plan = {
    routes,
    floor: floor?.pages.map((page) => page.name) ?? [],
    ...navigation,
    taps: navigation.taps.map((tap) => tap.label),
  };
  const [, baseline] = builds;
  const benchmarkIndexes = Object.values(samples).flatMap((pages) =>
    Object.values(pages).flatMap((metrics) => metrics.benchmarkIndex ?? []),
  );
  const results = {
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    environment: {
      chromium: load.chromiumVersion(),
      node: process.version,
      cpus: cpus().length,
      benchmarkIndex: summarize(benchmarkIndexes),
    },
    settings: { runs, smoke, parts: [...parts] },
    commits: { current: current.commit, baseline: baseline?.commit ?? null },
    plan,
    samples,
    figures: figures(samples, 'current', plan),
    baselineFigures: baseline ? figures(samples, 'baseline', plan) : null,
  };
  const outDir = join(resolve(repo, options.out), results.startedAt.replace(/[:.]/g, '-'));
  await mkdir(outDir, { recursive: true });
  const report = renderMarkdown(results);
  await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), report);
  console.log(`\n${report}\nSaved ${outDir}/{results.json,report.md}`);
  // Missed targets are the benchmark's findings; a visit that never measured is a broken benchmark (the CI smoke).
  if (unmeasured.length > 0) throw new Error(`nothing measured: ${unmeasured.join('; ')}`);
  const overBudget = results.figures.filter((figure) => figure.budget && figure.pass === false);
  if (overBudget.length > 0)
    throw new Error(`size budget exceeded: ${overBudget.map((figure) => figure.label).join('; ')}`);
}

if (process.argv.includes('--help')) {
  console.log(usage);
} else {
  main().catch((error) => {
    console.error(`✖ bench: ${firstLine(error)}`);
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))
      console.error(usage);
    process.exit(1);
  });
}
