import { company } from '@site/company';
import { renderRemotePages } from '@site/prerender';
import { serviceRedirects, serviceRedirectsPage } from '@site/routes';
import { pageChunksOf } from '@site/routes/pageChunkName';
import { declarationOf } from '@site/routes/declarations';
import type { Remote } from './index';

/**
 * The site map's `/services/{slug}` links (its service cards) are redirects the app serving /services declares. Read
 * here, in the build, and not in the route table: a value of the shared site map imported by a remote's `./routes`
 * splits the ui kit's stylesheet out of its shared chunk, and every page of that remote would inline it.
 */
const siteMapRedirects = (remote: Remote) =>
  remote.routes.some((route) => route.path === serviceRedirectsPage) ? serviceRedirects() : {};

/**
 * What a remote's build writes into its `prerender.json`: its pages rendered to HTML, and what it serves (its route
 * table's pages, and the redirects and retired paths it declares), its part of the live map (`paths.json`); and, for
 * the build to weigh each page, the chunk of its code (named after its folder), by path.
 */
export const remoteBuild = (remote: Remote) => ({
  prerender: (origin = company.website) => renderRemotePages(remote.routes, remote.fragments, origin),
  pathDeclaration: declarationOf(remote.routes, {
    redirects: { ...siteMapRedirects(remote), ...remote.redirects },
    gone: remote.gone,
  }),
  pageChunks: pageChunksOf(remote.routes),
});
