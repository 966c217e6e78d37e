import { createElement, type ComponentType } from 'react';
import { trackSettled, useSettled } from './settled';

export interface PreloadablePage {
  /** Renders without suspending once `preload` has finished. */
  readonly Component: ComponentType;
  /** Starts loading the page's code (once); a render reads it without suspending once loaded (`useSettled`). */
  readonly preload: () => Promise<ComponentType>;
}

/**
 * A lazy page that renders at once when its code is already loaded: it reads its loaded module from the settled
 * load, where `React.lazy` would still suspend for one tick. The page's HTML is on screen before its code runs,
 * so a first render that suspended would flash a loading state.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>): PreloadablePage {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= trackSettled(load().then((loaded) => loaded.default)));
  function PreloadedPage() {
    return createElement(useSettled(preload()));
  }
  return { preload, Component: PreloadedPage };
}
