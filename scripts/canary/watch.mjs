/**
 * The canary watcher: at each check, both sides' field figures since the current step began
 * (figures.mjs), the verdict (watcher.mjs: judge), recorded in the canary's state and carried out: hold, raise the
 * share to the next step, promote the candidate to everyone, or abort. `pnpm release <app> --watch` runs it until
 * the canary ends; a pipeline runs the same command.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { runCanaryAction } from './commands.mjs';
import { canaryFigures } from './figures.mjs';
import { readCanary, recordVerdict } from './state.mjs';
import { describeVerdict, judge } from './watcher.mjs';

/**
 * One check of `app`'s canary on `target`: its verdict from the records `recordFiles(since)` gives, recorded and
 * carried out. Undefined when the app has no canary serving visitors.
 * @param {{
 *   target: any, app: string, settings: import('./watcher.mjs').CanarySettings,
 *   recordFiles: (since: Date) => Promise<{ files: string[], dispose: () => Promise<void> }>,
 *   now?: () => Date, log?: (line: string) => void
 * }} options
 * @returns {Promise<{ verdict: Verdict, candidate: string } | undefined>}
 */
export async function checkCanary({ target, app, settings, recordFiles, now = () => new Date(), log = () => {} }) {
  const state = await readCanary(target, app);
  if (!state || state.share === 0) return undefined;
  const stepStartedAt = Date.parse(state.steps.at(-1)?.at ?? state.since);
  const source = await recordFiles(new Date(stepStartedAt));
  let figures;
  try {
    figures = await canaryFigures(source.files, { ...state, since: new Date(stepStartedAt) });
  } finally {
    await source.dispose();
  }
  const checkedAt = now();
  const verdict = judge({ settings, share: state.share, stepStartedAt, now: checkedAt.getTime(), ...figures });
  const { candidate } = state;
  await recordVerdict({ target, app, candidate, verdict, now: checkedAt, log });
  for (const line of describeVerdict(app, candidate, verdict)) log(line);
  /** @type {Parameters<typeof runCanaryAction>[0]['action'] | undefined} */
  const action =
    verdict.action === 'abort'
      ? { kind: 'abort' }
      : verdict.action === 'promote'
        ? { kind: 'promote', id: candidate }
        : verdict.action === 'raise'
          ? { kind: 'raise', share: verdict.to }
          : undefined;
  if (action) log(await runCanaryAction({ target, app, action, now: checkedAt, log }));
  return { verdict, candidate };
}

/**
 * Checks `app`'s canary every `settings.checkIntervalMs` until it ends (promoted, aborted, or ended by a person
 * meanwhile). Returns the last verdict, undefined when there was no canary to watch.
 * @param {Parameters<typeof checkCanary>[0]} options
 */
export async function watchCanary(options) {
  let last;
  for (;;) {
    const checked = await checkCanary(options);
    if (!checked) return last;
    last = checked;
    if (checked.verdict.action === 'abort' || checked.verdict.action === 'promote') return last;
    await sleep(options.settings.checkIntervalMs);
  }
}
