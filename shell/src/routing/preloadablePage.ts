import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadablePage {
  /** Renders without suspending once `preload` has finished. */
  readonly Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's code (once), so that its first render needs no suspense. */
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
    (loading ??= load().then((loaded) => {
      module = loaded;
      return loaded.default;
    }));
  // React.lazy only calls then(onFulfilled, onRejected) and ignores what it returns.
  const settled = (value: { default: ComponentType }) =>
    ({ then: (onFulfilled: (loaded: typeof value) => void) => onFulfilled(value) }) as unknown as Promise<typeof value>;
  return {
    preload,
    Component: lazy(() => (module ? settled(module) : preload().then((component) => ({ default: component })))),
  };
}
