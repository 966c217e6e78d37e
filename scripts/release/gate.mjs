/**
 * The release gate: what must hold before anything a visitor loads changes. Each check returns the problems
 * it found as plain sentences (none: it passes), from parsed build files, so it reads the same for a local
 * build, a release kept on the target (rollback) and the live apps.
 *
 * An app's build is `{ app, json(name) }`: `json` parses one of its pointer files (mf-manifest.json,
 * prerender.json, site-routes.json) and throws when it is missing or not JSON.
 */
import semver from 'semver';
import { fragmentSlotOwner, notFoundKey } from '@site/server/compose';

/** The paths the site map gives `app`, from a shell's site-routes.json. */
const pathsOwnedBy = (siteRoutes, app) =>
  Object.entries(siteRoutes.owners ?? {})
    .filter(([, owner]) => owner === app)
    .map(([path]) => path);

const listed = (paths) => paths.join(', ');

/** Check 1: a remote exposes `./routes`, and its route table covers exactly the paths the site map gives it. */
function routeProblems({ app, manifest, prerender, siteRoutes }) {
  if (!manifest.exposes?.some((expose) => expose.path === './routes')) {
    return [`${app} does not expose ./routes (its mf-manifest.json lists no such module).`];
  }
  if (!Array.isArray(prerender.routes)) return [`${app}'s build has no route table (prerender.json "routes").`];
  const owned = pathsOwnedBy(siteRoutes, app);
  const missing = owned.filter((path) => !prerender.routes.includes(path));
  const extra = prerender.routes.filter((path) => !owned.includes(path));
  return [
    ...(missing.length ? [`${app}'s route table lacks ${listed(missing)}, which the site map gives it.`] : []),
    ...(extra.length ? [`${app}'s route table has ${listed(extra)}, which the site map does not give it.`] : []),
  ];
}

/**
 * Check 2: every shared singleton the remote requires (name and required version, from its manifest) is
 * provided by the shell at a version that satisfies it: one React on the page.
 */
function singletonProblems({ app, manifest, shellManifest }) {
  const provided = new Map((shellManifest.shared ?? []).map((entry) => [entry.name, entry.version]));
  return (manifest.shared ?? [])
    .filter((entry) => entry.singleton)
    .flatMap(({ name, requiredVersion }) => {
      const version = provided.get(name);
      if (version === undefined) return [`${app} requires ${name} ${requiredVersion}; the shell provides none.`];
      if (requiredVersion && !semver.satisfies(version, requiredVersion)) {
        return [`${app} requires ${name} ${requiredVersion}; the shell provides ${version}.`];
      }
      return [];
    });
}

const hasHeadTags = (page) => typeof page?.head === 'string' && /<title>[^<]+<\/title>/.test(page.head);
const hasMarkup = (page) => typeof page?.body === 'string' && page.body.trim() !== '';

/**
 * Check 3: prerender.json holds every route with its markup and head tags. A remote: each path of its route
 * table and of the site map. The shell: the layout of every path (a slot where a remote's page goes) and its
 * own pages, the not-found page included, in full.
 */
function prerenderProblems({ app, prerender, siteRoutes }) {
  if (typeof prerender?.pages !== 'object' || prerender.pages === null) {
    return [`${app}'s prerender.json has no pages.`];
  }
  const { pages } = prerender;
  if (app !== 'shell') {
    const paths = [...new Set([...(prerender.routes ?? []), ...pathsOwnedBy(siteRoutes ?? {}, app)])];
    const incomplete = paths.filter((path) => !hasMarkup(pages[path]) || !hasHeadTags(pages[path]));
    return incomplete.length ? [`${app}'s prerender.json lacks the markup or head tags of ${listed(incomplete)}.`] : [];
  }
  const own = [...pathsOwnedBy(siteRoutes, 'shell'), notFoundKey];
  const incomplete = [
    ...siteRoutes.paths.filter(
      (path) => !own.includes(path) && fragmentSlotOwner(pages[path]?.body) !== siteRoutes.owners?.[path],
    ),
    ...own.filter((path) => !hasMarkup(pages[path]) || !hasHeadTags(pages[path])),
  ];
  return incomplete.length ? [`shell's prerender.json lacks the layout or page of ${listed(incomplete)}.`] : [];
}

/** Parses one file for the gate; a file that is missing or no JSON is a problem of its own. */
function parsed(build, name, problems) {
  try {
    return build.json(name);
  } catch (error) {
    problems.push(`${build.app}'s ${name} cannot be read: ${error.message}`);
    return undefined;
  }
}

/**
 * Checks 1–3 for `candidate` against the live apps: `live.shell` and `live.remotes` (name → build) hold what the
 * target serves now; an app with no live release is not checked against (the first release of a target).
 * Returns `{ problems, notes }`: any problem refuses the release; notes say what could not be checked yet.
 */
export function gateProblems(candidate, live) {
  const problems = [];
  const notes = [];
  if (candidate.app === 'shell') {
    const siteRoutes = parsed(candidate, 'site-routes.json', problems);
    const manifest = parsed(candidate, 'mf-manifest.json', problems);
    const prerender = parsed(candidate, 'prerender.json', problems);
    if (siteRoutes && prerender) problems.push(...prerenderProblems({ app: 'shell', prerender, siteRoutes }));
    for (const [app, remote] of Object.entries(live.remotes)) {
      const remoteManifest = parsed(remote, 'mf-manifest.json', problems);
      const remotePrerender = parsed(remote, 'prerender.json', problems);
      if (siteRoutes && remoteManifest && remotePrerender) {
        problems.push(...routeProblems({ app, manifest: remoteManifest, prerender: remotePrerender, siteRoutes }));
      }
      if (manifest && remoteManifest) {
        problems.push(...singletonProblems({ app, manifest: remoteManifest, shellManifest: manifest }));
      }
    }
    if (Object.keys(live.remotes).length === 0) notes.push('No remote is live on the target yet.');
    return { problems, notes };
  }
  const manifest = parsed(candidate, 'mf-manifest.json', problems);
  const prerender = parsed(candidate, 'prerender.json', problems);
  const siteRoutes = live.shell && parsed(live.shell, 'site-routes.json', problems);
  const shellManifest = live.shell && parsed(live.shell, 'mf-manifest.json', problems);
  if (prerender) problems.push(...prerenderProblems({ app: candidate.app, prerender, siteRoutes }));
  if (!live.shell) {
    notes.push('No shell is live on the target yet: the site map and shared versions are checked when it is released.');
    if (manifest && !manifest.exposes?.some((expose) => expose.path === './routes')) {
      problems.push(`${candidate.app} does not expose ./routes (its mf-manifest.json lists no such module).`);
    }
    return { problems, notes };
  }
  if (manifest && prerender && siteRoutes) {
    problems.push(...routeProblems({ app: candidate.app, manifest, prerender, siteRoutes }));
  }
  if (manifest && shellManifest) problems.push(...singletonProblems({ app: candidate.app, manifest, shellManifest }));
  return { problems, notes };
}

/**
 * Check 4's list: every file the build's manifest references (its entry, the chunks and stylesheets of what it
 * exposes and shares), the stylesheets its pages carry, and for the shell the scripts its HTML names.
 */
export function referencedFiles(build) {
  const manifest = build.json('mf-manifest.json');
  const assetsOf = ({ assets }) =>
    ['js', 'css'].flatMap((kind) => [...(assets?.[kind]?.sync ?? []), ...(assets?.[kind]?.async ?? [])]);
  const prerender = build.json('prerender.json');
  const html = build.app === 'shell' ? build.text('index.html') : '';
  const { path = '', name } = manifest.metaData?.remoteEntry ?? {};
  return [
    ...new Set([
      ...(name ? [`${path}${name}`] : []),
      ...(manifest.shared ?? []).flatMap(assetsOf),
      ...(manifest.exposes ?? []).flatMap(assetsOf),
      ...(prerender.css ?? []).map((stylesheet) => stylesheet.href),
      ...[...html.matchAll(/(?:src|href|data-entry)="\/(static\/[^"]+)"/g)].map((match) => match[1]),
    ]),
  ].sort();
}
