import { Suspense, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { hydratesAtFirstUseAttribute, needsAppAttribute } from '@site/document';
import { afterFirstUse, useSettled, type PageFragments } from '@site/ui';
import { PageLoading } from './PageLoading';
import { FragmentContainer } from './FragmentContainer';
import { FragmentHost } from './FragmentHost';
import { markPageInteractive } from './pageInteractive';
import { useServedPageAt } from './servedPage';
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
  const loaded = useSettled(fragments);
  useSettled(loaded.preload(path));
  return <FragmentHost owner={owner} fragments={loaded} path={path} />;
}

const notice =
  'Some interactive parts of this page could not be loaded just now; everything on it can still be read. Reload the page to try again.';

/**
 * Where a part of a fragment whose app could not be loaded needs that app's code (marked `data-needs-app`, such
 * as the payout estimator), a short notice before it says so.
 */
function NeedsAppNotice({ fragment }: { readonly fragment: RefObject<HTMLElement | null> }) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  // The slot goes into the served markup, there only once the container is committed; the notice renders next.
  useLayoutEffect(() => {
    const needsApp = fragment.current?.querySelector(`[${needsAppAttribute}]`);
    if (!needsApp) return;
    const element = document.createElement('div');
    needsApp.before(element);
    queueMicrotask(() => setSlot(element));
    return () => element.remove();
  }, [fragment]);
  return slot
    ? createPortal(
        <p role="status" className={styles.notice}>
          {notice}
        </p>,
        slot,
      )
    : null;
}

/**
 * A served fragment that responds as served (its links navigate through the shell, its `<details>` are native,
 * early.js works its tabs and holds its form's Send): the fragment's app loads and hydrates it after the
 * visitor's first use of the page (a pointer move, touch, key or scroll, also before takeover): a load nobody
 * uses (a crawler, a tab opened for later) runs none of its code, and a reader who never moves sees the page as
 * served, without reveals. If that load fails, the fragment stays as served, with the notice where a part needs
 * the app; a later visit to the section shows the fallback with Retry (RemoteSectionRoute).
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
  const [failed, setFailed] = useState(false);
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
        setFailed(true);
        console.error(`[shell] The ${path} page's code could not be loaded; the served page stays.`, error);
      });
    });
  }, [loadFragments, path]);
  return (
    <>
      <FragmentHost owner={owner} fragments={loaded} path={path} containerRef={ref} onInteractive={stopWaiting} />
      {failed ? <NeedsAppNotice fragment={ref} /> : null}
    </>
  );
}

/**
 * A page whose app failed to load as the page was served: its fragment stays exactly as served (its links and
 * native controls keep working, shell/early.js keeps working its tabs).
 */
function ServedFragment({ owner }: { readonly owner: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(markPageInteractive, []);
  return (
    <>
      <FragmentContainer owner={owner} ref={ref} />
      <NeedsAppNotice fragment={ref} />
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
  const servedNow = useServedPageAt(path);
  const [served] = useState(servedNow);
  if (served?.app === 'failed') return <ServedFragment owner={owner} />;
  if (served?.app === 'at-first-use') return <FirstUseFragment owner={owner} fragments={fragments} path={path} />;
  const page = <LoadedFragment owner={owner} fragments={fragments()} path={path} />;
  return served ? page : <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
