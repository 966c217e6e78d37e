import { StaticRouter } from 'react-router-dom';
import { company } from '@site/company';
import { fillFragment, sectionLayoutKey } from '@site/document';
import { renderFragment, renderRoot, type PrerenderedPages } from '@site/prerender';
import { remoteNames, routesOwnedBy, shippedPathOwners, type PathDeclaration, type RemoteName } from '@site/routes';
import { shippedDeclarations } from '@site/routes/declarations';
import { unionOfDeclarations } from '@site/routes/pathOwners';
import { ShellApp } from './App';
import { FragmentContainer } from './fragments/FragmentHost';
import { SectionUnavailable } from './federation/SectionUnavailable';
import { shellFragments } from './pages/shellPages';
import { notFoundLocation } from './pages/notFound';
import { fragmentOwner } from './routing/routeTable';

/** The path under which the not-found page is rendered: the router's catch-all. */
const notFound = '*';

/** The shell's own pages: its part of the live map. */
export const pathDeclaration: PathDeclaration = {
  pages: routesOwnedBy('shell').map(({ path, label, indexable }) => ({ path, label, indexable })),
};

/**
 * Where a section's layout is rendered: a path no link of the chrome names, so that no link is marked current,
 * as on a page the shell's build does not know.
 */
const sectionLayoutPath = (remote: RemoteName) => `/.section-layout/${remote}`;

/** The shipped map, plus the path each section's layout is rendered at. */
const withSectionLayouts = (() => {
  const declarations = shippedDeclarations();
  for (const remote of remoteNames) {
    const section = declarations[remote];
    declarations[remote] = {
      ...section,
      pages: [...(section?.pages ?? []), { path: sectionLayoutPath(remote), label: remote, indexable: false }],
    };
  }
  return unionOfDeclarations(declarations).map;
})();

/**
 * The shell's part of every page: its chrome around the page's fragment container, as the browser hydrates it.
 * Its own page fragments (the contact page) go into their containers here; compose puts a remote's in. Each
 * section also gets a layout of its own (`sectionLayoutKey`), which compose puts around a page this build does not
 * know, so a section adds a page without a shell release.
 */
export async function prerender(origin = company.website): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  const render = (location: string) =>
    renderRoot(
      <StaticRouter location={location}>
        <ShellApp
          pathOwners={withSectionLayouts}
          origin={origin}
          pageElement={(page) => <FragmentContainer owner={fragmentOwner(page)} />}
        />
      </StaticRouter>,
    );
  for (const path of [...Object.keys(shippedPathOwners.pages), notFound]) {
    const chrome = await render(path === notFound ? notFoundLocation : path);
    pages[path] = shellFragments.paths.includes(path)
      ? {
          head: chrome.head,
          body: fillFragment(chrome.body, shellFragments.owner, await renderFragment(shellFragments, path, origin)),
        }
      : chrome;
  }
  for (const remote of remoteNames) pages[sectionLayoutKey(remote)] = await render(sectionLayoutPath(remote));
  return pages;
}

/**
 * What a remote's container holds when no rendering of its page can be read: the shell's fallback, rendered
 * from the component the app shows in its place once it starts.
 */
export async function prerenderFallback(): Promise<string> {
  return (
    await renderRoot(
      <StaticRouter location="/">
        <SectionUnavailable onRetry={() => {}} />
      </StaticRouter>,
    )
  ).body;
}
