import { sectionLinkPreview, type PathDeclaration, type RemoteRoute } from '@site/routes';
import { pageFragments, type RemoteModule } from '@site/ui';

/** A page of a route table: its path and head, and its folder under `src/pages/`, whose `index.tsx` is its code. */
export interface PageRoute extends Omit<RemoteRoute, 'load'> {
  readonly page: string;
}

/** A route of a declared remote: what the shell reads (`load`), and the page's folder, which names its chunk. */
export interface DeclaredRoute extends RemoteRoute {
  readonly page: string;
}

/** What a remote is: its name in the registry of apps (@site/apps), its route table, and the old paths it keeps. */
export interface RemoteDeclaration {
  readonly name: string;
  readonly routes: readonly PageRoute[];
  /**
   * Loads the page in a folder of its `src/pages/`: the remote's one page import, a context module whose chunks
   * Rspack names after each folder (`pageChunkName`), by which the build weighs each page. Written in each remote,
   * since a context is relative to its file; `@vite-ignore`: the unit tests' Vite resolves it at run time.
   */
  readonly loadPage: (page: string) => ReturnType<RemoteRoute['load']>;
  /** Old paths it answers with a 301 to one of its pages (a page it renamed): `{ '/old': '/new' }`. */
  readonly redirects?: PathDeclaration['redirects'];
  /** Old paths it answers with a 410 (a page it retired). */
  readonly gone?: PathDeclaration['gone'];
  /**
   * The text of its link-preview picture, `link-preview.json` in its folder, which scripts/og-images.mjs draws into
   * its `public/og.png`: its release ships the picture, and its pages' heads name it. Without it, the site's.
   */
  readonly linkPreview?: { readonly headline: string };
}

/** A declared remote: its declaration, and its pages as the fragments the shell renders (`./routes`'s contract). */
export interface Remote extends RemoteModule {
  readonly name: string;
  readonly routes: readonly DeclaredRoute[];
  readonly redirects: PathDeclaration['redirects'];
  readonly gone: PathDeclaration['gone'];
}

/**
 * A remote, from its declaration: `src/routes.ts` exports `remote = defineRemote({ … })` and its `routes` and
 * `fragments`, which it exposes as `./routes`; the build supplies its entry, bootstrap, HTML and prerender from it.
 */
export const defineRemote = ({
  name,
  routes,
  loadPage,
  redirects = {},
  gone = [],
  linkPreview,
}: RemoteDeclaration): Remote => {
  const image = linkPreview && sectionLinkPreview(name, linkPreview.headline);
  const declared = routes.map((route) => ({
    ...route,
    head: image ? { ...route.head, linkPreview: image } : route.head,
    load: () => loadPage(route.page),
  }));
  return { name, routes: declared, fragments: pageFragments(name, declared), redirects, gone };
};
