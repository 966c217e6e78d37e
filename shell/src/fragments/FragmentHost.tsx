import { useLayoutEffect, useMemo, useRef, type MouseEvent, type RefObject } from 'react';
import { createPath, useLocation, useNavigate, type Navigator } from 'react-router-dom';
import { useSite, type FragmentContext, type MountedFragment, type PageFragments } from '@site/ui';
import { FragmentContainer } from './FragmentContainer';
import { markPageInteractive } from './pageInteractive';
import { inSiteNavigation } from './inSiteLinks';
import { servedPath } from '../lib/servedPreview';

interface Mounted {
  readonly fragment: MountedFragment;
  leaving: boolean;
}
const mountedIn = new WeakMap<Element, Mounted>();

/** Mounts a fragment in an element once: StrictMode runs a layout effect twice, and one root is enough. */
function mountOnce(element: Element, mount: () => MountedFragment): MountedFragment {
  const mounted = mountedIn.get(element);
  if (mounted) {
    mounted.leaving = false;
    return mounted.fragment;
  }
  const fragment = mount();
  mountedIn.set(element, { fragment, leaving: false });
  return fragment;
}

/** React unmounts a root only outside another root's commit: after this one, unless it came back. */
function unmountAfterCommit(element: Element) {
  const mounted = mountedIn.get(element);
  if (!mounted) return;
  mounted.leaving = true;
  queueMicrotask(() => {
    if (!mounted.leaving) return;
    mountedIn.delete(element);
    mounted.fragment.unmount();
  });
}

/**
 * The shell's history as a fragment's `<Router navigator>` drives it, built on the shell router's `navigate`: a
 * fragment's link resolves its own path, and the shell's router goes there (hrefs as `BrowserRouter` writes them,
 * inside a preview's prefix when the page is one).
 */
function useShellNavigator(): Navigator {
  const navigate = useNavigate();
  return useMemo(
    () => ({
      createHref: (to) => servedPath(typeof to === 'string' ? to : createPath(to)),
      push: (to, state, options) => void navigate(to, { ...options, state }),
      replace: (to, state, options) => void navigate(to, { ...options, state, replace: true }),
      go: (delta) => void navigate(delta),
    }),
    [navigate],
  );
}

/**
 * A page fragment inside the shell's page: the fragment's own app hydrates the markup it served (first load)
 * or renders the page into the container (a navigation, in the commit that shows the new route, so it paints
 * in the same frame). Every root follows the shell's one history: its links navigate the one site, and so does
 * a plain in-site link no root handled (a served fragment's, until its app hydrates it).
 * `fragments` null: the app's code is not there yet, and the served fragment stays as it is.
 */
export function FragmentHost({
  owner,
  fragments,
  path,
  containerRef,
  onInteractive = markPageInteractive,
}: {
  readonly owner: string;
  readonly fragments: PageFragments | null;
  readonly path: string;
  readonly containerRef?: RefObject<HTMLDivElement | null>;
  /** Called once the fragment's root has committed. */
  readonly onInteractive?: () => void;
}) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = containerRef ?? ownRef;
  const location = useLocation();
  const navigator = useShellNavigator();
  const navigate = useNavigate();
  const site = useSite();
  const context: FragmentContext = { location, navigator, site };
  const latest = useRef(context);
  const mounted = useRef<MountedFragment | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !fragments) return;
    const how = element.hasChildNodes() ? 'hydrate' : 'render';
    mounted.current = mountOnce(element, () => fragments.mount(element, path, latest.current, { how, onInteractive }));
    return () => {
      mounted.current = null;
      unmountAfterCommit(element);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- mounted once per page; onInteractive is called once
  }, [fragments, path]);

  // A new location on the same page (its hash, a query): the fragment renders it too.
  useLayoutEffect(() => {
    if (latest.current.location === location) return;
    latest.current = { location, navigator, site };
    mounted.current?.update(latest.current);
  }, [location, navigator, site]);

  const followInSiteLink = (event: MouseEvent<HTMLDivElement>) => {
    const to = inSiteNavigation(event.nativeEvent);
    if (!to) return;
    event.preventDefault();
    void navigate(to);
  };

  return <FragmentContainer owner={owner} ref={ref} onClick={followInSiteLink} />;
}
