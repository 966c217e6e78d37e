import { use } from 'react';

type Outcome =
  { readonly fulfilled: true; readonly value: unknown } | { readonly fulfilled: false; readonly reason: unknown };

/** What each tracked promise settled to, kept beside it: React's own fields on a promise are no public API. */
const outcomes = new WeakMap<Promise<unknown>, Outcome>();

/**
 * Remembers what `promise` settles to, so that a render reads it at once (`useSettled`) instead of suspending for a
 * tick. Track a promise where it is made: before React's own listener retries the render.
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  promise.then(
    (value) => void outcomes.set(promise, { fulfilled: true, value }),
    (reason: unknown) => void outcomes.set(promise, { fulfilled: false, reason }),
  );
  return promise;
}

/** The value of a tracked promise that has fulfilled; undefined while it is pending, or when it failed. */
export function settledValue<T>(promise: Promise<T> | undefined): { readonly value: T } | undefined {
  const outcome = promise && outcomes.get(promise);
  return outcome?.fulfilled ? { value: outcome.value as T } : undefined;
}

/** The promises a render has handed to `use()`: React reads those itself from then on. */
const usedByReact = new WeakSet<Promise<unknown>>();

/**
 * The value of `promise` in a render: at once when it has settled, else through `use()`. Once a render has used a
 * promise, every later one does too: React requires a suspended component to call `use()` again when it retries.
 */
export function useSettled<T>(promise: Promise<T>): T {
  const outcome = outcomes.get(promise);
  if (!outcome || usedByReact.has(promise)) {
    usedByReact.add(promise);
    return use(promise);
  }
  if (!outcome.fulfilled) throw outcome.reason;
  return outcome.value as T;
}
