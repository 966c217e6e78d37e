/**
 * The page as served, while React hydrates it: the route rendered for it then attaches to the served fragment
 * (no Suspense boundary: the page's code was loaded first) or, when its app could not be loaded, leaves the
 * fragment as served. Any later visit to the path renders afresh.
 */
export interface ServedPage {
  readonly path: string;
  /** The page's app could not be loaded: its fragment stays exactly as served. */
  readonly appFailed: boolean;
  /**
   * Nothing in the fragment needs its app to respond (no `data-needs-app` part): the page responds as served, and
   * its app's code loads and hydrates it once the main thread is idle.
   */
  readonly hydrateWhenIdle: boolean;
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
