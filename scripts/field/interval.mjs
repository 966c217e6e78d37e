/** The exact (Clopper–Pearson) interval of a proportion, from the beta distribution's inverse (jStat). */
import jstat from 'jstat';

const { beta } = jstat.jStat;

/**
 * The 95 % (or `1 - alpha`) interval of `successes` out of `trials`; undefined with no trials.
 * @param {number} successes @param {number} trials
 */
export function clopperPearson(successes, trials, alpha = 0.05) {
  if (trials === 0) return undefined;
  return {
    low: successes === 0 ? 0 : beta.inv(alpha / 2, successes, trials - successes + 1),
    high: successes === trials ? 1 : beta.inv(1 - alpha / 2, successes + 1, trials - successes),
  };
}
