import type { RouteOwner } from './siteMap';

/** One page an app serves. */
export interface DeclaredPage {
  readonly path: string;
  /** Short name used in menus and breadcrumbs. */
  readonly label: string;
  /** False for pages that must not be indexed: left out of sitemap.xml. */
  readonly indexable: boolean;
  /** Listed in its section's menu group by the shell, from the live map. */
  readonly inMenu?: boolean;
}

/** What one app's build declares: its pages, its redirects (old path → new path) and its retired paths (410). */
export interface PathDeclaration {
  readonly pages: readonly DeclaredPage[];
  readonly redirects?: Readonly<Record<string, string>>;
  readonly gone?: readonly string[];
}

export interface LivePage extends DeclaredPage {
  readonly owner: RouteOwner;
}

/** The live site's map, the union of the live apps' declarations (`paths.json`). */
export interface PathOwners {
  readonly pages: Readonly<Record<string, LivePage>>;
  readonly redirects: Readonly<Record<string, { readonly to: string; readonly owner: RouteOwner }>>;
  readonly gone: Readonly<Record<string, RouteOwner>>;
}

/** A path two apps claim, with both of them: the first claimant keeps it in the map. */
export interface PathConflict {
  readonly path: string;
  readonly owners: readonly [RouteOwner, RouteOwner];
}

/** What the live site does at a path. */
export type PathLookup =
  | { readonly kind: 'page'; readonly page: LivePage }
  | { readonly kind: 'redirect'; readonly to: string }
  | { readonly kind: 'gone' }
  | { readonly kind: 'unknown' };

export declare const pathOwnersFile: string;
export declare function sitePath(pathname: string): string;
export declare function claimedPaths(declaration: PathDeclaration): string[];
export declare function unionOfDeclarations(declarations: Partial<Record<RouteOwner, PathDeclaration>>): {
  readonly map: PathOwners;
  readonly conflicts: readonly PathConflict[];
};
export declare function ownerOfPath(map: PathOwners, path: string): RouteOwner | undefined;
export declare function claimsOfOthers(
  app: RouteOwner,
  declaration: PathDeclaration,
  live: PathOwners,
): { readonly path: string; readonly owner: RouteOwner }[];
export declare function droppedPages(before: PathDeclaration | undefined, after: PathDeclaration): string[];
export declare function removedPages(before: PathDeclaration | undefined, after: PathDeclaration): string[];
export declare function lookupPath(map: PathOwners, pathname: string): PathLookup;
export declare function menuPagesOf(map: PathOwners, owner: RouteOwner): LivePage[];
export declare function indexablePaths(map: PathOwners): string[];
export declare function parsePathOwners(text: string): PathOwners;
export declare function absoluteUrl(origin: string, path: string): string;
export declare function sitemapXml(origin: string, map: PathOwners): string;
export declare function robotsTxt(origin: string): string;
export declare function originOfRobotsTxt(text: string): string | undefined;
