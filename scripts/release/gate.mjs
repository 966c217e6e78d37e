/**
 * The release gate: what must hold before anything a visitor loads changes. Each check returns the problems
 * it found as plain sentences (none: it passes), from parsed build files, so it reads the same for a local
 * build, a release kept on the target (rollback) and the live apps.
 *
 * An app's build is `{ app, json(name) }`: `json` parses one of its pointer files (mf-manifest.json,
 * prerender.json) and throws when it is missing or not JSON.
 */
import semver from 'semver';
import { sectionLayoutKey, sectionLayoutOwner } from '@site/document';
import { fragmentSlotOwner, notFoundKey } from '@site/server/compose';
import { claimsOfOthers, droppedPages, removedPages, unionOfDeclarations } from '@site/routes/pathOwners';

const listed = (paths) => paths.join(', ');
/** Whether a remote's federation manifest exposes `./routes`, the route table the site loads. */
export const exposesRoutes = (manifest) => manifest.exposes?.some((expose) => expose.path === './routes');

/** What an app's build declares it serves (`prerender.json`'s `paths`: pages, redirects, retired paths). */
const declarationOf = (prerender) => prerender?.paths;

/**
 * Check 1, ownership: a release may add any page of its own, but not claim a path another live app owns, nor
 * drop a page with no redirect or 410 declared for it, nor drop one another live app's pages still link to.
 * - `declaration`: the candidate's; `previous`: that of the app's live release (none for its first).
 * - `others`: every other live app, by name, as `{ declaration, pages }` (`pages`: its prerendered pages).
 */
function ownershipProblems({ app, declaration, previous, others }) {
  const { map } = unionOfDeclarations(
    Object.fromEntries(Object.entries(others).map(([name, other]) => [name, other.declaration])),
  );
  const claimed = claimsOfOthers(app, declaration, map).map(
    ({ path, owner }) =>
      `${app} claims ${path}, which ${owner} owns: ${owner}'s release drops it first (with a redirect or a 410), or ${app} takes another path.`,
  );
  const dropped = droppedPages(previous, declaration).map(
    (path) =>
      `${app} drops ${path} with no redirect or 410 for it: declare \`redirects: { '${path}': '<new path>' }\` (a rename) or \`gone: ['${path}']\` (retired) beside its route table.`,
  );
  const redirected = new Set(Object.keys(declaration.redirects ?? {}));
  const linked = removedPages(previous, declaration)
    .filter((path) => !redirected.has(path))
    .flatMap((path) => {
      // The shell's curated navigation never holds a section back: it leaves out a link no live app serves.
      const linking = Object.entries(others)
        .filter(([name]) => name !== 'shell')
        .flatMap(([name, other]) =>
          Object.entries(other.pages ?? {})
            .filter(([, page]) => linksTo(page.body, path))
            .map(([from]) => `${name}'s ${from}`),
        );
      return linking.length
        ? [
            `${app} drops ${path}, which is still linked from ${listed(linking)}: that team removes the links first, or ${app} declares a redirect for ${path}.`,
          ]
        : [];
    });
  return [...claimed, ...dropped, ...linked];
}

/** Whether a page's markup links to `path` (as is, with a trailing slash, a query or a fragment). */
const linksTo = (body, path) =>
  new RegExp(`href="${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/?(?:[?#][^"]*)?"`).test(body ?? '');

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
 * Check 3: prerender.json declares what the app serves and holds each of its pages with markup and head tags;
 * a shell's also holds the section layout (a slot where any section's page goes) and its not-found page.
 */
function prerenderProblems({ app, prerender }) {
  if (typeof prerender?.pages !== 'object' || prerender.pages === null) {
    return [`${app}'s prerender.json has no pages.`];
  }
  const declaration = declarationOf(prerender);
  if (!Array.isArray(declaration?.pages)) return [`${app}'s prerender.json declares no paths ("paths").`];
  const { pages } = prerender;
  const isShell = app === 'shell';
  const own = [...declaration.pages.map((page) => page.path), ...(isShell ? [notFoundKey] : [])];
  const incomplete = [
    ...own.filter((path) => !hasMarkup(pages[path]) || !hasHeadTags(pages[path])),
    ...(isShell && fragmentSlotOwner(pages[sectionLayoutKey]?.body) !== sectionLayoutOwner ? [sectionLayoutKey] : []),
  ];
  if (!incomplete.length) return [];
  return [
    app === 'shell'
      ? `shell's prerender.json lacks the layout or page of ${listed(incomplete)}.`
      : `${app}'s prerender.json lacks the markup or head tags of ${listed(incomplete)}.`,
  ];
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

/** A live app as the ownership check reads it: what it declares and its pages' markup. */
function liveApp(build, problems) {
  const prerender = parsed(build, 'prerender.json', problems);
  return { declaration: declarationOf(prerender) ?? { pages: [] }, pages: prerender?.pages };
}

/**
 * Checks 1–3 for `candidate` against the live apps: `live.shell` and `live.remotes` (name → build) hold what the
 * target serves now, `live.previous` the candidate app's own live build (none for its first release); an app
 * with no live release is not checked against (the first release of a target). Returns `{ problems, notes }`:
 * any problem refuses the release; notes say what could not be checked yet.
 */
export function gateProblems(candidate, live) {
  const problems = [];
  const notes = [];
  const manifest = parsed(candidate, 'mf-manifest.json', problems);
  const prerender = parsed(candidate, 'prerender.json', problems);
  const isShell = candidate.app === 'shell';
  if (prerender) {
    problems.push(...prerenderProblems({ app: candidate.app, prerender }));
  }
  if (!isShell && manifest && !exposesRoutes(manifest)) {
    problems.push(`${candidate.app} does not expose ./routes (its mf-manifest.json lists no such module).`);
  }
  const others = Object.fromEntries(
    Object.entries({ shell: live.shell, ...live.remotes })
      .filter(([name, build]) => build && name !== candidate.app)
      .map(([name, build]) => [name, liveApp(build, problems)]),
  );
  const declaration = declarationOf(prerender);
  if (Array.isArray(declaration?.pages)) {
    const previous = live.previous && declarationOf(parsed(live.previous, 'prerender.json', problems));
    problems.push(...ownershipProblems({ app: candidate.app, declaration, previous, others }));
  }
  if (isShell) {
    for (const [app, remote] of Object.entries(live.remotes)) {
      const remoteManifest = parsed(remote, 'mf-manifest.json', problems);
      if (manifest && remoteManifest) {
        problems.push(...singletonProblems({ app, manifest: remoteManifest, shellManifest: manifest }));
      }
    }
    if (Object.keys(live.remotes).length === 0) notes.push('No remote is live on the target yet.');
    return { problems, notes };
  }
  if (!live.shell) {
    notes.push('No shell is live on the target yet: shared versions are checked when it is released.');
    return { problems, notes };
  }
  const shellManifest = parsed(live.shell, 'mf-manifest.json', problems);
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
