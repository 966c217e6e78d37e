/**
 * The site as its apps' builds compose it, in one place: the live map (the union of what each app declares), the
 * files written beside the pages (`paths.json`, `sitemap.xml`, `releases.json`), each page's file on the site origin,
 * and each page's HTML (compose.mjs: composePage). The Node server composes per request with it; a release, a stage,
 * a preview and a canary's candidate side write it to a target; scripts/compose.mjs writes it to a folder.
 */
import { releasesFile } from '@site/field';
import { pathOwnersFile, sitemapXml, unionOfDeclarations } from '@site/routes/pathOwners';
import { composePage, notFoundKey } from './compose.mjs';

/**
 * The live map of `declarations` (app → what its build declares, prerender.json's `paths`), and the paths two apps
 * both claim. Give the apps in one order (the registry's), so that the same builds always make the same map.
 */
export { unionOfDeclarations as liveMapOfDeclarations };

/** Every key a site composes: each page of its map and the not-found page. */
export const siteKeys = (map) => [...Object.keys(map.pages), notFoundKey];

/** The file of page `key` on the site origin, as a static host finds it. */
export const pageFileOf = (key) =>
  key === notFoundKey ? '404.html' : key === '/' ? 'index.html' : `${key.slice(1)}/index.html`;

const jsonText = (value) => `${JSON.stringify(value, null, 2)}\n`;

/** How each file beside the pages is written from the site: `{ map, origin, releases }`. */
const siteFileTexts = {
  [pathOwnersFile]: ({ map }) => jsonText(map),
  // The sitemap lists absolute URLs: a shell built for no public origin has none.
  'sitemap.xml': ({ map, origin }) => (origin ? sitemapXml(origin, map) : undefined),
  [releasesFile]: ({ releases }) => jsonText(releases),
};

/**
 * The text of file `name` beside the pages, or undefined (not such a file, or no sitemap without an origin).
 * `site`: `{ map, origin, releases }`: the live map, the public origin the shell names in its robots.txt, and app →
 * the release id of its build.
 */
export const siteFileText = (name, site) => siteFileTexts[name]?.(site);

/** Every file beside the pages, as `[name, text]` pairs. */
export const siteFiles = (site) =>
  Object.keys(siteFileTexts)
    .map((name) => [name, siteFileText(name, site)])
    .filter(([, text]) => text !== undefined);

/**
 * Composes the pages of a site: `template` and `shell` are the shell's index.html and rendering (prerender.json),
 * `remotes` maps each remote the site loads to `{ manifest, base }` (its rendering, and where browsers load it
 * from), `map` is the live map. `compose(key, { withFallback })` is a page's HTML, undefined when the shell has no
 * rendering of it; `ownerOf(key)` is the app that serves a page.
 */
export function siteComposition({ template, shell, remotes, map }) {
  const ownerOf = (key) => map.pages[key]?.owner;
  return {
    map,
    ownerOf,
    compose(key, { withFallback = false } = {}) {
      const owner = ownerOf(key);
      const remote = owner && remotes[owner] ? { name: owner, ...remotes[owner] } : undefined;
      return composePage({ template, shell, key, remote, withFallback });
    },
  };
}
