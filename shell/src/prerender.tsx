import { StaticRouter } from 'react-router-dom';
import { company } from '@site/company';
import { fillFragment, sectionLayoutKey, sectionLayoutOwner } from '@site/document';
import { renderFragment, renderRoot, type PrerenderedPages } from '@site/prerender';
import { siteMapPathOwners, type PathDeclaration } from '@site/routes';
import { pageChunksOf } from '@site/routes/pageChunkName';
import { ShellApp } from './App';
import { createRemoteSections } from './federation/remoteRoutes';
import { FragmentContainer } from './fragments/FragmentHost';
import { SectionUnavailable } from './federation/SectionUnavailable';
import { shellFragments, shellPages } from './pages/shellPages';
import { notFoundLocation } from './pages/notFound';
import { createPageHeads } from './routing/pageHeads';
import { fragmentOwner } from './routing/routeTable';

/** The path under which the not-found page is rendered: the router's catch-all. */
const notFound = '*';

/**
 * Where the section layout is rendered: a path no link of the chrome names, so that no link is marked current,
 * as on a page the shell's build does not know.
 */
const sectionLayoutPath = '/.section-layout';

/**
 * The site map's pages as the shell's build frames them: its own pages its own, every other page's container owned
 * by no section in particular (compose gives it to the section the live map names), and the section layout's path.
 */
const shippedMap = siteMapPathOwners((path) => (shellFragments.paths.includes(path) ? 'shell' : sectionLayoutOwner));
const framedMap = {
  ...shippedMap,
  pages: {
    ...shippedMap.pages,
    [sectionLayoutPath]: { path: sectionLayoutPath, owner: sectionLayoutOwner, label: 'Section', indexable: false },
  },
};

/** The shell's own pages: its part of the live map. */
export const pathDeclaration: PathDeclaration = {
  pages: Object.values(shippedMap.pages)
    .filter((page) => page.owner === 'shell')
    .map(({ path, label, indexable }) => ({ path, label, indexable })),
};

/** The chunk of each of its pages' code, by path, by which the build weighs the page. */
export const pageChunks = pageChunksOf(shellPages);

/**
 * The shell's part of every page: its chrome around the page's fragment container, as the browser hydrates it.
 * Its own page fragments (the contact page) go into their containers here; compose puts a remote's in. The
 * section layout (`sectionLayoutKey`) is what compose puts around a page this build does not know, giving its
 * container to that page's section: a section adds a page, or joins the site, without a shell release.
 */
export async function prerender(origin = company.website): Promise<PrerenderedPages> {
  const pages: PrerenderedPages = {};
  const render = (location: string) =>
    renderRoot(
      <StaticRouter location={location}>
        <ShellApp
          pathOwners={framedMap}
          sections={createRemoteSections()}
          heads={createPageHeads()}
          origin={origin}
          pageElement={(page) => <FragmentContainer owner={fragmentOwner(page)} />}
        />
      </StaticRouter>,
    );
  for (const path of [...Object.keys(shippedMap.pages), notFound]) {
    const chrome = await render(path === notFound ? notFoundLocation : path);
    pages[path] = shellFragments.paths.includes(path)
      ? {
          head: chrome.head,
          body: fillFragment(chrome.body, shellFragments.owner, await renderFragment(shellFragments, path, origin)),
        }
      : chrome;
  }
  pages[sectionLayoutKey] = await render(sectionLayoutPath);
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
