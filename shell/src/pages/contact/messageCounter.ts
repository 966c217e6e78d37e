import { formatCount } from '@site/ui';
import { form } from './content';

/** From this many characters left, the counter turns amber and screen readers hear how many remain. */
const NEAR_LIMIT_REMAINING = 500;
const STEP = 100;

/** The visible counter: '0 / 5,000'. */
export const counterText = (length: number, max: number): string => `${formatCount(length)} / ${formatCount(max)}`;

export const isNearLimit = (length: number, max: number): boolean => max - length <= NEAR_LIMIT_REMAINING;

/** Which announcement band a length falls in: none far from the limit, then every 100 characters, then 0. */
function band(length: number, max: number): number | null {
  const remaining = max - length;
  if (remaining > NEAR_LIMIT_REMAINING) return null;
  return remaining <= 0 ? 0 : Math.ceil(remaining / STEP);
}

/**
 * What to say politely when the message grows from `previous` to `next` characters: nothing until 500 are
 * left, then once on entering each band of 100 (500, 400, … 100 left) and once at the limit. Deleting text
 * is never announced, so typing near the limit does not chatter.
 */
export function limitAnnouncement(previous: number, next: number, max: number): string | null {
  if (next <= previous) return null;
  const to = band(next, max);
  if (to === null || to === band(previous, max)) return null;
  return to === 0 ? form.counter.limitReached(formatCount(max)) : form.counter.remaining(formatCount(max - next));
}
