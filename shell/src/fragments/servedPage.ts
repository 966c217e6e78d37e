import { createContext, use } from 'react';
import { useHydrating } from '@site/ui';

/**
 * How the served fragment's app takes it over:
 * - `loaded`: its code was loaded first, and React hydrates it with the chrome (no Suspense boundary);
 * - `at-first-use`: nothing in it needs its app to respond (no `data-needs-app` part), so it responds as served
 *   and its app's code loads and hydrates it after the visitor's first use of the page;
 * - `failed`: its app could not be loaded, and the fragment stays exactly as served.
 */
export type ServedApp = 'loaded' | 'at-first-use' | 'failed';

/** The page as served: what the bootstrap learnt before hydrating, given to the shell's root (`ShellApp`). */
export interface ServedPage {
  readonly path: string;
  readonly app: ServedApp;
}

export const ServedPageContext = createContext<ServedPage | null>(null);

/**
 * The served page at `path`, when React is hydrating the route now; null for any route rendered on the client
 * (a later visit to the path renders afresh).
 */
export function useServedPageAt(path: string): ServedPage | null {
  const served = use(ServedPageContext);
  const hydrating = useHydrating();
  return hydrating && served?.path === path ? served : null;
}
