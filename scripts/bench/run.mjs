#!/usr/bin/env node
/**
 * `pnpm bench`: builds the production site, serves it, and measures every route's first load beside the same
 * HTML without scripts (Lighthouse, and a trace under applied throttling), the libraries' floor in the same
 * runs, in-site navigation and scrolling `/`; with `--baseline`, another built checkout is served by its own
 * server and measured in turn with this one. Prints the medians and saves results.json, report.md and
 * report.html under bench-results/<time>/. See `pnpm bench --help`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryChunkMatcher } from './appBytes.mjs';
import { appliedProfile, quietMs } from './appliedThrottling.mjs';
import { emptyMeasurements } from './emptyMeasurements.mjs';
import { routeResult } from './firstLoadResults.mjs';
import { createFirstLoads } from './firstLoads.mjs';
import { chromiumVersion } from './lighthouse.mjs';
import { libraryFloorResults, serveLibraryFloor } from './libraryFloor.mjs';
import { median, spread } from './metrics.mjs';
import { measureNavigation } from './navigation.mjs';
import { parseOptions, usage } from './options.mjs';
import { renderConsole, renderHtml, renderMarkdown } from './report.mjs';
import { builtRoutes, pageListFile, routeOwners } from './routes.mjs';
import { measureScroll } from './scroll.mjs';
import { buildSite, serveBuildWithTwins } from './site.mjs';
import { evaluateTargets, navigationTargets, scrollTargets } from './targets.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {import('./site.mjs').ServedBuild} ServedBuild
 * @typedef {import('./firstLoads.mjs').Page} Page
 * @typedef {import('./firstLoadResults.mjs').Visit} Visit
 */

/**
 * The processes the benchmark starts (site servers, Chromium), stopped however it ends: stopping is synchronous,
 * so the 'exit' event covers a normal end, an error and Ctrl-C alike.
 */
const processesToStop = /** @type {Set<() => void>} */ (new Set());
process.on('exit', () => processesToStop.forEach((stop) => stop()));
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/** @param {ServedBuild} build @param {'site' | 'noJs'} variant @param {string} path */
const pageId = (build, variant, path) => `${build.label} ${variant} ${path}`;

/**
 * A route's pages in every build served: the site and its no-script twin, this checkout's and the baseline's.
 * @param {string} path @param {readonly ServedBuild[]} builds
 * @returns {Page[]}
 */
const routePages = (path, builds) =>
  builds.flatMap((build) => {
    const isEntryChunk = entryChunkMatcher(build.appBytes);
    return [
      { id: pageId(build, 'site', path), url: `${build.url}${path}`, takesOver: true, isEntryChunk },
      { id: pageId(build, 'noJs', path), url: `${build.noJsUrl}${path}`, takesOver: false, isEntryChunk },
    ];
  });

/**
 * @param {ServedBuild} build @param {readonly string[]} paths @param {ReadonlyMap<string, string>} owners
 * @param {ReadonlyMap<string, Visit[]>} visits
 */
const routeResultsOf = (build, paths, owners, visits) =>
  paths.map((path) =>
    routeResult(
      path,
      owners.get(path) ?? 'unknown',
      visits.get(pageId(build, 'site', path)) ?? [],
      visits.get(pageId(build, 'noJs', path)) ?? [],
    ),
  );

/**
 * This checkout, and the baseline when one is given, each served with its pages' no-script twins.
 * @param {import('./options.mjs').BenchOptions} options
 * @returns {Promise<ServedBuild[]>}
 */
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
  const { parts } = options;
  const startedAt = new Date();
  const build = options.build ? await buildSite(repo) : null;
  const paths = parts.has('lighthouse')
    ? (options.routes ?? (await builtRoutes(repo))).slice(0, options.smoke ? 1 : undefined)
    : [];
  const owners = await routeOwners(repo);
  const builds = await serveBuilds(options);
  const [current, baseline] = /** @type {[ServedBuild, ServedBuild | undefined]} */ (builds);
  const floor = parts.has('floor') ? await serveLibraryFloor(repo, options.floorPort) : null;

  console.log(`${paths.length} route(s) × ${builds.length} build(s), ${options.runs} run(s)`);
  const firstLoads = createFirstLoads(processesToStop);
  const visits = await firstLoads.measure(
    [...paths.map((path) => routePages(path, builds)), ...(floor ? [floor.pages] : [])],
    options.runs,
  );
  await floor?.close();
  const navigation = parts.has('navigation')
    ? (console.log('In-site navigation, first interactions and requests after takeover (throttled)'),
      await measureNavigation(current.url, {
        noJsOrigin: current.noJsUrl,
        pageListFile: await pageListFile(repo),
        runs: Math.max(options.runs, options.smoke ? 1 : 3),
        smoke: options.smoke,
        ...(baseline ? { baseline: { url: baseline.url, label: baseline.label, commit: baseline.commit } } : {}),
      }))
    : null;
  const scroll = parts.has('scroll')
    ? await measureScroll(
        builds.map((served) => ({
          id: served.label,
          label: served.label,
          commit: served.commit,
          url: `${served.url}/`,
        })),
        options.runs,
      )
    : null;
  for (const served of builds) {
    processesToStop.delete(served.stop);
    served.stop();
  }

  const libraryFloor = floor ? libraryFloorResults(visits) : null;
  const routes = routeResultsOf(current, paths, owners, visits);
  const baselineRoutes = baseline ? routeResultsOf(baseline, paths, owners, visits) : [];
  const { environment } = firstLoads;
  const results = {
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    environment: {
      lighthouse: [...environment.versions].join(', ') || 'unknown',
      chromium: chromiumVersion(),
      node: process.version,
      cpus: cpus().length,
      benchmarkIndex: spread(environment.benchmarkIndexes),
      cpuMultipliers: [...environment.cpuMultipliers],
    },
    settings: {
      runs: options.runs,
      smoke: options.smoke,
      formFactor: 'mobile',
      throttling: 'simulated',
      applied: { ...appliedProfile, quietMs },
    },
    commit: current.commit,
    build,
    appBytes: current.appBytes,
    routes,
    targets: [
      ...evaluateTargets(routes, current.appBytes, libraryFloor),
      ...navigationTargets(navigation),
      ...scrollTargets(scroll, current.label),
    ],
    navigation,
    libraryFloor,
    scroll,
    baseline: baseline
      ? {
          repo: baseline.repo,
          commit: baseline.commit,
          routes: baselineRoutes,
          targets: [
            ...evaluateTargets(baselineRoutes, baseline.appBytes, libraryFloor),
            ...scrollTargets(scroll, baseline.label),
          ],
        }
      : null,
    lighthouseRunMs: median([...visits.values()].flat().map((visit) => visit.lighthouse.durationMs)),
  };

  const outDir = join(resolve(repo, options.out), results.startedAt.replace(/[:.]/g, '-'));
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), renderMarkdown(results));
  await writeFile(join(outDir, 'report.html'), renderHtml(results));
  console.log(`\n${renderConsole(results)}\n\nSaved ${outDir}/{results.json,report.md,report.html}`);
  // Missed targets are the benchmark's findings; a benchmark that measured nothing is broken (the CI smoke).
  const empty = emptyMeasurements(results);
  if (empty.length > 0) throw new Error(`nothing measured: ${empty.join('; ')}`);
  const missedBudgets = results.targets.filter((target) => target.budget && target.pass === false);
  if (missedBudgets.length > 0) {
    throw new Error(
      `size budget exceeded: ${missedBudgets.map((target) => `${target.label} ${target.limit}`).join('; ')}`,
    );
  }
}

if (process.argv.includes('--help')) {
  console.log(usage);
} else {
  main().catch((error) => {
    console.error(`✖ bench: ${error instanceof Error ? error.message : error}`);
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(usage);
    }
    process.exit(1);
  });
}
