/**
 * What a benchmark run measured nothing of. A missed target is a finding; a part that ran and measured
 * nothing means the benchmark is broken, and `pnpm bench` fails on it (`npm test` runs its smoke for that).
 */

/**
 * @typedef {import('./report.mjs').BenchResults} BenchResults
 * @typedef {import('./firstLoadResults.mjs').VariantResult} VariantResult
 */

/** @param {VariantResult} page */
const traced = (page) => page.applied.some((sample) => sample.blockingMs !== null);

/**
 * @param {BenchResults} results
 * @returns {string[]} one line per thing not measured; empty when every part that ran measured something
 */
export function emptyMeasurements(results) {
  /** @type {string[]} */
  const empty = [];
  const builds = [{ name: 'this checkout', routes: results.routes }];
  if (results.baseline) builds.push({ name: 'the baseline', routes: results.baseline.routes });
  for (const { name, routes } of builds.filter((build) => build.routes.length > 0)) {
    if (!routes.some((route) => route.site.samples.some((sample) => sample.score !== null))) {
      empty.push(`no Lighthouse run of ${name} produced a performance score`);
    }
    for (const route of routes) {
      if (!traced(route.site)) empty.push(`no applied-throttling trace of ${name}'s ${route.path}`);
      if (!traced(route.noJs)) empty.push(`no applied-throttling trace of ${name}'s ${route.path} without scripts`);
    }
  }
  if (results.navigation?.transitions.every((transition) => transition.appMedian === null)) {
    empty.push('no in-site navigation');
  }
  const prefetchRoutes = results.navigation?.prefetch?.routes ?? [];
  if (prefetchRoutes.length > 0 && prefetchRoutes.every((route) => route.median === null)) {
    empty.push('no page’s requests after takeover');
  }
  if (results.libraryFloor) {
    const { variants } = results.libraryFloor;
    if (variants.every((variant) => variant.median.score === null)) empty.push('no Lighthouse score of the floor');
    for (const variant of variants.filter((candidate) => !traced(candidate))) {
      empty.push(`no applied-throttling trace of the floor's ${variant.name} build`);
    }
  }
  for (const build of results.scroll?.builds ?? []) {
    if (build.longest.runs === 0) empty.push(`no scrolling of ${build.label}'s /`);
  }
  return empty;
}
