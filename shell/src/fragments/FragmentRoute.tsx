import { Suspense, use, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { needsAppAttribute } from '@site/document';
import type { PageFragments } from '@site/ui';
import { PageLoading } from '../federation/PageLoading';
import { FragmentContainer } from './FragmentContainer';
import { FragmentHost } from './FragmentHost';
import { markPageInteractive } from './pageInteractive';
import { servedPageAt } from './servedPage';
import styles from './ServedFragment.module.css';

/** The page's fragment once its app's code is loaded (read without suspending when it was loaded before). */
function LoadedFragment({ fragments, path }: { readonly fragments: Promise<PageFragments>; readonly path: string }) {
  const loaded = use(fragments);
  use(loaded.preload(path));
  return <FragmentHost fragments={loaded} path={path} />;
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
  if (served?.appFailed) return <ServedFragment owner={owner} />;
  const page = <LoadedFragment fragments={fragments()} path={path} />;
  return served ? page : <Suspense fallback={<PageLoading />}>{page}</Suspense>;
}
