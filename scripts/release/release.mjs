/**
 * Releases, rollbacks and the release history of one app on a target (@site/server/targets), the same logic
 * for every kind of target. A release goes: lock → gate checks 1–3 (gate.mjs) → hashed files uploaded beside
 * the old ones → the release's pointer files kept under `releases/<app>/<id>/` → gate check 4 (every
 * referenced file is on the target) → switch. Nothing a visitor loads changes before the switch.
 *
 * The switch is a short, ordered set of writes, each of which replaces one object at once: journal, pointer
 * files (the entry script, which decides which build a browser runs, last), the app's pages, history. Killed
 * anywhere, visitors run one build, the old or the new (every hashed file of both stays on the target), and
 * the same command run again does it all again, idempotently, and finishes.
 */
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import {
  contactDeliveryFile,
  contactDeliveryRefusal,
  describeContactDelivery,
  parseContactDelivery,
} from '@site/contact/delivery';
import { notFoundKey } from '@site/server/compose';
import { pageFileOf, siteFiles } from '@site/server/composition';
import { originOfRobotsTxt, pathOwnersFile } from '@site/routes/pathOwners';
import { brotliOptionsFor, minimumPrecompressedBytes } from '@site/build/precompress';
import { appBuild, apps, releaseId, remoteApps } from './build.mjs';
import { compositionProblems, liveMapOf, siteComposition } from './composition.mjs';
import { gateProblems, referencedFiles } from './gate.mjs';
import { acquireLock } from './lock.mjs';
import { RefusedError } from './refused.mjs';
import { readStaged } from './staged.mjs';

const brotli = promisify(brotliCompress);
const historyKey = (app) => `releases/${app}/releases.json`;
export const releaseKey = (app, id) => `releases/${app}/${id}`;
/** Where a release keeps the source map `path` of its build (`static/js/x.js.map`): under its record, which no origin serves. */
export const sourceMapKey = (app, id, path) => `${releaseKey(app, id)}/maps/${path}`;
const emptyHistory = (app) => ({ app, live: null, releases: [] });

export async function readHistory(target, app) {
  const body = await target.read(historyKey(app));
  return body ? JSON.parse(body.toString('utf8')) : emptyHistory(app);
}

const writeHistory = (target, history) =>
  target.write(historyKey(history.app), `${JSON.stringify(history, null, 2)}\n`);

/** Runs `task` on every item, a few at a time (an object store answers each request in its own round trip). */
export async function eachLimited(items, task, limit = 16) {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: Math.min(limit, queue.length) }, async () => {
      while (queue.length) await task(queue.shift());
    }),
  );
}

/** A release kept on the target, read back as a build (its pointer files; hashed files by name). */
export async function keptBuild(target, app, id) {
  const prefix = `${releaseKey(app, id)}/files`;
  const keys = await target.list(prefix);
  if (keys.length === 0) throw new RefusedError(`${app} has no release ${id} on ${target.name}.`);
  const files = new Map(
    await Promise.all(keys.map(async (key) => [key.slice(prefix.length + 1), await target.read(key)])),
  );
  const list = await target.read(`${releaseKey(app, id)}/static-files.json`);
  return appBuild(app, files, list ? JSON.parse(list.toString('utf8')) : []);
}

/** The lock of the live map (`site/paths.json`) and live release ids (`site/releases.json`), which every switch writes. */
export const pathOwnersLock = 'paths';

/** What the gate and the compose step read of a live build. */
const liveFiles = ['mf-manifest.json', 'prerender.json', 'index.html', 'robots.txt'];

/** The builds visitors are served now, by app (apps never released are absent). */
export async function liveBuilds(target) {
  const builds = {};
  await Promise.all(
    Object.keys(apps).map(async (app) => {
      const { live } = await readHistory(target, app);
      if (!live) return;
      const bodies = await Promise.all(liveFiles.map((name) => target.read(`${releaseKey(app, live)}/files/${name}`)));
      const files = new Map(liveFiles.flatMap((name, index) => (bodies[index] ? [[name, bodies[index]]] : [])));
      builds[app] = appBuild(app, files, []);
    }),
  );
  return builds;
}

/** The site's live remotes.json, parsed (none yet: no locations). */
export async function liveLocations(target) {
  const body = await target.read('site/remotes.json');
  return body ? JSON.parse(body.toString('utf8')) : {};
}

/** Writes the site's remotes.json (`locations`: remote → manifest URL). */
const writeLocations = (target, locations) =>
  writeWithCopy(target, 'site/remotes.json', Buffer.from(`${JSON.stringify(locations, null, 2)}\n`));

/**
 * The site's remotes.json once `app` is released: a shell's `--remotes` file over the live one (a section that
 * joined with its own release keeps its location), a remote's own `location` (its origin's manifest, for a section
 * joining the site) set, else the live one. Undefined when it stays as it is.
 */
function locationsAfter(live, app, { remotesJson, location }) {
  if (remotesJson) return { ...live, ...JSON.parse(remotesJson.toString('utf8')) };
  if (app !== 'shell' && location && live[app] !== location) return { ...live, [app]: location };
  return undefined;
}

/** What the operator does for a section that joins the site: its origin, served and allowed, then its release. */
const joiningGuide = (app) =>
  `Refused: the site's remotes.json has no location for ${app}, a section joining the site. Name its origin in the ` +
  `origins file ("${app}": { "origin": "https://…", "root": "…" }), render nginx's config from it ` +
  `(deploy/nginx/render.mjs: its origin served, and allowed by the Content-Security-Policy), then release ${app} ` +
  `again with --origins <that file>.`;

/** The composition's problems; none to add when a build cannot even be read (checks 1–3 say so). */
function composedSiteProblems(builds, locations) {
  try {
    return compositionProblems(builds, locations).map((problem) => `the composed site: ${problem}`);
  } catch {
    return [];
  }
}

/**
 * Checks 1–3 and the composition: `candidate` with the live apps, composed as visitors would get the site after
 * the switch (`locations`: the remotes.json it would have), refused when any page of it breaks. A rollback returns
 * to a release that was live before, so the pages it does not have are not held against it: it takes away what the
 * releases since added, as it is meant to.
 */
export function gate(candidate, live, locations, log, { rollback = false } = {}) {
  const { shell, ...remotes } = live;
  delete remotes[candidate.app];
  const { problems, notes } = gateProblems(candidate, {
    shell: candidate.app === 'shell' ? undefined : shell,
    remotes,
    previous: rollback ? undefined : live[candidate.app],
  });
  for (const note of notes) log(`Note: ${note}`);
  problems.push(...composedSiteProblems({ ...live, [candidate.app]: candidate }, locations));
  if (problems.length) {
    throw new RefusedError(
      `Refused: ${candidate.app} ${candidate.id} does not fit what is live on the target.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
}

/**
 * The contact delivery a shell build recorded (`@site/contact/delivery`), and why it must not go out, if it
 * must not: no record, a default or partial one, or one that cannot be read.
 */
function contactDeliveryOf(build) {
  const body = build.files.get(contactDeliveryFile);
  if (!body) return { record: undefined, refusal: contactDeliveryRefusal(undefined) };
  try {
    const record = parseContactDelivery(body.toString('utf8'));
    return { record, refusal: contactDeliveryRefusal(record) };
  } catch (error) {
    return { record: undefined, refusal: `its ${contactDeliveryFile} cannot be read (${error.message}).` };
  }
}

/**
 * The contact delivery of `build` (a shell's; undefined for a remote), or a refusal before anything is written: a
 * shell whose contact form was built with no delivery chosen, or half of one, never goes out.
 */
export function releasableContactDelivery(build) {
  if (build.app !== 'shell') return undefined;
  const contact = contactDeliveryOf(build);
  if (contact.refusal) {
    throw new RefusedError(
      `Refused: shell ${build.id} would ship a contact form that cannot deliver: ${contact.refusal}`,
    );
  }
  return contact;
}

/** Says which contact delivery visitors now get, and the one before when it changed. */
function logContactDelivery(history, previous, record, log) {
  const before = history.releases.find((entry) => entry.id === previous)?.contactDelivery;
  const changed = previous && JSON.stringify(before) !== JSON.stringify(record);
  log(
    `Contact form delivery: ${describeContactDelivery(record)}${changed ? ` (was: ${describeContactDelivery(before)})` : ''}.`,
  );
}

/** Gate check 4, on the target itself. */
async function checkReferencedFiles(target, build, id) {
  const origin = apps[build.app].origin;
  const missing = [];
  await eachLimited(referencedFiles(build), async (file) => {
    const key = file.startsWith('static/') ? `${origin}/${file}` : `${releaseKey(build.app, id)}/files/${file}`;
    if (!(await target.exists(key))) missing.push(file);
  });
  if (missing.length) {
    throw new RefusedError(
      `Refused: after the upload, ${target.name} lacks ${missing.length} file(s) that ${build.app}'s manifest references: ${missing.sort().slice(0, 5).join(', ')}${missing.length > 5 ? ', …' : ''}. Nothing was switched.`,
    );
  }
}

/** Writes a file and its Brotli copy (or removes a stale copy), copy first: the pair changes together. */
export async function writeWithCopy(target, key, body) {
  if (body.length >= minimumPrecompressedBytes)
    await target.write(`${key}.br`, await brotli(body, brotliOptionsFor(body)));
  else if (await target.exists(`${key}.br`)) await target.remove(`${key}.br`);
  await target.write(key, body);
}

/**
 * The order of a remote's pointer files: what only the compose step and tools read first, then the
 * manifest, then the entry script. A browser runs the build whose remoteEntry.js it loads, and both builds'
 * chunks are on the origin, so any moment between these writes serves one whole build. Each Brotli copy
 * goes with its file.
 */
const switchRank = (path) => ['mf-manifest.json', 'remoteEntry.js'].indexOf(path.replace(/\.br$/, '')) + 1;
const pointerOrder = (paths) =>
  [...paths].sort(
    (a, b) =>
      switchRank(a) - switchRank(b) || Number(b.endsWith('.br')) - Number(a.endsWith('.br')) || a.localeCompare(b),
  );

/** The site origin's copy of the shell's files; `index.html` there is the composed home page, not the template. */
const sitePointerFiles = (paths) => paths.filter((path) => path !== 'index.html' && path !== 'index.html.br');

const pageKey = (path) => `site/${pageFileOf(path)}`;

/** The public origin the shell was built for, as its robots.txt names the sitemap on it. */
const siteOriginOf = (shell) => originOfRobotsTxt(shell.files.get('robots.txt')?.toString('utf8') ?? '');

/**
 * Recomposes pages on the site origin from the live shell and remotes (`builds`): the pages `app` declares, or
 * every page of the live map and the not-found page for the shell. Returns the paths written.
 */
async function recompose(target, app, builds, map) {
  if (!builds.shell) return [];
  const { compose, ownerOf } = siteComposition(builds, await liveLocations(target), map);
  const paths = [...Object.keys(map.pages).filter((path) => app === 'shell' || ownerOf(path) === app)];
  if (app === 'shell') paths.push(notFoundKey);
  await eachLimited(
    paths,
    async (path) => {
      const html = compose(path);
      if (!html) throw new Error(`The live shell has no rendering of ${path}.`);
      await writeWithCopy(target, pageKey(path), Buffer.from(html));
    },
    4,
  );
  return paths.map((path) => (path === notFoundKey ? '404.html' : path));
}

/**
 * App → live release id, with `app` at `id`, or withdrawn when none (its history names the release it switches
 * from until the end).
 */
async function liveReleaseIds(target, app, id) {
  const ids = {};
  for (const each of Object.keys(apps)) {
    const live = each === app ? id : (await readHistory(target, each)).live;
    if (live) ids[each] = live;
  }
  return ids;
}

/**
 * Writes the live map beside remotes.json and the sitemap from it, and the live release id of every app
 * (`releases.json`, which each field record names), then removes the pages of `app` that the switch took away
 * (renamed, retired or dropped): a static host then answers them as the map says. Two teams may switch at once:
 * both are made under a lock of their own, from the live releases as they are then.
 */
async function publishMap(target, app, build, before, log) {
  const unlock = await acquireLock(target, pathOwnersLock, { holder: app, command: pathOwnersFile, log });
  try {
    const builds = { ...(await liveBuilds(target)), [app]: build };
    if (!build) delete builds[app];
    const map = liveMapOf(builds);
    const origin = builds.shell && siteOriginOf(builds.shell);
    const releases = await liveReleaseIds(target, app, build?.id);
    for (const [name, text] of siteFiles({ map, origin, releases })) {
      await writeWithCopy(target, `site/${name}`, Buffer.from(text));
    }
    const removed = Object.values(before.pages)
      .filter((page) => (app === 'shell' || page.owner === app) && !Object.hasOwn(map.pages, page.path))
      .map((page) => page.path);
    for (const path of removed) {
      for (const key of [`${pageKey(path)}.br`, pageKey(path)]) if (await target.exists(key)) await target.remove(key);
    }
    return removed;
  } finally {
    await unlock();
  }
}

/**
 * Switches visitors to `build` (kept on the target as `id`) and recomposes its pages. The journal
 * (`switching` in releases.json) says which release an interrupted switch was heading for.
 */
async function switchTo(target, build, id, { live, locations, log }) {
  const { app } = build;
  const history = await readHistory(target, app);
  const previous = history.live;
  history.switching = { from: previous, to: id };
  await writeHistory(target, history);

  const origin = apps[app].origin;
  const paths = pointerOrder(app === 'shell' ? sitePointerFiles([...build.files.keys()]) : [...build.files.keys()]);
  for (const path of paths) await target.write(`${origin}/${path}`, build.files.get(path));
  // A shell from before builds recorded their contact delivery must not be served with the record of the one
  // it replaces: the servers and the nginx config would name the wrong origin in the CSP.
  if (app === 'shell' && !build.files.has(contactDeliveryFile)) await target.remove(`site/${contactDeliveryFile}`);
  if (locations) await writeLocations(target, locations);

  const builds = { ...live, [app]: build };
  const map = liveMapOf(builds);
  const pages = await recompose(target, app, builds, map);
  const removed = await publishMap(target, app, build, liveMapOf(live), log);

  history.live = id;
  delete history.switching;
  await writeHistory(target, history);
  log(
    `Switched ${app} to ${id}${previous && previous !== id ? ` (was ${previous})` : ''}: ${paths.length} pointer files${locations ? ', remotes.json' : ''}.`,
  );
  log(
    pages.length
      ? `Recomposed ${pages.length} page(s): ${pages.join(' ')}`
      : 'No shell is live yet: pages are composed when it is released.',
  );
  if (removed.length) log(`Removed ${removed.length} page(s) it no longer serves: ${removed.join(' ')}`);
  return { previous, pages };
}

/** Takes the app's lock, and for the shell every remote's too (it recomposes their pages), then runs `task`. */
async function locked(target, app, command, log, task) {
  const releases = [await acquireLock(target, app, { holder: app, command, log })];
  try {
    if (app === 'shell') {
      for (const remote of remoteApps) releases.push(await acquireLock(target, remote, { holder: app, command, log }));
    }
    return await task();
  } finally {
    for (const release of releases.reverse()) await release();
  }
}

async function uploadHashedFiles(target, build, localStatic) {
  const origin = apps[build.app].origin;
  const present = new Set(await target.list(`${origin}/static`));
  const missing = build.staticFiles.filter((file) => !present.has(`${origin}/${file}`));
  await eachLimited(missing, async (file) => target.write(`${origin}/${file}`, await localStatic(file)));
  return missing.length;
}

/**
 * Uploads `build`'s hashed files beside the live ones and keeps its release under its id: its pointer files, the
 * list of its hashed files, and its source maps (never on an origin: the field report maps stack frames through
 * them, and no visitor can read the sources). Then gate check 4 on the target. Nothing live changes. Returns how
 * many hashed files were new.
 */
export async function keepRelease(target, build, localStatic) {
  const { app, id } = build;
  const uploaded = await uploadHashedFiles(target, build, localStatic);
  for (const [path, body] of build.files) await target.write(`${releaseKey(app, id)}/files/${path}`, body);
  await target.write(`${releaseKey(app, id)}/static-files.json`, `${JSON.stringify(build.staticFiles)}\n`);
  await eachLimited(build.maps, async (path) => target.write(sourceMapKey(app, id, path), await localStatic(path)));
  await checkReferencedFiles(target, build, id);
  return uploaded;
}

/**
 * Releases `build` (a local build: readDist) to `target`. `localStatic(file)` reads one of its hashed files;
 * `remotesJson` (shell only) sets locations in the site's remotes.json, `location` (a remote's manifest URL) the
 * remote's own, which a section joining the site needs; `commit` is recorded in the history, with a
 * shell's contact delivery; `beforeSwitch` runs after everything is uploaded and verified (the test of an
 * interrupted release kills the process there). A shell whose contact form was built with no delivery chosen,
 * or half of one, is refused before anything is written.
 */
export async function release({
  target,
  build,
  localStatic,
  remotesJson,
  location,
  commit,
  log = console.log,
  beforeSwitch,
}) {
  const { app } = build;
  const id = releaseId(build.files);
  build.id = id;
  const contact = releasableContactDelivery(build);
  return locked(target, app, `release ${id}`, log, async () => {
    const history = await readHistory(target, app);
    if (history.switching)
      log(`Completing the interrupted switch to ${history.switching.to} first by releasing ${id}.`);
    if (app === 'shell' && !remotesJson && !(await target.exists('site/remotes.json'))) {
      throw new RefusedError(
        "The first shell release to a target needs --origins <file> (the origins file) or --remotes <file>: where browsers load each remote's mf-manifest.json.",
      );
    }
    const live = await liveBuilds(target);
    const liveSite = await liveLocations(target);
    const locations = locationsAfter(liveSite, app, { remotesJson, location });
    if (app !== 'shell' && live.shell && !(locations ?? liveSite)[app]) throw new RefusedError(joiningGuide(app));
    gate(build, live, locations ?? liveSite, log);

    const uploaded = await keepRelease(target, build, localStatic);
    if (!history.releases.some((entry) => entry.id === id)) {
      history.releases.push({ id, time: new Date().toISOString(), commit, contactDelivery: contact?.record });
      await writeHistory(target, history);
    }
    log(
      `Uploaded ${uploaded} new hashed file(s) and kept ${build.files.size} pointer files${build.maps.length ? ` and ${build.maps.length} source map(s)` : ''} as release ${id}; checks passed.`,
    );

    await beforeSwitch?.();
    const { previous, pages } = await switchTo(target, build, id, { live, locations, log });
    if (contact) logContactDelivery(history, previous, contact.record, log);
    return { id, previous, uploaded, pages };
  });
}

/**
 * Switches `app` back to release `to` (default: the one before the live one), with no build. A rollback is
 * the tool of an emergency, so a shell release whose contact delivery is not recorded (or not releasable) is
 * never blocked outright: it is refused with a warning unless `ignoreContactDelivery` says to go ahead.
 */
/**
 * Whether `app` is a section that joined the site with its own release: a remote none of whose live pages the live
 * shell's build knew (it frames them with its section layout). Rolling back its first release withdraws it.
 */
async function isJoinedSection(target, app) {
  const { shell, [app]: section } = await liveBuilds(target);
  if (app === 'shell' || !section) return false;
  const shellPages = shell?.json('prerender.json').pages ?? {};
  return section.json('prerender.json').paths.pages.every(({ path }) => !Object.hasOwn(shellPages, path));
}

/**
 * Takes a joined section off the site, as it was before its first release: its location out of remotes.json, its
 * pointer files off its origin (the entry first: no visitor starts a half-removed build), its pages out of the
 * live map, the sitemap and the site origin. Its kept releases stay, for a later release or `--to`. Killed
 * anywhere, the same rollback finishes it (the section is live until its history says it is not).
 */
async function withdraw(target, app, history, log) {
  const live = await liveBuilds(target);
  const { [app]: removedLocation, ...locations } = await liveLocations(target);
  const pointerFiles = (await target.list(`${releaseKey(app, history.live)}/files`)).map((key) =>
    key.slice(`${releaseKey(app, history.live)}/files/`.length),
  );
  const previous = history.live;
  if (removedLocation) await writeLocations(target, locations);
  for (const path of pointerOrder(pointerFiles).reverse()) await target.remove(`${apps[app].origin}/${path}`);
  const removed = await publishMap(target, app, undefined, liveMapOf(live), log);
  delete history.live;
  await writeHistory(target, history);
  log(`Withdrew ${app} (was ${previous}): it serves no page of the site.`);
  if (removed.length) log(`Removed ${removed.length} page(s): ${removed.join(' ')}`);
  return { id: undefined, previous, pages: [] };
}

export async function rollback({ target, app, to, ignoreContactDelivery = false, log = console.log }) {
  return locked(target, app, 'rollback', log, async () => {
    const history = await readHistory(target, app);
    const liveIndex = history.releases.findIndex((entry) => entry.id === history.live);
    const id = to ?? history.releases[liveIndex - 1]?.id;
    if (!id && history.live && (await isJoinedSection(target, app))) return withdraw(target, app, history, log);
    if (!id)
      throw new RefusedError(
        `${app} has no release before ${history.live ?? 'none'} on ${target.name} to roll back to.`,
      );
    if (!history.releases.some((entry) => entry.id === id)) {
      throw new RefusedError(`${app} has no release ${id} on ${target.name}: \`pnpm releases ${app}\` lists them.`);
    }
    const build = await keptBuild(target, app, id);
    build.id = id;
    const contact = app === 'shell' ? contactDeliveryOf(build) : undefined;
    if (contact?.refusal) {
      const warning = `Warning: shell ${id} may have a contact form that cannot deliver: ${contact.refusal}`;
      if (!ignoreContactDelivery) {
        throw new RefusedError(
          `${warning}\nTo roll back to it all the same, run the rollback again with --to ${id} --ignore-contact-delivery.`,
        );
      }
      log(`${warning}\nRolling back all the same (--ignore-contact-delivery).`);
    }
    const live = await liveBuilds(target);
    gate(build, live, await liveLocations(target), log, { rollback: true });
    await checkReferencedFiles(target, build, id);
    const { previous, pages } = await switchTo(target, build, id, { live, log });
    if (contact) logContactDelivery(history, previous, contact.record, log);
    return { id, previous, pages };
  });
}

/**
 * Removes the releases beyond the newest `keep` (the live one always stays) and the hashed files that only
 * they referenced. The only way anything under static/ is ever deleted.
 */
export async function prune({ target, app, keep, log = console.log }) {
  return locked(target, app, 'prune', log, async () => {
    const history = await readHistory(target, app);
    const newestFirst = [...history.releases].reverse();
    const kept = newestFirst.filter((entry, index) => index < keep || entry.id === history.live);
    const dropped = newestFirst.filter((entry) => !kept.includes(entry));
    const filesOf = async (entry) => (await keptBuild(target, app, entry.id)).staticFiles;
    // A staged release (stage.mjs) is promoted from its kept files and the hashed files it uploaded.
    const staged = await readStaged(target, app);
    const stillUsed = new Set((await Promise.all([...kept, ...staged].map(filesOf))).flat());
    const unused = [...new Set((await Promise.all(dropped.map(filesOf))).flat())].filter(
      (file) => !stillUsed.has(file),
    );
    const origin = apps[app].origin;
    await eachLimited(unused, (file) => target.remove(`${origin}/${file}`));
    for (const entry of dropped.filter(({ id }) => !staged.some((each) => each.id === id))) {
      await eachLimited(await target.list(releaseKey(app, entry.id)), (key) => target.remove(key));
    }
    history.releases = history.releases.filter((entry) => kept.includes(entry));
    await writeHistory(target, history);
    log(
      `Pruned ${dropped.length} release(s) of ${app} and ${unused.length} hashed file(s) only they used; kept ${kept.map((entry) => entry.id).join(', ') || 'none'}.`,
    );
    return { dropped: dropped.map((entry) => entry.id), removedFiles: unused.length };
  });
}
