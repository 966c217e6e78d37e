import { createContext, use } from 'react';
import {
  lookupPath,
  parsePathOwners,
  pathOwnersFile,
  shippedPathOwners,
  type LivePage,
  type PathOwners,
  type RemoteName,
  type RouteOwner,
} from '@site/routes';
import { servedPath } from '../lib/servedPreview';

/** A page of the site as the shell shows it: a remote's page, or the shell's own contact page. */
export type SitePage =
  | { readonly kind: 'remote'; readonly path: string; readonly remote: RemoteName }
  | { readonly kind: 'contact'; readonly path: string };

/** The app that renders and hydrates the page's fragment. */
export const fragmentOwner = (page: SitePage): RouteOwner => (page.kind === 'remote' ? page.remote : 'shell');

const sitePageOf = ({ path, owner }: Pick<LivePage, 'path' | 'owner'>): SitePage =>
  owner === 'shell' ? { kind: 'contact', path } : { kind: 'remote', path, remote: owner };

/**
 * Reads the live site's path map (`/paths.json`, the union of the live releases' declarations), once, before the
 * app takes over. A map that cannot be read gives the shipped one: every page the shell was built with still
 * routes, and a page added since is served (its HTML is composed), its links load it as a document.
 */
export async function readLivePathOwners(): Promise<PathOwners> {
  try {
    const response = await fetch(servedPath(`/${pathOwnersFile}`), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${pathOwnersFile} answered ${response.status}.`);
    return parsePathOwners(await response.text());
  } catch (error) {
    console.error(`[shell] The live path map could not be read; routing by the pages this build knows.`, error);
    return shippedPathOwners;
  }
}

/**
 * The path map the app routes by, given to `ShellApp`: the live one in the browser, at build time one with the
 * sections' layouts. Outside the app (a component's test), the shipped one.
 */
export const PathOwnersContext = createContext<PathOwners>(shippedPathOwners);
export const usePathOwners = (): PathOwners => use(PathOwnersContext);

/** The page the router shows at `pathname` (a trailing slash ignored), or undefined for a redirect or a 404. */
export function pageAt(pathname: string, map: PathOwners): SitePage | undefined {
  const found = lookupPath(map, pathname);
  return found.kind === 'page' ? sitePageOf(found.page) : undefined;
}
