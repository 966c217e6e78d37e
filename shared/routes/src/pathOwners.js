/**
 * Who serves which path of the live site. Each app's build declares the paths it serves (its pages,
 * the redirects it keeps for pages it renamed, the pages it retired for good); the live site's map is the union
 * of the live releases' declarations, which every release writes beside `remotes.json` as `paths.json`. The
 * shell's router, the servers, the nginx config, `sitemap.xml` and the release gate all read it through this
 * module, so a team adds, renames or retires a page with one release of its own app. Plain JavaScript (types in
 * pathOwners.d.ts), so that the Node server, nginx's render and `pnpm release` read it as it is.
 */

import { previewRoot } from '@site/document';

/** The live map's file, beside `remotes.json` on the site origin. */
export const pathOwnersFile = 'paths.json';

/** A location's pathname as the map spells it: a trailing slash does not make another page (as on the servers). */
export const sitePath = (pathname) => pathname.replace(/\/+$/, '') || '/';

/** Every path a declaration claims: its pages, its redirects' old paths and its retired paths. */
export const claimedPaths = (declaration) => [
  ...declaration.pages.map((page) => page.path),
  ...Object.keys(declaration.redirects ?? {}),
  ...(declaration.gone ?? []),
];

/**
 * The union of the apps' declarations, and every path claimed twice. The first app to claim a path keeps it, so
 * the map of a site that a buggy release left with a conflict still serves every other path.
 */
export function unionOfDeclarations(declarations) {
  const pages = {};
  const redirects = {};
  const gone = {};
  const claimedBy = new Map();
  const conflicts = [];
  const claim = (path, owner) => {
    const previous = claimedBy.get(path);
    if (previous !== undefined && previous !== owner) conflicts.push({ path, owners: [previous, owner] });
    if (previous !== undefined) return false;
    claimedBy.set(path, owner);
    return true;
  };
  for (const [owner, declaration] of Object.entries(declarations)) {
    if (!declaration) continue;
    for (const page of declaration.pages) if (claim(page.path, owner)) pages[page.path] = { ...page, owner };
    for (const [from, to] of Object.entries(declaration.redirects ?? {})) {
      if (claim(from, owner)) redirects[from] = { to, owner };
    }
    for (const path of declaration.gone ?? []) if (claim(path, owner)) gone[path] = owner;
  }
  return { map: { pages, redirects, gone }, conflicts };
}

/** The app that claims `path` in the map, as a page, a redirect or a retired path. */
export const ownerOfPath = (map, path) => map.pages[path]?.owner ?? map.redirects[path]?.owner ?? map.gone[path];

/** The owner of every path `declaration` claims that another app owns in `live`. */
export const claimsOfOthers = (app, declaration, live) =>
  claimedPaths(declaration).flatMap((path) => {
    const owner = ownerOfPath(live, path);
    return owner !== undefined && owner !== app ? [{ path, owner }] : [];
  });

/**
 * The pages `before` served that `after` neither serves, nor redirects, nor declares retired: a release that
 * drops them would turn visitors' bookmarks and search results into 404s.
 */
export function droppedPages(before, after) {
  const kept = new Set(claimedPaths(after));
  return (before?.pages ?? []).map((page) => page.path).filter((path) => !kept.has(path));
}

/** The pages `before` served that `after` no longer serves as pages (redirected, retired or dropped). */
export function removedPages(before, after) {
  const served = new Set(after.pages.map((page) => page.path));
  return (before?.pages ?? []).map((page) => page.path).filter((path) => !served.has(path));
}

/** What the live site does at `pathname` (matched case-sensitively, a trailing slash ignored, as the servers). */
export function lookupPath(map, pathname) {
  const path = sitePath(pathname);
  const page = map.pages[path];
  if (page) return { kind: 'page', page };
  const redirect = map.redirects[path];
  if (redirect) return { kind: 'redirect', to: redirect.to };
  return map.gone[path] ? { kind: 'gone' } : { kind: 'unknown' };
}

/** The pages a section lists in its menu group, in the order it declared them. */
export const menuPagesOf = (map, owner) =>
  Object.values(map.pages).filter((page) => page.owner === owner && page.inMenu === true);

/** The indexable pages of the live site: what sitemap.xml lists. */
export const indexablePaths = (map) =>
  Object.values(map.pages)
    .filter((page) => page.indexable)
    .map((page) => page.path);

const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Reads `paths.json`; throws with the reason when it is not a map. */
export function parsePathOwners(text) {
  const value = JSON.parse(text);
  if (!isRecord(value) || !isRecord(value.pages) || !isRecord(value.redirects) || !isRecord(value.gone)) {
    throw new Error('it is not a path map (pages, redirects, gone)');
  }
  return value;
}

const escapeXml = (text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An absolute URL of a site path on `origin` (no trailing slash except for the home page). */
export const absoluteUrl = (origin, path) => `${origin.replace(/\/+$/, '')}${path}`;

/** sitemap.xml: exactly the indexable pages of the live map, as absolute URLs. */
export function sitemapXml(origin, map) {
  const urls = indexablePaths(map).map((path) => `  <url><loc>${escapeXml(absoluteUrl(origin, path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * robots.txt: everything may be crawled (noindex pages say so themselves) but previews (docs/deploy.md), whose
 * links are never published; points to the sitemap.
 */
export const robotsTxt = (origin) =>
  `User-agent: *\nAllow: /\nDisallow: ${previewRoot}\n\nSitemap: ${absoluteUrl(origin, '/sitemap.xml')}\n`;

/** The public origin a robots.txt of `robotsTxt` names the sitemap on (the shell's build writes it for its origin). */
export const originOfRobotsTxt = (text) => /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(text)?.[1];
