/**
 * The whole site as a set of builds composes it: the live path map (the union of what each build declares), each
 * page's HTML from the shell's template and layout and the owning remote's page (server/src/compose.mjs), and what
 * is wrong with that composition. A release's compose step writes pages with it, the gate checks it before a
 * switch, and a preview serves it.
 *
 * `builds`: app → build (build.mjs), the apps composed (an app never released is absent); `locations`: the
 * parsed remotes.json (remote → manifest URL).
 */
import { notFoundKey } from '@site/server/compose';
import { liveMapOfDeclarations, siteComposition as composition, siteKeys } from '@site/server/composition';
import { apps, remoteApps } from './build.mjs';
import { exposesRoutes } from './gate.mjs';

/**
 * The site's path map: the union of what each build declares (`prerender.json`'s `paths`), the apps in one
 * order, so that the same releases always write the same map.
 */
export const liveMapOf = (builds) =>
  liveMapOfDeclarations(
    Object.fromEntries(
      Object.keys(apps)
        .filter((app) => builds[app])
        .map((app) => [app, builds[app].json('prerender.json').paths]),
    ),
  ).map;

/**
 * Composes pages of the site: `compose(key)` is a page's HTML, or undefined when the shell has no rendering;
 * `map` is the site's path map, `ownerOf(key)` the app that serves a page.
 */
export function siteComposition(builds, locations, map = liveMapOf(builds)) {
  const remotes = Object.fromEntries(
    remoteApps
      .filter((app) => builds[app] && locations[app])
      .map((app) => [app, { manifest: builds[app].json('prerender.json'), base: new URL('.', locations[app]).href }]),
  );
  return composition({
    template: builds.shell.text('index.html'),
    shell: builds.shell.json('prerender.json'),
    remotes,
    map,
  });
}

const hasTitle = (html) => /<head>[\s\S]*<title>[^<]+<\/title>[\s\S]*<\/head>/.test(html);

/**
 * What is broken in the site `builds` compose, as a visitor would load it: a page that does not compose (no
 * rendering of it, or none from its owner), a remote that the site routes to but cannot load (no location in
 * remotes.json, no `./routes` module), a page whose head has no title. A remote never released yet is left out
 * (the first releases of a target come in any order). No shell: nothing composes yet, nothing to check.
 */
export function compositionProblems(builds, locations) {
  if (!builds.shell) return [];
  const problems = [];
  for (const app of remoteApps.filter((name) => builds[name])) {
    if (!locations[app]) problems.push(`remotes.json names no location for ${app}, whose pages the site routes to.`);
    else if (!exposesRoutes(builds[app].json('mf-manifest.json')))
      problems.push(`${app} does not expose ./routes, which the site loads.`);
  }
  const { compose, map, ownerOf } = siteComposition(builds, locations);
  for (const key of siteKeys(map)) {
    const owner = ownerOf(key);
    const shown = key === notFoundKey ? 'the not-found page' : key;
    const html = compose(key);
    if (!html) problems.push(`${shown} does not compose: the shell has no rendering of it.`);
    else if (owner && owner !== 'shell' && builds[owner] && !builds[owner].json('prerender.json').pages?.[key]) {
      problems.push(`${shown} does not compose: ${owner} renders no page for it.`);
    } else if (!hasTitle(html)) problems.push(`${shown} composes with no <title> in its head.`);
  }
  return problems;
}
