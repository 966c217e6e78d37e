#!/usr/bin/env node
/**
 * `pnpm bench`: builds the production site, serves it, and runs Lighthouse on every route, alternating the
 * site with the same route's HTML without scripts; prints the medians and saves results.json, report.md and
 * report.html under bench-results/<time>/. See `pnpm bench --help`.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { entryChunkMatcher, measureApps } from './appBytes.mjs';
import { createGzipSizer } from './gzipSizes.mjs';
import { chromiumVersion, launchChromium, runLighthouse } from './lighthouse.mjs';
import { failedSample, lcpRatio, median, medianSample, sampleFromLighthouse } from './metrics.mjs';
import { startNoJsProxy } from './noJsProxy.mjs';
import { parseOptions, usage } from './options.mjs';
import { renderConsole, renderHtml, renderMarkdown } from './report.mjs';
import { builtRoutes, routeOwners } from './routes.mjs';
import { buildSite, serveSite } from './site.mjs';
import { measureNavigation } from './navigation.mjs';
import { measureLibraryFloor } from './libraryFloor.mjs';
import { evaluateTargets, navigationTargets } from './targets.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** @typedef {import('./metrics.mjs').Sample} Sample */
/** @typedef {'site' | 'noJs'} Variant */

/**
 * The processes the benchmark starts (site server, Chromium), stopped however it ends: killing is synchronous,
 * so the 'exit' event covers a normal end, an error and Ctrl-C alike.
 */
const processesToStop = /** @type {Set<() => void>} */ (new Set());
process.on('exit', () => processesToStop.forEach((stop) => stop()));
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

/**
 * Half the routes start with the site and half with the no-JS page, swapped on every run, so that a machine
 * getting faster or slower during the benchmark does not favour one variant.
 * @param {number} run @param {number} routeIndex @returns {Variant[]}
 */
const variantOrder = (run, routeIndex) => ((run + routeIndex) % 2 === 0 ? ['site', 'noJs'] : ['noJs', 'site']);

/**
 * @typedef {object} Measured
 * @property {Sample} sample
 * @property {number} durationMs
 */

const gzipSizesOf = createGzipSizer();

/** What every Lighthouse run reported of its environment: its version, and its CPU benchmark of this machine (to compare results across machines). */
const lighthouseEnvironment = {
  versions: /** @type {Set<string>} */ (new Set()),
  benchmarkIndexes: /** @type {number[]} */ ([]),
};

/**
 * @param {string} url @param {number} chromePort @param {(url: string) => boolean} isEntryChunk
 * @returns {Promise<Measured>}
 */
async function measure(url, chromePort, isEntryChunk) {
  const started = performance.now();
  try {
    const { lhr, devtoolsLog, durationMs } = await runLighthouse(url, chromePort);
    lighthouseEnvironment.versions.add(lhr.lighthouseVersion);
    lighthouseEnvironment.benchmarkIndexes.push(lhr.environment.benchmarkIndex);
    /** @type {string[]} */
    const scripts = (lhr.audits['network-requests']?.details?.items ?? [])
      .filter((/** @type {any} */ item) => item.resourceType === 'Script')
      .map((/** @type {any} */ item) => item.url);
    const gzipBytes = await gzipSizesOf(scripts);
    return { sample: sampleFromLighthouse(lhr, devtoolsLog, isEntryChunk, gzipBytes), durationMs };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { sample: failedSample(message), durationMs: Math.round(performance.now() - started) };
  }
}

/** @param {string} path @param {Variant} variant @param {Measured} measured */
function logProgress(path, variant, { sample, durationMs }) {
  const lcp = sample.lcp === null ? 'n/a' : `${Math.round(sample.lcp)} ms`;
  const problem = sample.runtimeError ? ` (${sample.runtimeError})` : '';
  console.log(
    `  ${path} ${variant}: score ${sample.score ?? 'n/a'}, LCP ${lcp}${problem} [${(durationMs / 1000).toFixed(1)} s]`,
  );
}

/** @typedef {{ samples: Sample[], durationsMs: number[] }} Collected */
/** @returns {Collected} */
const nothingCollected = () => ({ samples: [], durationsMs: [] });

/**
 * @param {string[]} paths
 * @param {number} runs
 * @param {Record<Variant, string>} origins
 * @param {(url: string) => boolean} isEntryChunk
 */
async function measureRoutes(paths, runs, origins, isEntryChunk) {
  const collected = paths.map((path) => ({ path, site: nothingCollected(), noJs: nothingCollected() }));
  // `--part navigation` measures no route: no Lighthouse runs, no Chromium to start for them.
  for (let run = 0; run < (paths.length > 0 ? runs : 0); run += 1) {
    console.log(`Run ${run + 1}/${runs}`);
    const chrome = await launchChromium();
    processesToStop.add(chrome.kill);
    for (const [routeIndex, route] of collected.entries()) {
      for (const variant of variantOrder(run, routeIndex)) {
        const measured = await measure(`${origins[variant]}${route.path}`, chrome.port, isEntryChunk);
        route[variant].samples.push(measured.sample);
        route[variant].durationsMs.push(measured.durationMs);
        logProgress(route.path, variant, measured);
      }
    }
    processesToStop.delete(chrome.kill);
    chrome.kill();
  }
  return collected;
}

/**
 * One Lighthouse run of each URL, in order, in a Chromium of its own (as one run of the routes).
 * @param {number} run @param {string[]} urls
 */
async function measureFloorRun(run, urls) {
  console.log(`Libraries' floor, run ${run + 1}`);
  const chrome = await launchChromium();
  processesToStop.add(chrome.kill);
  /** @type {Sample[]} */
  const samples = [];
  for (const url of urls) {
    const measured = await measure(url, chrome.port, () => false);
    samples.push(measured.sample);
    logProgress(url, 'site', measured);
  }
  processesToStop.delete(chrome.kill);
  chrome.kill();
  return samples;
}

/** @param {Collected} variant */
const variantResult = ({ samples, durationsMs }) => ({ samples, median: medianSample(samples), durationsMs });

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  const startedAt = new Date();
  const build = options.build ? await buildSite(repo) : null;
  const withLighthouse = options.part === 'all' || options.part === 'lighthouse';
  const paths = withLighthouse
    ? (options.routes ?? (await builtRoutes(repo))).slice(0, options.smoke ? 1 : undefined)
    : [];
  const owners = await routeOwners(repo);
  const appBytes = await measureApps(repo);

  const site = await serveSite(repo, options.port);
  processesToStop.add(site.stop);
  const proxy = await startNoJsProxy({ port: options.proxyPort, upstreamPort: options.port });
  console.log(`Site at ${site.url}, no-JS proxy at ${proxy.url}; ${paths.length} route(s) × ${options.runs} run(s)`);

  const collected = await measureRoutes(
    paths,
    options.runs,
    { site: site.url, noJs: proxy.url },
    entryChunkMatcher(appBytes),
  );
  await proxy.close();
  const navigation =
    options.part !== 'all' && options.part !== 'navigation'
      ? null
      : (console.log('In-site navigation and first interactions (throttled)'),
        await measureNavigation(site.url, {
          runs: Math.max(options.runs, options.smoke ? 1 : 3),
          smoke: options.smoke,
        }));
  processesToStop.delete(site.stop);
  site.stop();
  const libraryFloor =
    options.part === 'all' || options.part === 'floor'
      ? await measureLibraryFloor(repo, { runs: options.runs, port: options.port + 20, measureRun: measureFloorRun })
      : null;

  const routes = collected.map((route) => {
    const siteResult = variantResult(route.site);
    const noJsResult = variantResult(route.noJs);
    return {
      path: route.path,
      owner: owners.get(route.path) ?? 'unknown',
      site: siteResult,
      noJs: noJsResult,
      lcpRatio: lcpRatio(siteResult.median.lcp, noJsResult.median.lcp),
    };
  });
  const results = {
    startedAt: startedAt.toISOString(),
    durationMs: Date.now() - startedAt.getTime(),
    environment: {
      lighthouse: [...lighthouseEnvironment.versions].join(', ') || 'unknown',
      chromium: chromiumVersion(),
      node: process.version,
      cpus: cpus().length,
      benchmarkIndex: median(lighthouseEnvironment.benchmarkIndexes),
    },
    settings: { runs: options.runs, smoke: options.smoke, formFactor: 'mobile', throttling: 'simulated' },
    build,
    appBytes,
    routes,
    targets: [...evaluateTargets(routes, appBytes), ...navigationTargets(navigation)],
    navigation,
    libraryFloor,
    lighthouseRunMs: median(routes.flatMap((route) => [...route.site.durationsMs, ...route.noJs.durationsMs])),
  };

  const outDir = join(resolve(repo, options.out), results.startedAt.replace(/[:.]/g, '-'));
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
  await writeFile(join(outDir, 'report.md'), renderMarkdown(results));
  await writeFile(join(outDir, 'report.html'), renderHtml(results));
  console.log(`\n${renderConsole(results)}\n\nSaved ${outDir}/{results.json,report.md,report.html}`);
  if (withLighthouse && !routes.some((route) => route.site.samples.some((sample) => sample.score !== null))) {
    // Missed targets are the benchmark's findings; a benchmark that measured nothing is broken (the CI smoke).
    throw new Error('no Lighthouse run of the site produced a performance score');
  }
  if (navigation && navigation.transitions.every((transition) => transition.appMedian === null)) {
    throw new Error('no in-site navigation was measured');
  }
  if (libraryFloor && libraryFloor.variants.every((variant) => variant.median.score === null)) {
    throw new Error('no build of the libraries’ floor produced a performance score');
  }
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
