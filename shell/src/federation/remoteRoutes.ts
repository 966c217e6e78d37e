import { loadRemote, preloadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteName, RemoteRoute } from '@site/routes';
import type { RemoteFile } from '@site/field';
import { settledValue, trackSettled, type PageFragments, type RemoteModule } from '@site/ui';
import { reportFieldError } from '../field/queue';
import { fetchRemoteConfig, type RemoteConfig } from './remoteConfig';
import { RemoteLoadError, remoteFileOf } from './remoteLoadFailure';
import { pageContext } from '../lib/pageContext';
import { TimeoutError, withTimeout } from '../lib/withTimeout';

/** A section that hangs shows its fallback within 8 s of the visitor's request; these leave margin. */
const FIRST_LOAD_DEADLINE_MS = 7000;
const MIN_WAIT_MS = 3000;
const NAVIGATION_WAIT_MS = 6000;
const didNotLoad = (what: string) => (seconds: number) => `${what} did not load within ${seconds} s.`;

/** How long to wait for a remote (performance.now() counts from the request). Why: docs/architecture.md#loading-remotes-at-runtime */
export function remoteTimeoutMs(sinceNavigationStart: number, firstLoad: boolean): number {
  if (!firstLoad) return NAVIGATION_WAIT_MS;
  return Math.min(NAVIGATION_WAIT_MS, Math.max(MIN_WAIT_MS, FIRST_LOAD_DEADLINE_MS - sinceNavigationStart));
}

/**
 * Tells the field data that a file of a remote did not load, or hung. A task later: a visitor who leaves cancels
 * what still loads, and by then the page is gone, so leaving is recorded as no failure.
 */
function reportRemoteLoad(remote: RemoteName, error: unknown, step: RemoteFile): void {
  setTimeout(() =>
    reportFieldError({
      type: 'remote-load',
      remote,
      file: remoteFileOf(error, step),
      timedOut: error instanceof TimeoutError,
      message: error instanceof Error ? error.message : String(error),
      stack: error instanceof Error ? error.stack : undefined,
    }),
  );
}

/**
 * The remote sections of one page: where each remote is, its route table loaded once for all its routes, its
 * failures, retries and prefetch. The bootstrap makes one and hands it down; a test makes its own. `onRouteTable`
 * hears of each route table as it loads.
 */
export function createRemoteSections({
  onRouteTable = () => {},
}: { readonly onRouteTable?: (routes: readonly RemoteRoute[]) => void } = {}) {
  let firstLoad = true;
  let config: Promise<RemoteConfig> | undefined;
  const pagesByRemote = new Map<RemoteName, Promise<PageFragments>>();
  /** Each remote whose last load failed, with the visit (location key) that started it; none for the first load. */
  const failedRemotes = new Map<RemoteName, { visit: string | undefined }>();
  /** The manifest each remote is registered at; dropped on a retry, so the next load registers it afresh. */
  const registeredEntries = new Map<RemoteName, string>();
  /** How far each remote's load got: where it failed or hung (remoteScripts.ts moves it on). */
  const loadSteps = new Map<RemoteName, RemoteFile>();

  /** `/remotes.json`, read once for the page and again after a failed load. */
  const remoteConfig = (): Promise<RemoteConfig> => (config ??= fetchRemoteConfig());
  const noteStep = (remote: RemoteName, step: RemoteFile): void => void loadSteps.set(remote, step);

  async function registerRemote(remote: RemoteName): Promise<void> {
    const entry = (await remoteConfig())[remote];
    if (!entry) throw new Error(`remotes.json names no location for "${remote}".`);
    // force: replaces what the runtime cached of the remote (a failed manifest, an older location).
    if (registeredEntries.get(remote) !== entry) registerRemotes([{ name: remote, entry }], { force: true });
    registeredEntries.set(remote, entry);
  }

  async function importRouteTable(remote: RemoteName): Promise<PageFragments> {
    noteStep(remote, 'remotes.json');
    await remoteConfig();
    noteStep(remote, 'manifest');
    await registerRemote(remote);
    const module = await loadRemote<RemoteModule>(`${remote}/routes`);
    if (!module?.routes || !module.fragments) throw new Error(`${remote}/routes exposes no route table or fragments.`);
    onRouteTable(module.routes);
    return module.fragments;
  }

  /** A remote's pages: the same promise until `retryFailed` drops a failed one. `visit` is remembered if it fails. */
  function pages(remote: RemoteName, visit?: string): Promise<PageFragments> {
    let loaded = pagesByRemote.get(remote);
    if (!loaded) {
      const timeout = remoteTimeoutMs(performance.now(), firstLoad);
      firstLoad = false;
      loaded = trackSettled(
        withTimeout(importRouteTable(remote), timeout, didNotLoad(`The ${remote} section`)).catch((cause: unknown) => {
          failedRemotes.set(remote, { visit });
          reportRemoteLoad(remote, cause, loadSteps.get(remote) ?? 'remotes.json');
          throw new RemoteLoadError(`The ${remote} section could not be loaded.`, { cause });
        }),
      );
      pagesByRemote.set(remote, loaded);
    }
    return loaded;
  }

  /** Drops a failed load (and remotes.json), so the next render loads the remote afresh. */
  function retryFailed(remote: RemoteName): void {
    if (!failedRemotes.delete(remote)) return;
    pagesByRemote.delete(remote);
    registeredEntries.delete(remote);
    config = undefined;
  }

  return {
    remoteConfig,
    noteStep,
    pages,
    retryFailed,

    /** A new visit to a section that failed on another visit tries again. Why: docs/architecture.md#loading-remotes-at-runtime */
    retryOnNewVisit(remote: RemoteName, visit: string): void {
      const failure = failedRemotes.get(remote);
      if (!failure) return;
      failure.visit ??= visit;
      if (failure.visit !== visit) retryFailed(remote);
    },

    /**
     * Readies a remote's route table without running it: `preloadRemote` runs the small entry; the table's files
     * go into the HTTP cache, fetched as their tags will ask. Not by the runtime's `<link rel=preload>`: one is
     * reused even after a broken answer.
     */
    async prefetchRouteTable(remote: RemoteName): Promise<void> {
      if (pagesByRemote.has(remote)) return;
      const files: string[] = [];
      const takeFile = (url: string) => {
        files.push(url);
        return false;
      };
      try {
        await registerRemote(remote);
        await preloadRemote([
          { nameOrAlias: remote, exposes: ['./routes'], share: false, depsRemote: false, filter: takeFile },
        ]);
        await Promise.all(files.map((url) => fetch(url, { credentials: 'same-origin' })));
      } catch {
        // Only a missed head start: the first real visit loads the remote afresh and reports.
        registeredEntries.delete(remote);
      }
    },

    /** The page's first render completes in one pass. False (never a rejection): the remote or the page failed. */
    async preloadPage(remote: RemoteName, path: string): Promise<boolean> {
      try {
        const fragments = await pages(remote);
        await withTimeout(fragments.preload(path), NAVIGATION_WAIT_MS, didNotLoad(`The ${path} page`));
        return true;
      } catch (error) {
        // A section that did not load was reported as it failed; here, its page did not.
        if (!(error instanceof RemoteLoadError)) reportRemoteLoad(remote, error, 'page');
        console.error(`[shell] The ${path} page could not be loaded; the served page stays.`, error);
        return false;
      }
    },

    /** Whether a remote's page renders without suspending; asking starts loading its code once the table is here. */
    pageLoaded(remote: RemoteName, path: string): boolean {
      const loaded = settledValue(pagesByRemote.get(remote));
      return loaded !== undefined && settledValue(loaded.value.preload(path)) !== undefined;
    },
  };
}

export type RemoteSections = ReturnType<typeof createRemoteSections>;

/** The page's remote sections, as the bootstrap (or the prerender) made them. */
export const [RemoteSectionsContext, useRemoteSections] = pageContext<RemoteSections>('RemoteSectionsContext');
