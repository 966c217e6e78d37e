/**
 * What `pnpm release <app>` does with a canary, apart from its command line (cli.mjs):
 *
 *   --canary <percent>                 starts a canary of the build (staged first), or raises the running one
 *   --promote <id> --canary <percent>  starts a canary of a staged release
 *   --promote <id>                     of the running canary's candidate: releases it to everyone, ends the canary
 *   --abort                            sends everyone back to live at once
 *
 * Each is refused with the reason where it makes no sense; a plain release or rollback of an app whose canary runs
 * too (the canary would compare against a live release that is no longer live).
 */
import { RefusedError } from '../release/refused.mjs';
import { describeResult, describeVerdict } from './watcher.mjs';
import { promote } from '../release/stage.mjs';
import {
  endCanary,
  raiseCanary,
  readCanary,
  refreshSides,
  refuseCanaryOf,
  shareProblem,
  startCanary,
} from './state.mjs';

/**
 * The canary action of a release command's options, or undefined when it is none: `--canary`'s text, `--abort`,
 * `--promote`'s id, and whether the app has a canary running (`running`: its candidate id).
 * @param {{ canary?: string, abort?: boolean, promote?: string }} options
 * @param {string | undefined} running
 * @returns {{ kind: 'abort' } | { kind: 'raise', share: number } | { kind: 'start', share: number, id?: string }
 *   | { kind: 'promote', id: string } | undefined}
 */
export function canaryAction({ canary, abort = false, promote: id }, running) {
  if (abort) {
    if (canary !== undefined || id !== undefined) throw new RefusedError('--abort takes no --canary or --promote.');
    if (!running) throw new RefusedError('There is no canary to abort.');
    return { kind: 'abort' };
  }
  if (canary === undefined) {
    if (running && id !== undefined && id !== running) {
      throw new RefusedError(`The canary of ${running} runs: promote it (--promote ${running}) or --abort it first.`);
    }
    return running && id !== undefined ? { kind: 'promote', id } : undefined;
  }
  const share = Number(canary);
  const problem = canary.trim() === '' ? shareProblem(Number.NaN) : shareProblem(share);
  if (problem) throw new RefusedError(problem);
  if (running) {
    if (id !== undefined) {
      throw new RefusedError(`The canary of ${running} runs: only one canary per app; raise it with --canary alone.`);
    }
    return { kind: 'raise', share };
  }
  return id === undefined ? { kind: 'start', share } : { kind: 'start', share, id };
}

/** The candidate of `app`'s running canary, if any; a plain release or rollback of the app is refused meanwhile. */
export async function refuseDuringCanary(/** @type {any} */ target, /** @type {string} */ app, command) {
  const state = await readCanary(target, app);
  if (state) {
    throw new RefusedError(
      `${app} has a canary of ${state.candidate} at ${state.share} %: promote it (--promote ${state.candidate}) or abort it (--abort) before a ${command}.`,
    );
  }
}

/**
 * Runs a canary action of `app` on `target`. `stageBuild()` stages the command's build and returns its id (a new
 * canary of a build). Returns what happened, for the command's last line.
 */
export async function runCanaryAction({ target, app, action, stageBuild, now = new Date(), log = console.log }) {
  if (action.kind === 'abort') {
    const ended = await endCanary({ target, app, outcome: 'aborted', now, log });
    return `Aborted ${app}'s canary of ${ended.candidate}: every visitor is on ${ended.live}.`;
  }
  if (action.kind === 'raise') {
    const state = await raiseCanary({ target, app, share: action.share, now, log });
    return `${app}'s canary of ${state.candidate} serves ${state.share} % of visitors.`;
  }
  if (action.kind === 'promote') {
    const result = await promote({ target, app, id: action.id, log });
    await endCanary({ target, app, outcome: 'promoted', now, log });
    return `Promoted ${app}'s canary of ${result.id} to every visitor.`;
  }
  refuseCanaryOf(app); // before a build takes minutes
  const id = action.id ?? (await stageBuild());
  const state = await startCanary({ target, app, candidate: id, share: action.share, now, log });
  return `${app}'s canary of ${id} serves ${state.share} % of visitors.`;
}

/**
 * After any app's switch: every candidate side again, with the app's new pages and id (state.mjs: refreshSides).
 * Nothing to do on a target with no canary.
 */
export async function refreshSidesAfterSwitch(/** @type {any} */ target, /** @type {readonly string[]} */ apps) {
  const running = await Promise.all(apps.map((app) => readCanary(target, app)));
  if (running.some((state) => state !== undefined)) await refreshSides(target);
}

const minutes = (/** @type {number} */ ms) => {
  const total = Math.max(0, Math.round(ms / 60_000));
  return total < 60 ? `${total} min` : `${Math.floor(total / 60)} h ${total % 60} min`;
};

/**
 * The lines `pnpm releases <app>` shows for its canary: candidate, share, age, the steps and the latest verdict.
 * @param {import('./state.mjs').CanaryState} state
 * @param {number} now ms since the epoch
 */
export function describeCanary(state, now) {
  const lines = [
    `canary: ${state.candidate} at ${state.share} % of visitors for ${minutes(now - Date.parse(state.since))} (live: ${state.live})`,
  ];
  if (state.steps.length > 1) lines.push(`  steps: ${state.steps.map((step) => `${step.share} %`).join(' → ')}`);
  const latest = state.verdicts.at(-1);
  if (latest) {
    const verdict = /** @type {import('./watcher.mjs').Verdict} */ (latest.verdict);
    const [first, ...rest] = describeVerdict(state.app, state.candidate, verdict);
    lines.push(
      `  latest verdict (${minutes(now - Date.parse(latest.at))} ago): ${first}`,
      ...rest.map((l) => `  ${l}`),
    );
    // An abort lists its failures above; otherwise each metric's figures so far.
    if (verdict.action !== 'abort') lines.push(...verdict.results.map((result) => `    ${describeResult(result)}`));
  }
  return lines;
}
