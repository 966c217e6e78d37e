const RELOAD_MARK = 'shell:reloaded-for-deploy';

/** A chunk that vanished because the app was redeployed while this tab was open. */
export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/i.test(error.message));

/**
 * Reloads the page once so the tab picks up the new deploy; returns false when it already tried
 * (then the section fallback shows instead of a reload loop).
 */
export function reloadOnceForNewDeploy(): boolean {
  const key = `${RELOAD_MARK}:${window.location.pathname}`;
  if (sessionStorage.getItem(key)) {
    sessionStorage.removeItem(key);
    return false;
  }
  sessionStorage.setItem(key, '1');
  window.location.reload();
  return true;
}
