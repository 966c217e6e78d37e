import { Component, Suspense, use, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { RemoteName } from '@site/routes';
import { PageHead } from '@site/ui';
import { remotePages, retryFailedRemote, retryOnNewVisit } from './remoteRoutes';
import { SectionUnavailable } from './SectionUnavailable';
import { PageLoading } from './PageLoading';
import { isChunkLoadError, reloadOnceForNewDeploy } from './chunkRecovery';
import { HydratedPage } from '../takeover/pageHydrated';
import { ServedPage, useServedPage, type ServedPageValue } from '../takeover/ServedPage';

function RemotePageContent({ remote, path }: { readonly remote: RemoteName; readonly path: string }) {
  const { key } = useLocation();
  const pages = use(remotePages(remote, key));
  const page = pages.get(path);
  if (!page) throw new Error(`The ${remote} section has no page for ${path}.`);
  return (
    <>
      <PageHead head={page.head} />
      <page.Component />
    </>
  );
}

interface BoundaryProps {
  readonly remote: RemoteName;
  readonly onRetry: () => void;
  /** The page as served, kept in place of the fallback on the visit it was served for. */
  readonly served: ServedPageValue | null;
  readonly children: ReactNode;
}

/**
 * Keeps a failing section inside the normal header and footer, with a way to try again; on the visit the page
 * was served for, keeps the served page instead.
 */
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
    if (!this.state.failed) return this.props.children;
    return this.props.served ? (
      // In place of the page the takeover waits for: the carry-over goes to the served page's copy.
      <HydratedPage>
        <ServedPage served={this.props.served} />
      </HydratedPage>
    ) : (
      <SectionUnavailable onRetry={this.props.onRetry} />
    );
  }
}

/**
 * A route owned by a remote: its page, a loading state, or the fallback when the remote is down; on the first
 * load, a remote that is down leaves the served page in place.
 */
export function RemoteRoute({ remote, path }: { readonly remote: RemoteName; readonly path: string }) {
  const { key } = useLocation();
  const [attempt, setAttempt] = useState(() => {
    retryOnNewVisit(remote, key);
    return 0;
  });
  const retry = () => {
    retryFailedRemote(remote);
    setAttempt((count) => count + 1);
  };
  const served = useServedPage(path);
  if (served?.remoteFailed) return <ServedPage served={served} />;
  return (
    <RemoteBoundary key={attempt} remote={remote} onRetry={retry} served={served}>
      <Suspense fallback={<PageLoading />}>
        <HydratedPage>
          <RemotePageContent remote={remote} path={path} />
        </HydratedPage>
      </Suspense>
    </RemoteBoundary>
  );
}
