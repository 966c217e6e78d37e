import { useState, type ErrorInfo } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@site/routes';
import { flushField, reportFieldError } from '../field/queue';
import { FragmentRoute } from '../fragments/FragmentRoute';
import { RemoteLoadError } from './remoteLoadFailure';
import { useRemoteSections } from './remoteRoutes';
import { SectionUnavailable } from './SectionUnavailable';

const isChunkError = (error: unknown): error is Error =>
  error instanceof Error && (error.name === 'ChunkLoadError' || /Loading (CSS )?chunk .+ failed/i.test(error.message));

const fieldError = (error: Error) => ({ message: error.message, stack: error.stack });

/** A chunk gone with a redeploy reloads the page once per path (reported first); false when it already tried. */
function reloadedForNewDeploy(remote: RemoteName, error: Error): boolean {
  const key = `shell:reloaded-for-deploy:${window.location.pathname}`;
  if (sessionStorage.getItem(key)) {
    sessionStorage.removeItem(key);
    return false;
  }
  sessionStorage.setItem(key, '1');
  reportFieldError({ type: 'chunk-reload', remote, ...fieldError(error) });
  flushField();
  window.location.reload();
  return true;
}

/** What the boundary caught, for the field data (a section that did not load was reported where it failed). */
function reportCaught(remote: RemoteName, error: unknown): void {
  if (error instanceof RemoteLoadError) return;
  if (isChunkError(error)) reportFieldError({ type: 'remote-load', remote, file: 'page', ...fieldError(error) });
  else if (error instanceof Error) reportFieldError({ type: 'boundary', ...fieldError(error) });
  else reportFieldError({ type: 'boundary', message: String(error) });
}

/** A remote's route: its page fragment, a loading state, or the fallback with Retry when the remote is down. */
export function RemoteSectionRoute({ remote, path }: { readonly remote: RemoteName; readonly path: string }) {
  const { key } = useLocation();
  const sections = useRemoteSections();
  // Once per visit, before its first render asks for the section.
  useState(() => sections.retryOnNewVisit(remote, key));
  const onError = (error: unknown, info: ErrorInfo) => {
    if (isChunkError(error) && reloadedForNewDeploy(remote, error)) return;
    reportCaught(remote, error);
    console.error(`[shell] The ${remote} section failed to render.`, error, info.componentStack);
  };
  return (
    <ErrorBoundary
      fallbackRender={({ resetErrorBoundary }) => <SectionUnavailable onRetry={resetErrorBoundary} />}
      onError={onError}
      onReset={() => sections.retryFailed(remote)}
    >
      <FragmentRoute owner={remote} fragments={() => sections.pages(remote, key)} path={path} />
    </ErrorBoundary>
  );
}
