import { useState, type ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@site/routes';
import { FragmentRoute } from '../fragments/FragmentRoute';
import { remotePages, retryFailedRemote, retryOnNewVisit } from './remoteRoutes';
import { SectionUnavailable } from './SectionUnavailable';

/**
 * A chunk that vanished because the app was redeployed while this tab was open reloads the page, once per path:
 * false when it already tried (the fallback shows instead of a reload loop), or for any other error.
 */
function reloadedForNewDeploy(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name !== 'ChunkLoadError' && !/Loading (CSS )?chunk .+ failed/i.test(error.message)) return false;
  const key = `shell:reloaded-for-deploy:${window.location.pathname}`;
  if (sessionStorage.getItem(key)) {
    sessionStorage.removeItem(key);
    return false;
  }
  sessionStorage.setItem(key, '1');
  window.location.reload();
  return true;
}

/**
 * A route owned by a remote: its page fragment, a loading state, or, when the remote is down, the fallback inside
 * the normal header and footer, with a way to try again.
 */
export function RemoteSectionRoute({ remote, path }: { readonly remote: RemoteName; readonly path: string }) {
  const { key } = useLocation();
  // Once per visit (this route remounts for each path), before its first render asks for the section.
  useState(() => retryOnNewVisit(remote, key));
  const onError = (error: unknown, info: ErrorInfo) => {
    if (!reloadedForNewDeploy(error)) {
      console.error(`[shell] The ${remote} section failed to render.`, error, info.componentStack);
    }
  };
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => <SectionUnavailable onRetry={resetErrorBoundary} />}
      onError={onError}
      onReset={() => retryFailedRemote(remote)}
    >
      <FragmentRoute owner={remote} fragments={() => remotePages(remote, key)} path={path} />
    </ErrorBoundary>
  );
}
