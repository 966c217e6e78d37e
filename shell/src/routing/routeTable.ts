import {
  lookupPath,
  parsePathOwners,
  pathOwnersFile,
  shippedPathOwners,
  type LivePage,
  type PathLookup,
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
 * The live site's path map (`/paths.json`, the union of the live releases' declarations), read once before the
 * app takes over; until then, and when it cannot be read, the pages this build shipped with.
 */
let live: PathOwners = shippedPathOwners;

export const livePathOwners = (): PathOwners => live;

/**
 * Reads the live map. A map that cannot be read leaves the shipped one: every page the shell was built with
 * still routes, and a page added since is served (its HTML is composed), its links load it as a document.
 */
export async function readLivePathOwners(): Promise<void> {
  try {
    const response = await fetch(servedPath(`/${pathOwnersFile}`), { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${pathOwnersFile} answered ${response.status}.`);
    live = parsePathOwners(await response.text());
  } catch (error) {
    console.error(`[shell] The live path map could not be read; routing by the pages this build knows.`, error);
  }
}

/** What the site does at `pathname` in `map` (the live one by default), as the servers do. */
export const pathAt = (pathname: string, map: PathOwners = live): PathLookup => lookupPath(map, pathname);

/** The page the router shows at `pathname` (a trailing slash ignored), or undefined for a redirect or a 404. */
export function pageAt(pathname: string, map: PathOwners = live): SitePage | undefined {
  const found = pathAt(pathname, map);
  return found.kind === 'page' ? sitePageOf(found.page) : undefined;
}
