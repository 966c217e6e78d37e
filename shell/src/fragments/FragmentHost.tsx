import { use, useLayoutEffect, useRef } from 'react';
import { UNSAFE_NavigationContext, useLocation } from 'react-router-dom';
import { useSite, type FragmentContext, type MountedFragment, type PageFragments } from '@site/ui';
import { FragmentContainer } from './FragmentContainer';
import { markPageInteractive } from './pageInteractive';

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
 * A page fragment inside the shell's page: the fragment's own app hydrates the markup it served (first load)
 * or renders the page into the container (a navigation, in the commit that shows the new route, so it paints
 * in the same frame). Every root follows the shell's one history: its links navigate the one site.
 */
export function FragmentHost({ fragments, path }: { readonly fragments: PageFragments; readonly path: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const { navigator } = use(UNSAFE_NavigationContext);
  const site = useSite();
  const context: FragmentContext = { location, navigator, site };
  const latest = useRef(context);
  const mounted = useRef<MountedFragment | null>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const how = element.hasChildNodes() ? 'hydrate' : 'render';
    mounted.current = mountOnce(element, () =>
      fragments.mount(element, path, latest.current, { how, onInteractive: markPageInteractive }),
    );
    return () => {
      mounted.current = null;
      unmountAfterCommit(element);
    };
  }, [fragments, path]);

  // A new location on the same page (its hash, a query): the fragment renders it too.
  useLayoutEffect(() => {
    if (latest.current.location === location) return;
    latest.current = { location, navigator, site };
    mounted.current?.update(latest.current);
  }, [location, navigator, site]);

  return <FragmentContainer owner={fragments.owner} ref={ref} />;
}
