import { StrictMode, startTransition, useLayoutEffect, type ComponentType, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { Router, type Location, type Navigator } from 'react-router-dom';
import { identifierPrefix, interactiveAttribute } from '@site/document';
import type { RemoteRoute } from '@site/routes';
import { preloadablePage } from './preloadablePage';
import { SiteContext, type SiteContextValue } from './site';
import { FirstScreenFirst } from './island';
import { MotionRoot } from './motion';

/**
 * What the shell gives a page fragment it mounts: the one history every root follows (the shell's router's
 * navigator and location), and the site's context, so that a fragment's links navigate the one site and its
 * announcements reach the shell's live region.
 */
export interface FragmentContext {
  readonly location: Location | string;
  readonly navigator: Navigator;
  readonly site: SiteContextValue;
}

/** Marks the fragment's container as responding once its root has committed (docs/architecture.md). */
function MarkInteractive({ onCommit }: { readonly onCommit?: () => void }) {
  useLayoutEffect(() => onCommit?.(), [onCommit]);
  return null;
}

/**
 * The element tree of one page fragment: the same at its prerender and at its hydration, so that React
 * attaches to every served element (the `useId` values line up too, under the fragment's prefix).
 */
export function FragmentTree({
  Page,
  context,
  onCommit,
  navigated = false,
}: {
  readonly Page: ComponentType;
  readonly context: FragmentContext;
  readonly onCommit?: () => void;
  /** Rendered on a navigation: the page paints its first screen before the sections below it (island.tsx). */
  readonly navigated?: boolean;
}) {
  return (
    <StrictMode>
      <SiteContext value={context.site}>
        <MotionRoot>
          <Router location={context.location} navigator={context.navigator}>
            <FirstScreenFirst value={navigated}>
              <Page />
            </FirstScreenFirst>
            <MarkInteractive onCommit={onCommit} />
          </Router>
        </MotionRoot>
      </SiteContext>
    </StrictMode>
  );
}

/** A page fragment mounted in an element: the shell updates it as the location changes, and unmounts it. */
export interface MountedFragment {
  readonly update: (context: FragmentContext) => void;
  readonly unmount: () => void;
}

export interface MountOptions {
  /** `hydrate` the page served in the element, or `render` it there afresh (on a navigation). */
  readonly how: 'hydrate' | 'render';
  /** Called once the fragment's root has committed: the page responds. */
  readonly onInteractive?: () => void;
}

/** One app's page fragments: the mount contract the shell's routes call. */
export interface PageFragments {
  /** The app that renders and hydrates them (the container's `data-fragment`, the `useId` prefix). */
  readonly owner: string;
  readonly paths: readonly string[];
  /** Loads a page's code; its first render then needs no Suspense. */
  readonly preload: (path: string) => Promise<unknown>;
  /** The page's element tree (its prerender renders this, as `hydrate` does). */
  readonly tree: (path: string, context: FragmentContext) => ReactElement;
  /**
   * Hydrates the page served inside `element` (in a transition, in slices), or renders it there on a navigation
   * (at once: the shell calls it while committing the new route, so the page shows in the same frame).
   */
  readonly mount: (
    element: HTMLElement,
    path: string,
    context: FragmentContext,
    options: MountOptions,
  ) => MountedFragment;
}

/** An app's pages as fragments, from its route table. */
export function pageFragments(owner: string, routes: readonly Pick<RemoteRoute, 'path' | 'load'>[]): PageFragments {
  const pages = new Map(routes.map((route) => [route.path, preloadablePage(route.load)]));
  const pageAt = (path: string) => {
    const page = pages.get(path);
    if (!page) throw new Error(`The ${owner} fragment has no page at ${path}.`);
    return page;
  };
  const tree = (path: string, context: FragmentContext, onCommit?: () => void, navigated = false) => (
    <FragmentTree Page={pageAt(path).Component} context={context} onCommit={onCommit} navigated={navigated} />
  );
  return {
    owner,
    paths: [...pages.keys()],
    preload: (path) => pageAt(path).preload(),
    tree: (path, context) => tree(path, context),
    mount(element, path, context, { how, onInteractive }) {
      const markInteractive = () => {
        element.setAttribute(interactiveAttribute, '');
        onInteractive?.();
      };
      const options = { identifierPrefix: identifierPrefix(owner) };
      // A transition hydrates in slices, so the main thread stays free for input while the page takes over.
      const hydrateInTransition = () => {
        let root: Root | undefined;
        startTransition(() => {
          root = hydrateRoot(element, tree(path, context, markInteractive), options);
        });
        if (!root) throw new Error('startTransition did not run its callback.');
        return root;
      };
      const root = how === 'hydrate' ? hydrateInTransition() : createRoot(element, options);
      const navigated = how === 'render';
      if (navigated) root.render(tree(path, context, markInteractive, navigated));
      return {
        update: (next) => root.render(tree(path, next, markInteractive, navigated)),
        unmount: () => root.unmount(),
      };
    },
  };
}

/** What every remote exposes as `./routes`: its route table (paths and heads), and its pages as fragments. */
export interface RemoteModule {
  readonly routes: readonly RemoteRoute[];
  readonly fragments: PageFragments;
}
