/**
 * How the served fragment's app takes it over:
 * - `loaded`: its code was loaded first, and React hydrates it with the chrome (no Suspense boundary);
 * - `at-first-use`: nothing in it needs its app to respond (no `data-needs-app` part), so it responds as served
 *   and its app's code loads and hydrates it after the visitor's first use of the page;
 * - `failed`: its app could not be loaded, and the fragment stays exactly as served.
 */
export type ServedApp = 'loaded' | 'at-first-use' | 'failed';

/** The page as served, while React hydrates it. Any later visit to the path renders afresh. */
export interface ServedPage {
  readonly path: string;
  readonly app: ServedApp;
}

let hydrating: ServedPage | null = null;

export function startHydrating(page: ServedPage): void {
  hydrating = page;
}

export function endHydrating(): void {
  hydrating = null;
}

/** The served page at `path`, when React is hydrating it now. */
export const servedPageAt = (path: string): ServedPage | null => (hydrating?.path === path ? hydrating : null);
