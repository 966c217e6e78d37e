import { Component, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@site/routes';
import { FragmentRoute } from '../fragments/FragmentRoute';
import { remotePages, retryFailedRemote, retryOnNewVisit } from './remoteRoutes';
import { SectionUnavailable } from './SectionUnavailable';
import { isChunkLoadError, reloadOnceForNewDeploy } from './chunkRecovery';

interface BoundaryProps {
  readonly remote: RemoteName;
  readonly onRetry: () => void;
  readonly children: ReactNode;
}

/** Keeps a failing section inside the normal header and footer, with a way to try again. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    if (isChunkLoadError(error) && reloadOnceForNewDeploy()) return;
    console.error(`[shell] The ${this.props.remote} section failed to render.`, error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <SectionUnavailable onRetry={this.props.onRetry} /> : this.props.children;
  }
}

/** A route owned by a remote: its page fragment, a loading state, or the fallback when the remote is down. */
export function RemoteSectionRoute({ remote, path }: { readonly remote: RemoteName; readonly path: string }) {
  const { key } = useLocation();
  const [attempt, setAttempt] = useState(() => {
    retryOnNewVisit(remote, key);
    return 0;
  });
  const retry = () => {
    retryFailedRemote(remote);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry}>
      <FragmentRoute owner={remote} fragments={() => remotePages(remote, key)} path={path} />
    </RemoteBoundary>
  );
}
