import { useState } from 'react';

/**
 * Whether `value` has changed since `condition` became true, counted from the render that first saw it true.
 * A control served in its state and taken over by Motion uses it to jump to where it already shows (no fade)
 * when Motion arrives, and to animate only what changes afterwards.
 */
export function useChangedSince<T>(value: T, condition: boolean): boolean {
  const [seen, setSeen] = useState({ value, condition, changed: false });
  const changed = seen.changed || (seen.condition && condition && seen.value !== value);
  // Adjusting state while rendering: React renders again at once, before committing anything.
  if (seen.value !== value || seen.condition !== condition) setSeen({ value, condition, changed });
  return changed;
}
