/**
 * The whole site as a set of builds composes it: each route's HTML from the shell's template and layout and the
 * owning remote's page (server/src/compose.mjs), and what is wrong with that composition: what the gate checks
 * before a switch and what a preview serves. (A release's compose step, release.mjs's recompose, writes the pages
 * of one app the same way.)
 *
 * `builds`: app → build (build.mjs), the apps composed (an app never released is absent); `locations`: the
 * parsed remotes.json (remote → manifest URL).
 */
import { composePage, notFoundKey, ownerOf } from '@site/server/compose';
import { remoteApps } from './build.mjs';

/** The remotes compose reads: each with its rendering and the base URL its files are served from. */
const composedRemotes = (builds, locations) =>
  remoteApps
    .filter((name) => builds[name] && locations[name])
    .map((name) => ({ name, base: new URL('.', locations[name]).href, manifest: builds[name].json('prerender.json') }));

/** Every key a site composes: each path of the shell's site map and the not-found page. */
export const siteKeys = (shell) => [...shell.json('site-routes.json').paths, notFoundKey];

/** Composes pages of the site: `compose(key)` is a page's HTML, or undefined when the shell has no rendering. */
export function siteComposition(builds, locations) {
  const { shell } = builds;
  const template = shell.text('index.html');
  const shellRendering = shell.json('prerender.json');
  const remotes = composedRemotes(builds, locations);
  return {
    compose(key) {
      const owner = ownerOf(remotes, key);
      return composePage({
        template,
        shell: shellRendering,
        key,
        remote: owner && { manifest: owner.manifest, base: owner.base },
      });
    },
  };
}

const hasTitle = (html) => /<head>[\s\S]*<title>[^<]+<\/title>[\s\S]*<\/head>/.test(html);
const exposesRoutes = (build) => build.json('mf-manifest.json').exposes?.some((expose) => expose.path === './routes');

/**
 * What is broken in the site `builds` compose, as a visitor would load it: a page that does not compose (no
 * rendering of it, or none from its owner), a remote that the site routes to but cannot load (no location in
 * remotes.json, no `./routes` module), a page whose head has no title. A remote never released yet is left out
 * (the first releases of a target come in any order). No shell: nothing composes yet, nothing to check.
 */
export function compositionProblems(builds, locations) {
  if (!builds.shell) return [];
  const owners = builds.shell.json('site-routes.json').owners ?? {};
  const problems = [];
  for (const app of remoteApps.filter((name) => builds[name])) {
    if (!locations[app]) problems.push(`remotes.json names no location for ${app}, whose pages the site routes to.`);
    else if (!exposesRoutes(builds[app])) problems.push(`${app} does not expose ./routes, which the site loads.`);
  }
  const { compose } = siteComposition(builds, locations);
  for (const key of siteKeys(builds.shell)) {
    const owner = owners[key];
    const shown = key === notFoundKey ? 'the not-found page' : key;
    const html = compose(key);
    if (!html) problems.push(`${shown} does not compose: the shell has no rendering of it.`);
    else if (owner && owner !== 'shell' && builds[owner] && !builds[owner].json('prerender.json').pages?.[key]) {
      problems.push(`${shown} does not compose: ${owner} renders no page for it.`);
    } else if (!hasTitle(html)) problems.push(`${shown} composes with no <title> in its head.`);
  }
  return problems;
}
