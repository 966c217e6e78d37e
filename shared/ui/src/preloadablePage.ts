import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/** A promise that React's `use()` reads as settled once it has settled, instead of suspending for a tick. */
type TrackedPromise<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

export function trackedForReact<T>(promise: Promise<T>): Promise<T> {
  const tracked: TrackedPromise<T> = promise;
  // Block bodies: returning the promise itself from a handler would chain it, and leave its rejection unhandled.
  promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
    },
  );
  return tracked;
}

export interface PreloadablePage {
  /** Renders without suspending once `preload` has finished. */
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code (once); React's `use()` reads it without suspending once loaded. */
  readonly preload: () => Promise<ComponentType>;
}

/**
 * A lazy page that renders at once when its code is already loaded: React.lazy reads a thenable that
 * settles synchronously on the spot, where a settled Promise would still suspend for one tick. The page's
 * HTML is on screen before its code runs, so a first render that suspended would flash a loading state.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let module: { default: ComponentType } | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () =>
    (loading ??= trackedForReact(
      load().then((loaded) => {
        module = loaded;
        return loaded.default;
      }),
    ));
  // React.lazy only calls then(onFulfilled, onRejected) and ignores what it returns.
  const settled = (value: { default: ComponentType }) =>
    ({ then: (onFulfilled: (loaded: typeof value) => void) => onFulfilled(value) }) as unknown as Promise<typeof value>;
  return {
    preload,
    Component: lazy(() => (module ? settled(module) : preload().then((component) => ({ default: component })))),
  };
}
