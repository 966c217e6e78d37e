import { useState } from 'react';

/** Whether `value` has changed since `condition` became true: Motion then animates only what changes afterwards. */
export function useChangedSince<T>(value: T, condition: boolean): boolean {
  const [seen, setSeen] = useState({ value, condition, changed: false });
  const changed = seen.changed || (seen.condition && condition && seen.value !== value);
  if (seen.value !== value || seen.condition !== condition) setSeen({ value, condition, changed });
  return changed;
}
