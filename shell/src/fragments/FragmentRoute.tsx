import { Suspense, use, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { hydratesAtFirstUseAttribute, needsAppAttribute } from '@site/document';
import { afterFirstUse, type PageFragments } from '@site/ui';
import { PageLoading } from '../federation/PageLoading';
import { FragmentContainer } from './FragmentContainer';
import { FragmentHost } from './FragmentHost';
import { markPageInteractive } from './pageInteractive';
import { servedPageAt } from './servedPage';
import styles from './ServedFragment.module.css';

/** The page's fragment once its app's code is loaded (read without suspending when it was loaded before). */
function LoadedFragment({
  owner,
  fragments,
  path,
}: {
  readonly owner: string;
  readonly fragments: Promise<PageFragments>;
  readonly path: string;
}) {
  const loaded = use(fragments);
  use(loaded.preload(path));
  return <FragmentHost owner={owner} fragments={loaded} path={path} />;
}

/**
 * A served fragment in which nothing needs its app to respond: the page responds as served (its links navigate
 * through the shell, its `<details>` are native, early.js works its tabs), and the fragment's app loads and
 * hydrates it after the visitor's first use of the page (a pointer move, touch, key or scroll): a load nobody
 * uses (a crawler, a tab opened for later) runs none of its code, and a reader who never moves sees the page
 * as served, without reveals. If that load fails, the fragment stays as served; a later visit to the section
 * shows the fallback with Retry (RemoteRoute).
 */
function FirstUseFragment({
  owner,
  fragments,
  path,
}: {
  readonly owner: string;
  readonly fragments: () => Promise<PageFragments>;
  readonly path: string;
}) {
  // The loader of the first render: a re-render (a new hash) brings a new function for the same page.
  const [loadFragments] = useState(() => fragments);
  const [loaded, setLoaded] = useState<PageFragments | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const stopWaiting = () => ref.current?.removeAttribute(hydratesAtFirstUseAttribute);
  // Listening from the commit that marks the page interactive: a use right after takeover is never missed.
  useLayoutEffect(() => {
    ref.current?.setAttribute(hydratesAtFirstUseAttribute, '');
    markPageInteractive();
    return afterFirstUse(() => {
      const load = async () => {
        const app = await loadFragments();
        await app.preload(path);
        return app;
      };
      load().then(setLoaded, (error: unknown) => {
        stopWaiting();
        console.error(`[shell] The ${path} page's code could not be loaded; the served page stays.`, error);
      });
    });
  }, [loadFragments, path]);
  return <FragmentHost owner={owner} fragments={loaded} path={path} containerRef={ref} onInteractive={stopWaiting} />;
}

const notice =
  'Some interactive parts of this page could not be loaded just now; everything on it can still be read. Reload the page to try again.';

/**
 * A page whose app failed to load as the page was served: its fragment stays exactly as served (its links and
 * native controls keep working, shell/early.js keeps working its tabs). Where a part needs the app's code
 * (marked `data-needs-app`, such as the payout estimator), a short notice says so.
 */
function ServedFragment({ owner }: { readonly owner: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [noticeSlot, setNoticeSlot] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    markPageInteractive();
    const needsApp = ref.current?.querySelector(`[${needsAppAttribute}]`);
    if (!needsApp) return;
    const slot = document.createElement('div');
    needsApp.before(slot);
    setNoticeSlot(slot);
    return () => slot.remove();
  }, []);
  return (
    <>
      <FragmentContainer owner={owner} ref={ref} />
      {noticeSlot
        ? createPortal(
            <p role="status" className={styles.notice}>
              {notice}
            </p>,
            noticeSlot,
          )
        : null}
    </>
  );
}

/**
 * A page of the site: its fragment, rendered and hydrated by the app that owns it. On the visit the page was
 * served for, React hydrates what was served (the code was loaded first, so nothing suspends and no boundary
 * stands where the served HTML has none); any other visit shows a loading state until the code is there.
 */
export function FragmentRoute({
  owner,
  fragments,
  path,
}: {
  readonly owner: string;
  readonly fragments: () => Promise<PageFragments>;
  readonly path: string;
}) {
  const [served] = useState(() => servedPageAt(path));
  if (served?.app === 'failed') return <ServedFragment owner={owner} />;
  if (served?.app === 'at-first-use') return <FirstUseFragment owner={owner} fragments={fragments} path={path} />;
  const page = <LoadedFragment owner={owner} fragments={fragments()} path={path} />;
  return served ? page : <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
