/**
 * Two quiet bot filters. A submission that trips either is answered as if it had been sent (so that a bot
 * learns nothing) and is never sent:
 * - the honeypot: a field people never see or reach ('Leave this field blank'), which form-filling bots fill;
 * - the minimum fill time: people need seconds to fill five fields, scripts need milliseconds. The clock
 *   starts at the first interaction with the form (focus, pointer or input), not at page load, so time spent
 *   reading the page does not count. A form restored from a saved draft was filled in an earlier visit and
 *   is exempt, so a visitor who comes back and presses Send at once is never dropped.
 */
export interface SubmissionSignals {
  readonly honeypot: string;
  /** When the visitor first interacted with the form (ms), or null if never. */
  readonly startedAt: number | null;
  readonly now: number;
  readonly minFillMs: number;
  /** True when the values were restored from a draft. */
  readonly restored: boolean;
}

export function isLikelyBot({ honeypot, startedAt, now, minFillMs, restored }: SubmissionSignals): boolean {
  if (honeypot.trim() !== '') return true;
  if (restored || minFillMs <= 0) return false;
  return startedAt === null || now - startedAt < minFillMs;
}
