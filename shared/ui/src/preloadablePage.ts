import { createElement, type ComponentType } from 'react';
import { trackSettled, useSettled } from './settled';

/**
 * A lazy page (`preload` starts loading its code, once) that renders at once when its code is already loaded: it
 * reads its loaded module from the settled load, where `React.lazy` would still suspend for one tick. The page's
 * HTML is on screen before its code runs, so a first render that suspended would flash a loading state.
 */
export function preloadablePage(load: () => Promise<{ default: ComponentType }>) {
  let loading: Promise<ComponentType> | undefined;
  const preload = () => (loading ??= trackSettled(load().then((loaded) => loaded.default)));
  return { preload, Component: () => createElement(useSettled(preload())) };
}
