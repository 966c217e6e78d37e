import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router-dom';
import { company } from '@site/company';
import { fillFragment } from '@site/document';
import { renderFragment, renderRoot, type PrerenderedPages } from '@site/prerender';
import { siteRoutes } from '@site/routes';
import { ShellApp } from './App';
import { FragmentContainer } from './fragments/FragmentContainer';
import { SectionUnavailable } from './federation/SectionUnavailable';
import { shellFragments } from './pages/shellPages';
import { notFoundLocation } from './routing/pageHeads';
import { fragmentOwner } from './routing/routeTable';

/** The path under which the not-found page is rendered: the router's catch-all. */
const notFound = '*';

const routerAt =
  (location: string) =>
  ({ children }: { readonly children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;

/**
 * The shell's part of every page: its chrome around the page's fragment container, as the browser hydrates it.
 * Its own page fragments (the contact page) go into their containers here; compose puts a remote's in.
 */
export async function prerender(origin = company.website): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  for (const path of [...siteRoutes.map((route) => route.path), notFound]) {
    const chrome = await renderRoot(
      <ShellApp
        Router={routerAt(path === notFound ? notFoundLocation : path)}
        origin={origin}
        pageElement={(page) => <FragmentContainer owner={fragmentOwner(page)} />}
      />,
    );
    pages[path] = shellFragments.paths.includes(path)
      ? {
          head: chrome.head,
          body: fillFragment(chrome.body, shellFragments.owner, await renderFragment(shellFragments, path, origin)),
        }
      : chrome;
  }
  return pages;
}

/**
 * What a remote's container holds when no rendering of its page can be read: the shell's fallback, rendered
 * from the component the app shows in its place once it starts.
 */
export async function prerenderFallback(): Promise<string> {
  const Router = routerAt('/');
  return (
    await renderRoot(
      <Router>
        <SectionUnavailable onRetry={() => {}} />
      </Router>,
    )
  ).body;
}
