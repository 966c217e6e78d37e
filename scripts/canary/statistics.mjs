/**
 * The canary's tests: is the candidate worse than the live release over the same minutes? Each is one-sided (only
 * "the candidate is worse" can fail a canary) and takes its distribution from stdlib, a well-kept numerical
 * library (the hypergeometric and normal distributions); this module only counts and ranks. Checked against
 * published reference values in statistics.test.mjs.
 */
import hypergeometricCdf from '@stdlib/stats-base-dists-hypergeometric-cdf';
import normalCdf from '@stdlib/stats-base-dists-normal-cdf';
import ranks from '@stdlib/stats-ranks';

/**
 * Share of page views hit by something (an error, a remote that did not load), on one side.
 * @typedef {{ views: number, hit: number }} Proportion
 */

/** @param {string} name @param {Proportion} side */
function checkProportion(name, { views, hit }) {
  if (!Number.isInteger(views) || !Number.isInteger(hit) || hit < 0 || hit > views) {
    throw new RangeError(`The ${name} side's figures are not counts of page views: ${hit} of ${views}.`);
  }
}

/**
 * Fisher's exact test, one-sided: the probability, if both sides had the same rate, of the candidate having at
 * least as many hit views as it has, given how many views each side had and how many were hit in all (R's
 * `fisher.test(…, alternative = "greater")`). Equivalently, of the live side having at most as many: the live
 * side's hit views are hypergeometric (all views, all hit views, the live side's views), and that lower tail
 * keeps its precision when p is tiny, where one minus the upper one would not. Exact at every size, and its cost
 * grows with the live side's hit views only, so no large-sample approximation is needed.
 * @param {Proportion} candidate
 * @param {Proportion} live
 * @returns {number} the p-value
 */
export function fisherGreater(candidate, live) {
  checkProportion('candidate', candidate);
  checkProportion('live', live);
  return hypergeometricCdf(live.hit, candidate.views + live.views, candidate.hit + live.hit, live.views);
}

/** @param {readonly number[]} values */
function tieTerm(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  let sum = 0;
  for (const t of counts.values()) sum += t ** 3 - t;
  return sum;
}

/**
 * The Mann–Whitney U test, one-sided (the candidate's values tend to be larger), as Kayenta judges a metric: U
 * of the candidate from mid-ranks, its normal approximation with the tie correction and a continuity correction
 * (R's `wilcox.test(…, alternative = "greater", exact = FALSE, correct = TRUE)`, SciPy's
 * `mannwhitneyu(…, alternative='greater', method='asymptotic')`). The approximation is sound from a few tens of
 * samples per side, which the watcher requires before it judges.
 * @param {readonly number[]} candidate
 * @param {readonly number[]} live
 * @returns {{ u: number, z: number, pValue: number }}
 */
export function mannWhitneyGreater(candidate, live) {
  const n1 = candidate.length;
  const n2 = live.length;
  if (n1 === 0 || n2 === 0) throw new RangeError('The Mann–Whitney U test needs samples on both sides.');
  const pooled = [...candidate, ...live];
  if (!pooled.every(Number.isFinite)) throw new RangeError('The Mann–Whitney U test takes finite numbers only.');
  const rankSum = ranks(pooled)
    .slice(0, n1)
    .reduce((sum, rank) => sum + rank, 0);
  const u = rankSum - (n1 * (n1 + 1)) / 2;
  const n = n1 + n2;
  const variance = ((n1 * n2) / 12) * (n + 1 - tieTerm(pooled) / (n * (n - 1)));
  // Every value tied: the samples say nothing about which side is larger.
  if (variance === 0) return { u, z: 0, pValue: 1 };
  const z = (u - (n1 * n2) / 2 - 0.5) / Math.sqrt(variance);
  // The upper tail as the lower tail of −z, which keeps its precision when p is tiny.
  return { u, z, pValue: normalCdf(-z, 0, 1) };
}
