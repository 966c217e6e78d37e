import { createContext, use } from 'react';
import { fragmentAttribute, rootId } from '@site/document';
import {
  lookupPath,
  parsePathOwners,
  pathOwnersFile,
  sitePath,
  type LivePage,
  type PathOwners,
  type RemoteName,
  type RouteOwner,
} from '@site/routes';
import { servedPath, sitePathOf } from '../lib/servedPreview';
import { shellFragments } from '../pages/shellPages';

/** A page of the site as the shell shows it: a remote's page, or the shell's own contact page. */
export type SitePage =
  | { readonly kind: 'remote'; readonly path: string; readonly remote: RemoteName }
  | { readonly kind: 'contact'; readonly path: string };

/** The app that renders and hydrates the page's fragment. */
export const fragmentOwner = (page: SitePage): RouteOwner => (page.kind === 'remote' ? page.remote : 'shell');

const sitePageOf = ({ path, owner }: Pick<LivePage, 'path' | 'owner'>): SitePage =>
  owner === 'shell' ? { kind: 'contact', path } : { kind: 'remote', path, remote: owner };

const noPages: PathOwners = { pages: {}, redirects: {}, gone: {} };

/** The map when the live one cannot be read: the shell's own pages, and the page as served, by its container's owner. */
export function servedPathOwners(pathname: string, servedOwner: RouteOwner | undefined): PathOwners {
  const page = (path: string, owner: RouteOwner): LivePage => ({ path, owner, label: path, indexable: true });
  const own = shellFragments.paths.map((path) => [path, page(path, 'shell')]);
  const path = sitePath(pathname);
  const served = servedOwner ? [[path, page(path, servedOwner)]] : [];
  return { ...noPages, pages: Object.fromEntries([...own, ...served]) };
}

/** Reads the live site's path map (`/paths.json`), once, before the app takes over. */
export async function readLivePathOwners(): Promise<PathOwners> {
  try {
    const response = await fetch(servedPath(`/${pathOwnersFile}`), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${pathOwnersFile} answered ${response.status}.`);
    return parsePathOwners(await response.text());
  } catch (error) {
    console.error(`[shell] The live path map could not be read; routing this page as served.`, error);
    const container = document.getElementById(rootId)?.querySelector(`[${fragmentAttribute}]`);
    return servedPathOwners(
      sitePathOf(location.pathname) ?? '/',
      container?.getAttribute(fragmentAttribute) ?? undefined,
    );
  }
}

/** The path map the app routes by: the live one in the browser, at build time the site map's pages. */
export const PathOwnersContext = createContext<PathOwners>(noPages);
export const usePathOwners = (): PathOwners => use(PathOwnersContext);

/** The page the router shows at `pathname` (a trailing slash ignored), or undefined for a redirect or a 404. */
export function pageAt(pathname: string, map: PathOwners): SitePage | undefined {
  const found = lookupPath(map, pathname);
  return found.kind === 'page' ? sitePageOf(found.page) : undefined;
}
