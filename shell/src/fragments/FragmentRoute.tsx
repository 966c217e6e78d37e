import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { hydratesAtFirstUseAttribute, needsAppAttribute } from '@site/document';
import { afterFirstUse, settledValue, useSettled, type PageFragments } from '@site/ui';
import { FragmentContainer, FragmentHost } from './FragmentHost';
import { useMarkPageInteractive, useServedPageAt, type ServedPage } from './servedPage';
import loadingStyles from './PageLoading.module.css';
import styles from './ServedFragment.module.css';

interface FragmentProps {
  readonly owner: string;
  readonly fragments: () => Promise<PageFragments>;
  readonly path: string;
}

/** A page visited in the app: rendered once its app's code is loaded (at once when it was prefetched). */
function LoadedFragment({ owner, fragments, path }: FragmentProps) {
  const loaded = useSettled(fragments());
  useSettled(loaded.preload(path));
  return <FragmentHost owner={owner} fragments={loaded} path={path} />;
}

/** Holds the page's space while a section loads, so the footer does not jump up and back down. */
const pageLoading = (
  <div className={loadingStyles.loading} role="status" aria-live="polite">
    <span className={loadingStyles.spinner} aria-hidden="true" />
    <span className="sr-only">Loading page…</span>
  </div>
);

const notice =
  'Some interactive parts of this page could not be loaded just now; everything on it can still be read. Reload the page to try again.';

/**
 * The served fragment, taken over by its app as `app` says (servedPage.ts): at first use, it responds as served
 * meanwhile. If its app cannot be loaded, it stays as served, with a notice before a part that needs the app.
 */
function ServedFragment({ owner, fragments, path, app }: FragmentProps & Pick<ServedPage, 'app'>) {
  const ref = useRef<HTMLDivElement>(null);
  // Read once: a re-render (a new hash) brings a new loader for the same page.
  const [load] = useState(() => fragments);
  const [loaded, setLoaded] = useState(() => (app === 'loaded' ? (settledValue(load())?.value ?? null) : null));
  const [failed, setFailed] = useState(app === 'failed');
  const markPageInteractive = useMarkPageInteractive();
  // From the commit that marks the page interactive: a use right after takeover is never missed.
  useLayoutEffect(() => {
    if (app === 'loaded') return;
    markPageInteractive();
    if (app === 'failed') return;
    ref.current?.setAttribute(hydratesAtFirstUseAttribute, '');
    return afterFirstUse(async () => {
      try {
        const pages = await load();
        await pages.preload(path);
        setLoaded(pages);
      } catch (error) {
        ref.current?.removeAttribute(hydratesAtFirstUseAttribute);
        setFailed(true);
        console.error(`[shell] The ${path} page's code could not be loaded; the served page stays.`, error);
      }
    });
  }, [app, load, path, markPageInteractive]);
  useLayoutEffect(() => {
    const needsApp = failed ? ref.current?.querySelector(`[${needsAppAttribute}]`) : null;
    if (!needsApp) return;
    const note = Object.assign(document.createElement('p'), { className: styles.notice, textContent: notice });
    note.setAttribute('role', 'status');
    needsApp.before(note);
    return () => note.remove();
  }, [failed]);
  if (app === 'failed') return <FragmentContainer owner={owner} ref={ref} />;
  return <FragmentHost owner={owner} fragments={loaded} path={path} containerRef={ref} />;
}

/**
 * A page of the site, rendered and hydrated by the app that owns it: the served visit with no Suspense boundary
 * (none stands in the served HTML), any other with a loading state until the page's code is there.
 */
export function FragmentRoute(props: FragmentProps) {
  // The served page as the first render saw it: the route stays what it was while React hydrated it.
  const [served] = useState(useServedPageAt(props.path));
  if (served) return <ServedFragment {...props} app={served.app} />;
  return (
    <Suspense fallback={pageLoading}>
      <LoadedFragment {...props} />
    </Suspense>
  );
}
