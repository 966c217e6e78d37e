/**
 * A preview: a staged release composed with the live apps, written as static files under a capability prefix
 * (`@site/document`'s previewPrefix) on the origins of the target, so that nginx, the Node server and object
 * storage serve it alike and nothing live changes:
 *
 *   site<prefix>/<path>/index.html, 404.html   every page, composed (links, remotes.json and the shell's router
 *                                             kept inside the prefix by the meta element the shell reads)
 *   site<prefix>/remotes.json, paths.json, …  the live remotes.json with the candidate remote's location, the
 *                                             path map with the candidate's declaration, the release ids
 *                                             (releases.json: the live ones, the candidate's for its app), and
 *                                             the shell's pointer files (the candidate's, or the live ones)
 *   <remote><prefix>/…                        a remote candidate's pointer files and hashed files: its entry
 *                                             loads its chunks beside itself (publicPath auto)
 */
import { randomBytes } from 'node:crypto';
import { previewMetaName, previewPath, previewPrefix, previewSecretBytes } from '@site/document';
import { escapeAttribute } from '@site/server/compose';
import { pageFileOf, siteFiles, siteKeys } from '@site/server/composition';
import { apps } from './build.mjs';
import { compositionProblems, siteComposition } from './composition.mjs';

/** A new preview's prefix for release `id`: its secret is `previewSecretBytes` (128 bits) of randomness. */
export const newPreviewPrefix = (id, random = randomBytes) =>
  previewPrefix(id, random(previewSecretBytes).toString('base64url'));

/** A file of a preview, on an origin of the target. */
export const previewKey = (origin, prefix, path) => `${origin}${prefix}/${path}`;

/** The origins of the target a preview of `app` writes to. */
const previewOrigins = (app) => [...new Set(['site', apps[app].origin])];

/** An in-site reference of a page (a link, the start script's preload list), other than a hashed file. */
const inSiteReference = /(\s(?:href|data-preload)=")\/(?!\/|static\/)("?)/g;

/**
 * A composed page as the preview serves it: its in-site links and preloads inside the prefix (the home page as
 * the prefix itself, as the router writes it), never indexed, and the meta element that tells the shell it runs
 * in a preview (`preview`: `@site/document`'s ServedPreview).
 */
export function previewPage(html, preview) {
  const { prefix } = preview;
  const meta =
    '<meta name="robots" content="noindex">' +
    `<meta name="${previewMetaName}" content="${escapeAttribute(JSON.stringify(preview))}">`;
  return html
    .replace(
      inSiteReference,
      (_, attribute, home) => `${attribute}${home ? previewPath(prefix, '/') : `${prefix}/`}${home}`,
    )
    .replace('</head>', () => `${meta}</head>`);
}

/**
 * Where a site that serves a remote candidate under `prefix` on the remote's own origin (a preview, a canary) loads
 * its manifest: its entry then loads its chunks beside itself (publicPath auto).
 */
export const prefixedManifestUrl = (location, prefix) =>
  new URL(`${prefix.slice(1)}/mf-manifest.json`, new URL('.', location)).href;

/** A remote candidate's pointer files under `prefix` on its origin (its hashed files go beside them). */
export const prefixedRemoteFiles = (candidate, prefix) =>
  [...candidate.files].map(([path, body]) => [previewKey(apps[candidate.app].origin, prefix, path), body]);

/**
 * The site origin's files of the site `builds` compose (app → build, the shell's included), as a preview and a
 * canary's candidate side serve it: `pages`, each `{ file, owner, html }` (its path on the origin, the app that
 * serves it, its HTML as composed), and `files`, `[path, body]` pairs of remotes.json (`locations`), the path map
 * and the release ids (`releases`: app → id); or the problems that make its composition broken.
 */
export function composedSite({ builds, locations, releases }) {
  const problems = builds.shell ? compositionProblems(builds, locations) : ['no shell is live to compose with.'];
  if (problems.length) return { problems, pages: [], files: [] };
  const { compose, map, ownerOf } = siteComposition(builds, locations);
  const pages = siteKeys(map).map((key) => ({ file: pageFileOf(key), owner: ownerOf(key), html: compose(key) }));
  // No sitemap: neither a preview nor a canary's side is indexed.
  const files = [['remotes.json', `${JSON.stringify(locations, null, 2)}\n`], ...siteFiles({ map, releases })].map(
    ([path, text]) => [path, Buffer.from(text)],
  );
  return { problems: [], pages, files };
}

/**
 * The files of the preview of `candidate` (a build with its `id`) composed with `live` (app → build; the shell's
 * with all its pointer files), as `[key, body]` pairs, or the problems that make its composition broken.
 * - `locations`: the live remotes.json (or the one a shell candidate publishes); `releases`: app → live id.
 */
export function previewFiles({ candidate, live, locations, releases, prefix }) {
  const { app } = candidate;
  const builds = { ...live, [app]: candidate };
  const previewLocations =
    app === 'shell' || !locations[app]
      ? locations
      : { ...locations, [app]: prefixedManifestUrl(locations[app], prefix) };
  const preview = { prefix, candidate: { app, id: candidate.id }, releases: { ...releases, [app]: candidate.id } };
  const site = composedSite({ builds, locations: previewLocations, releases: preview.releases });
  if (site.problems.length) return { problems: site.problems, files: [] };

  const pages = site.pages.map(({ file, html }) => [
    previewKey('site', prefix, file),
    Buffer.from(previewPage(html, preview)),
  ]);
  const shellFiles = [...builds.shell.files]
    .filter(([path]) => !/^index\.html(\.br)?$/.test(path))
    .map(([path, body]) => [previewKey('site', prefix, path), body]);
  const remoteFiles = app === 'shell' ? [] : prefixedRemoteFiles(candidate, prefix);
  const siteFiles = site.files.map(([path, body]) => [previewKey('site', prefix, path), body]);
  return { problems: [], files: [...remoteFiles, ...shellFiles, ...siteFiles, ...pages] };
}

/** Removes every file of a preview, on each origin it was written to. */
export async function removePreview(target, app, prefix) {
  for (const origin of previewOrigins(app)) {
    for (const key of await target.list(`${origin}${prefix}`)) await target.remove(key);
  }
}

/** How long a staged release's preview is served before `pnpm releases --prune` removes it. */
const previewRetentionDays = 14;

/**
 * The staged releases whose previews are stale: older than `retentionDays`, or the live release already (it was
 * released another way, or promoted by a run killed before it removed its preview).
 */
export const stalePreviews = (staged, { live, now = Date.now(), retentionDays = previewRetentionDays }) =>
  staged.filter((entry) => entry.id === live || now - Date.parse(entry.time) > retentionDays * 86_400_000);
