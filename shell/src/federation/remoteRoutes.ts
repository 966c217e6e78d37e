import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { Manifest } from '@module-federation/sdk';
import type { RemoteName, RemoteRoute } from '@site/routes';
import { settledValue, trackSettled, type PageFragments, type RemoteModule } from '@site/ui';
import { fetchRemoteConfig, type RemoteConfig } from './remoteConfig';
import { withTimeout } from '../lib/withTimeout';

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

const routeTableListeners = new Set<(routes: readonly RemoteRoute[]) => void>();

/** Tells `listener` of each route table as it loads (the shell learns the remote pages' heads from them). */
export function onRouteTableLoaded(listener: (routes: readonly RemoteRoute[]) => void): void {
  routeTableListeners.add(listener);
}

let firstLoad = true;
let config: Promise<RemoteConfig> | undefined;
const remoteConfig = () => (config ??= fetchRemoteConfig());
const pagesByRemote = new Map<RemoteName, Promise<PageFragments>>();
/**
 * Each remote whose last load failed, with the visit (the history entry's location key) that started that
 * load; undefined for the page's first load, which starts before React renders.
 */
const failedRemotes = new Map<RemoteName, { visit: string | undefined }>();

async function importRouteTable(remote: RemoteName): Promise<PageFragments> {
  const entry = (await remoteConfig())[remote];
  if (!entry) throw new Error(`remotes.json names no location for "${remote}".`);
  // force: each load replaces what the runtime cached of the remote (a failed manifest, an older location).
  registerRemotes([{ name: remote, entry }], { force: true });
  const module = await loadRemote<RemoteModule>(`${remote}/routes`);
  if (!module?.routes || !module.fragments) throw new Error(`${remote}/routes exposes no route table or fragments.`);
  for (const listener of routeTableListeners) listener(module.routes);
  return module.fragments;
}

/**
 * The pages a remote offers, loaded once and shared by every route of that remote: the same promise until
 * `retryFailedRemote` drops a failed one, read without suspending once settled. `visit` is the location key of
 * the visit asking, remembered if this load fails.
 */
export function remotePages(remote: RemoteName, visit?: string): Promise<PageFragments> {
  let pages = pagesByRemote.get(remote);
  if (!pages) {
    const timeout = remoteTimeoutMs(performance.now(), firstLoad);
    firstLoad = false;
    pages = trackSettled(
      withTimeout(importRouteTable(remote), timeout, didNotLoad(`The ${remote} section`)).catch((cause: unknown) => {
        failedRemotes.set(remote, { visit });
        throw new Error(`The ${remote} section could not be loaded.`, { cause });
      }),
    );
    pagesByRemote.set(remote, pages);
  }
  return pages;
}

/**
 * A new visit to a section that failed on another visit tries it again; a failure of the page's first load
 * belongs to the first visit that renders it. Why: docs/architecture.md#loading-remotes-at-runtime
 */
export function retryOnNewVisit(remote: RemoteName, visit: string): void {
  const failure = failedRemotes.get(remote);
  if (!failure) return;
  failure.visit ??= visit;
  if (failure.visit !== visit) retryFailedRemote(remote);
}

/** Drops a failed load (and remotes.json), so that the next render loads the remote afresh. */
export function retryFailedRemote(remote: RemoteName): void {
  if (!failedRemotes.delete(remote)) return;
  pagesByRemote.delete(remote);
  config = undefined;
}

/**
 * Puts a remote's entry and route table in the browser's HTTP cache without running them, fetched as their script
 * tags will ask for them (no-cors, with credentials), so that the hover before a visit runs them from the cache and
 * the page being read is not slowed. Not Module Federation's `preloadRemote`: it runs the entry, and its
 * `<link rel=preload>` is reused even when the answer was broken, so Retry could not recover the section.
 */
export async function prefetchRouteTable(remote: RemoteName): Promise<void> {
  const manifestUrl = (await remoteConfig())[remote];
  if (!manifestUrl || pagesByRemote.has(remote)) return;
  const manifest = (await (await fetch(manifestUrl)).json()) as Manifest;
  const routes = manifest.exposes.find((expose) => expose.path === './routes');
  // The remotes are built with `publicPath: 'auto'`: their files sit beside their manifest.
  const files = [manifest.metaData.remoteEntry.name, ...(routes?.assets.js.sync ?? [])];
  await Promise.all(
    files.map((file) => fetch(new URL(file, manifestUrl), { mode: 'no-cors', credentials: 'include' })),
  );
}

/** The page's first render completes in one pass. False (never a rejection): the remote or the page failed. */
export async function preloadRemotePage(remote: RemoteName, path: string): Promise<boolean> {
  try {
    const fragments = await remotePages(remote);
    await withTimeout(fragments.preload(path), NAVIGATION_WAIT_MS, didNotLoad(`The ${path} page`));
    return true;
  } catch (error) {
    console.error(`[shell] The ${path} page could not be loaded; the served page stays.`, error);
    return false;
  }
}

/** Whether a remote's page renders without suspending; asking starts loading its code once the table is here. */
export function remotePageLoaded(remote: RemoteName, path: string): boolean {
  const pages = settledValue(pagesByRemote.get(remote));
  return pages !== undefined && settledValue(pages.value.preload(path)) !== undefined;
}
