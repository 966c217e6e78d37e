import { createContext, use, useCallback } from 'react';
import { interactiveAttribute } from '@site/document';
import { useHydrating } from '@site/ui';

/** The page as served, and how its fragment's app takes it over (its code `loaded` first, at first use, or not). */
export interface ServedPage {
  readonly path: string;
  readonly app: 'loaded' | 'at-first-use' | 'failed';
}

export const ServedPageContext = createContext<ServedPage | null>(null);

/** The served page at `path` while React hydrates the route; null for a route rendered on the client. */
export function useServedPageAt(path: string): ServedPage | null {
  const served = use(ServedPageContext);
  return useHydrating() && served?.path === path ? served : null;
}

/** Told each time a page responds: the bootstrap starts what waits for the takeover. */
export const PageInteractiveContext = createContext<() => void>(() => {});

/** Marks `<html>` once the chrome and the page's fragment (if any) respond (tests and tools wait on it), and tells. */
export function useMarkPageInteractive(): () => void {
  const tell = use(PageInteractiveContext);
  return useCallback(() => {
    document.documentElement.setAttribute(interactiveAttribute, '');
    tell();
  }, [tell]);
}
