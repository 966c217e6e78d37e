import { StrictMode, createElement, startTransition, useLayoutEffect, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
import { Router, type Location, type Navigator } from 'react-router-dom';
import { identifierPrefix } from '@site/document';
import type { RemoteRoute } from '@site/routes';
import { trackSettled, useSettled } from './settled';
import { SiteContext, type SiteContextValue } from './site';
import { FirstScreenPaint, createFirstScreenPaint } from './firstScreen';
import { MotionRoot } from './motion';

/** What the shell gives a fragment it mounts: the one history every root follows, and the site's context. */
export interface FragmentContext {
  readonly location: Location | string;
  readonly navigator: Navigator;
  readonly site: SiteContextValue;
}

/** A page fragment mounted in an element: the shell updates it as the location changes, and unmounts it. */
export interface MountedFragment {
  readonly update: (context: FragmentContext) => void;
  readonly unmount: () => void;
}

/** One app's page fragments: the mount contract the shell's routes call. */
export interface PageFragments {
  /** The app that renders and hydrates them (the container's `data-fragment`, the `useId` prefix). */
  readonly owner: string;
  readonly paths: readonly string[];
  /** Loads a page's code; its first render then needs no Suspense. */
  readonly preload: (path: string) => Promise<unknown>;
  /** The page's element tree: its prerender renders it, `mount` hydrates it. */
  readonly tree: (path: string, context: FragmentContext) => ReactElement;
  /**
   * `hydrate`s the page served inside `element` (in slices), or `render`s it there at once on a navigation, in the
   * frame of the new route. `onInteractive` runs once the fragment's root has committed.
   */
  readonly mount: (
    element: HTMLElement,
    path: string,
    context: FragmentContext,
    options: { readonly how: 'hydrate' | 'render'; readonly onInteractive?: () => void },
  ) => MountedFragment;
}

/** What every remote exposes as `./routes`: its route table (paths and heads), and its pages as fragments. */
export interface RemoteModule {
  readonly routes: readonly RemoteRoute[];
  readonly fragments: PageFragments;
}

/** Hydrates in a transition: in slices, so the main thread stays free for input while the page takes over. */
export function hydrateInSlices(element: Element, tree: ReactNode, options?: HydrationOptions): Root {
  let root!: Root;
  // startTransition runs its callback at once: the root is set when it returns.
  startTransition(() => {
    root = hydrateRoot(element, tree, options);
  });
  return root;
}

function OnCommit({ run }: { readonly run?: () => void }) {
  useLayoutEffect(() => run?.(), [run]);
  return null;
}

/** An app's pages as fragments, from its route table. */
export function pageFragments(owner: string, routes: readonly Pick<RemoteRoute, 'path' | 'load'>[]): PageFragments {
  const pages = new Map(
    routes.map(({ path, load }) => {
      let loading: ReturnType<typeof load> | undefined;
      const preload = () => (loading ??= trackSettled(load()));
      // Not `React.lazy`, which would suspend for a tick and flash a loading state over the served HTML.
      const Page = () => createElement(useSettled(preload()).default);
      return [path, { preload, Page }] as const;
    }),
  );
  const pageAt = (path: string) => {
    const page = pages.get(path);
    if (!page) throw new Error(`The ${owner} fragment has no page at ${path}.`);
    return page;
  };
  // The same tree at the prerender and the hydration, so React attaches to every served element.
  const tree = (path: string, context: FragmentContext, onCommit?: () => void, navigated = false) => {
    const { Page } = pageAt(path);
    return (
      <StrictMode>
        <SiteContext value={context.site}>
          <MotionRoot>
            <Router location={context.location} navigator={context.navigator}>
              <FirstScreenPaint value={navigated ? createFirstScreenPaint() : null}>
                <Page />
              </FirstScreenPaint>
              <OnCommit run={onCommit} />
            </Router>
          </MotionRoot>
        </SiteContext>
      </StrictMode>
    );
  };
  return {
    owner,
    paths: [...pages.keys()],
    preload: (path) => pageAt(path).preload(),
    tree: (path, context) => tree(path, context),
    mount(element, path, context, { how, onInteractive }) {
      const navigated = how === 'render';
      const render = (next: FragmentContext) => tree(path, next, onInteractive, navigated);
      const options = { identifierPrefix: identifierPrefix(owner) };
      const root = navigated ? createRoot(element, options) : hydrateInSlices(element, render(context), options);
      if (navigated) root.render(render(context));
      return { update: (next) => root.render(render(next)), unmount: () => root.unmount() };
    },
  };
}
