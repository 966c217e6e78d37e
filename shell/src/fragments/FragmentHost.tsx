import { useLayoutEffect, useMemo, useRef, type ComponentProps, type MouseEvent, type RefObject } from 'react';
import { createPath, useLocation, useNavigate, type Navigator } from 'react-router-dom';
import { fragmentAttribute, hydratesAtFirstUseAttribute, interactiveAttribute } from '@site/document';
import { useSite, type FragmentContext, type MountedFragment, type PageFragments } from '@site/ui';
import { useMarkPageInteractive } from './servedPage';
import { inSiteNavigation } from './inSiteLinks';
import { servedPath } from '../lib/servedPreview';

/** Markup that never changes: React leaves the container's children alone, hydrating or not. */
const childrenLeftAlone = { __html: '' };

/**
 * Where a page fragment goes in the chrome: empty at the shell's build (compose fills it), in the browser a
 * container whose children belong to the fragment's own root. Why: docs/architecture.md#takeover-by-fragment
 */
export function FragmentContainer({ owner, ...props }: { readonly owner: string } & ComponentProps<'div'>) {
  return (
    <div
      {...{ [fragmentAttribute]: owner }}
      {...props}
      dangerouslySetInnerHTML={childrenLeftAlone}
      suppressHydrationWarning
    />
  );
}

/** The shell's history for a fragment's `<Router navigator>`: the shell router's `navigate` (in a preview's prefix). */
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

interface FragmentHostProps {
  readonly owner: string;
  readonly fragments: PageFragments | null;
  readonly path: string;
  readonly containerRef?: RefObject<HTMLDivElement | null>;
}

/**
 * A page fragment inside the shell's page: its own app hydrates what was served, or renders the page on a
 * navigation. An in-site link no root handled navigates the one site. `fragments` null: it stays as served.
 */
export function FragmentHost({ owner, fragments, path, containerRef }: FragmentHostProps) {
  const ownRef = useRef<HTMLDivElement>(null);
  const ref = containerRef ?? ownRef;
  const location = useLocation();
  const navigator = useShellNavigator();
  const navigate = useNavigate();
  const site = useSite();
  const latest = useRef<FragmentContext>({ location, navigator, site });
  const mounted = useRef<MountedFragment | null>(null);
  const markPageInteractive = useMarkPageInteractive();

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !fragments) return;
    const how = element.hasChildNodes() ? 'hydrate' : 'render';
    const onInteractive = () => {
      element.setAttribute(interactiveAttribute, '');
      element.removeAttribute(hydratesAtFirstUseAttribute);
      markPageInteractive();
    };
    // One root per container: StrictMode runs a layout effect twice, with the same refs.
    const fragment = (mounted.current ??= fragments.mount(element, path, latest.current, { how, onInteractive }));
    // After the commit that removed it: React unmounts a root only outside another root's commit.
    return () => queueMicrotask(() => !element.isConnected && fragment.unmount());
  }, [fragments, path, ref, markPageInteractive]);

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
