import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@site/routes';
import { FragmentRoute } from '../fragments/FragmentRoute';
import { remotePages, retryFailedRemote, retryOnNewVisit } from './remoteRoutes';
import { SectionUnavailable } from './SectionUnavailable';

/**
 * A chunk that vanished because the app was redeployed while this tab was open reloads the page, once per path:
 * false when it already tried (the fallback shows instead of a reload loop), or for any other error.
 */
function reloadedForNewDeploy(error: Error): boolean {
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

/** Keeps a failing section inside the normal header and footer, with a way to try again. */
class RemoteBoundary extends Component<
  { readonly remote: RemoteName; readonly children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (reloadedForNewDeploy(error)) return;
    console.error(`[shell] The ${this.props.remote} section failed to render.`, error, info.componentStack);
  }

  retry = () => {
    retryFailedRemote(this.props.remote);
    this.setState({ failed: false });
  };

  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.retry} /> : this.props.children;
  }
}

/** A route owned by a remote: its page fragment, a loading state, or the fallback when the remote is down. */
export function RemoteSectionRoute({ remote, path }: { readonly remote: RemoteName; readonly path: string }) {
  const { key } = useLocation();
  // Once per visit (this route remounts for each path), before its first render asks for the section.
  useState(() => retryOnNewVisit(remote, key));
  return (
    <RemoteBoundary remote={remote}>
      <FragmentRoute owner={remote} fragments={() => remotePages(remote, key)} path={path} />
    </RemoteBoundary>
  );
}
