import { sectionLinkPreview, type PathDeclaration, type RemoteRoute } from '@site/routes';
import { pageFragments, type RemoteModule } from '@site/ui';

/** What a remote is: its name in the registry of apps (@site/apps), its route table, and the old paths it keeps. */
export interface RemoteDeclaration {
  readonly name: string;
  readonly routes: readonly RemoteRoute[];
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
  readonly redirects: PathDeclaration['redirects'];
  readonly gone: PathDeclaration['gone'];
}

/**
 * A remote, from its declaration: `src/routes.ts` exports `remote = defineRemote({ … })` and its `routes` and
 * `fragments`, which it exposes as `./routes`; the build supplies its entry, bootstrap, HTML and prerender from it.
 */
export const defineRemote = ({ name, routes, redirects = {}, gone = [], linkPreview }: RemoteDeclaration): Remote => {
  const image = linkPreview && sectionLinkPreview(name, linkPreview.headline);
  const withImage = image ? routes.map((route) => ({ ...route, head: { ...route.head, linkPreview: image } })) : routes;
  return { name, routes: withImage, fragments: pageFragments(name, withImage), redirects, gone };
};
