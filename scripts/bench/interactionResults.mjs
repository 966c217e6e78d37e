/**
 * The first interactions after takeover beside their held-scripts twins (issue #30): the same tap on the same page,
 * once with the app and once with the site's application scripts held back, so that what answers the tap is the
 * served page alone (native `<details>` and popovers, the inline early.js). Pure functions: medians, the app's
 * cost over its twin and the verdicts, shared by the targets and the report.
 */
import { median } from './metrics.mjs';

/**
 * The limits of issue #30 for a first interaction: at most the held-scripts twin + 50 ms, and at most 200 ms.
 */
export const interactionLimits = { overHeldMs: 50, ms: 200 };

/**
 * @typedef {number | null} HeldSample a held-scripts run: the tap's longest Event Timing entry in ms, or null when
 *   the control did not respond at all without the app (no fake number: there is nothing to time)
 * @typedef {object} InteractionResult
 * @property {string} id
 * @property {string} label
 * @property {string} path
 * @property {number[]} ms the app's runs
 * @property {number | null} median the app's median
 * @property {HeldSample[]} heldMs the held-scripts twin's runs, in the same runs (null: no response)
 * @property {number | null} heldMedian median of the twin's runs that responded; null when none did
 * @property {boolean | null} heldResponds whether the control responded without the app in any run; null when
 *   no held run was measured
 * @property {number | null} overHeldMs the app's median minus the twin's; null when either is missing
 */

/**
 * @param {{ id: string, label: string, path: string }} interaction
 * @param {readonly number[]} appMs the app's runs that were measured
 * @param {readonly HeldSample[]} heldMs the twin's runs that were measured (null: no response)
 * @returns {InteractionResult}
 */
export function interactionResult({ id, label, path }, appMs, heldMs) {
  const appMedian = median(appMs);
  const heldMedian = median(heldMs);
  return {
    id,
    label,
    path,
    ms: [...appMs],
    median: appMedian,
    heldMs: [...heldMs],
    heldMedian,
    heldResponds: heldMs.length === 0 ? null : heldMs.some((ms) => ms !== null),
    overHeldMs: appMedian === null || heldMedian === null ? null : appMedian - heldMedian,
  };
}

/**
 * Pass/fail of the two limits; null (n/a) when the number a limit needs is missing, e.g. a control that does not
 * respond without the app has no twin to be held to.
 * @param {Pick<InteractionResult, 'median' | 'overHeldMs'>} result
 * @returns {{ overHeld: boolean | null, absolute: boolean | null }}
 */
export function interactionVerdicts({ median: appMedian, overHeldMs }) {
  return {
    overHeld: overHeldMs === null ? null : overHeldMs <= interactionLimits.overHeldMs,
    absolute: appMedian === null ? null : appMedian <= interactionLimits.ms,
  };
}
