/**
 * A canary on a release target: one app's candidate release served to a share of visitors beside its
 * live release, its state kept in `releases/<app>/canary.json` (@site/server/canarySides has the layout), written
 * whole through the target's interface (dir: renamed over, s3: one PutObject), so the servers always read a whole
 * state.
 *
 * Locks: every change of an app's canary takes the app's own release lock (lock.mjs), so the app's release, its
 * rollback and its canary take turns and no other app waits for them. The candidate sides' files (the pages the
 * candidates own, remotes.json, paths.json, releases.json, for each set of candidates a visitor can be on) are
 * derived from every app's live release, as the live paths.json and releases.json are: they are written under the
 * same `paths` lock, held for the few writes of each, and rewritten after any app's switch (refreshSides).
 */
import { canaryKey, canaryPrefix, sidesFolder, sidesName, sidesRoot } from '@site/server/canarySides';
import { releasesFile } from '@site/field';
import { apps, remoteApps } from '../release/build.mjs';
import { acquireLock } from '../release/lock.mjs';
import { composedSite, prefixedManifestUrl, prefixedRemoteFiles, previewKey } from '../release/preview.mjs';
import { RefusedError } from '../release/refused.mjs';
import {
  eachLimited,
  gate,
  keptBuild,
  liveBuilds,
  liveLocations,
  pathOwnersLock,
  readHistory,
  writeWithCopy,
} from '../release/release.mjs';

/**
 * @typedef {{ share: number, at: string }} Step
 * @typedef {{
 *   app: string, candidate: string, live: string, share: number, since: string, steps: Step[],
 *   verdicts: { at: string, verdict: unknown }[]
 * }} CanaryState
 */

/** The verdicts a state keeps, newest last: enough to read a canary's course, small enough to rewrite each check. */
const keptVerdicts = 20;
/** Where an app's ended canaries are kept (newest last), with their last verdicts: what `pnpm releases` shows. */
const endedKey = (/** @type {string} */ app) => `releases/${app}/canaries.json`;
const keptEnded = 20;

const json = (/** @type {unknown} */ value) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The canary of `app` on `target`, if it has one.
 * @returns {Promise<CanaryState | undefined>}
 */
export async function readCanary(/** @type {any} */ target, /** @type {string} */ app) {
  const body = await target.read(canaryKey(app));
  return body ? JSON.parse(body.toString('utf8')) : undefined;
}

/** Every app's canary on `target`, in app order. */
const readCanaries = async (/** @type {any} */ target) =>
  (await Promise.all(remoteApps.map((app) => readCanary(target, app)))).filter((state) => state !== undefined);

/**
 * Refuses a canary of the shell: its candidate side would be every page, and the site's CSP would follow the side.
 * @param {string} app
 */
export function refuseCanaryOf(app) {
  if (!remoteApps.includes(app)) {
    throw new RefusedError(`A canary is for a remote (${remoteApps.join(', ')}); release ${app} as usual.`);
  }
}

/**
 * Why `share` cannot be a canary's share, if it cannot: 100 % is a promotion and 0 % an abort.
 * @param {number} share
 */
export const shareProblem = (share) =>
  Number.isFinite(share) && share >= 1 && share <= 99
    ? undefined
    : `A canary's share is a percentage from 1 to 99 (100 is --promote, 0 is --abort), not ${share}.`;

function checkShare(/** @type {number} */ share) {
  const problem = shareProblem(share);
  if (problem) throw new RefusedError(problem);
}

/** Runs `task` under `app`'s release lock. */
async function appLocked(/** @type {any} */ target, /** @type {string} */ app, command, log, task) {
  const unlock = await acquireLock(target, app, { holder: app, command, log });
  try {
    return await task();
  } finally {
    await unlock();
  }
}

/** Every non-empty set of `canaries`, as arrays in their order. */
const nonEmptySets = (/** @type {CanaryState[]} */ canaries) =>
  Array.from({ length: 2 ** canaries.length - 1 }, (_, index) =>
    canaries.filter((__, bit) => ((index + 1) >> bit) & 1),
  );

/**
 * The site origin's files of the candidate side `set` (canaries whose candidates a visitor is on), composed as a
 * preview composes a staged release (preview.mjs: composedSite) but at the site's own URLs: the pages the
 * candidates own and the site's JSON files, each candidate's manifest at its canary prefix on its origin.
 */
function sideFiles(set, { live, candidates, locations, releases }) {
  const builds = { ...live };
  const sideLocations = { ...locations };
  const sideReleases = { ...releases };
  for (const { app, candidate } of set) {
    builds[app] = candidates[app];
    sideLocations[app] = prefixedManifestUrl(locations[app], canaryPrefix(candidate));
    sideReleases[app] = candidate;
  }
  const site = composedSite({ builds, locations: sideLocations, releases: sideReleases });
  const name = set.map(({ app, candidate }) => `${app} ${candidate}`).join(' with ');
  if (site.problems.length) {
    throw new RefusedError(
      `Refused: the site with ${name} does not compose.\n${site.problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
  }
  const owners = new Set(set.map(({ app }) => app));
  return [
    ...site.pages.filter(({ owner }) => owners.has(owner)).map(({ file, html }) => [file, Buffer.from(html)]),
    ...site.files,
  ];
}

/**
 * Writes the site origin's files of every candidate side from the live releases and every app's canary, and
 * removes those of sides that no longer are; under the `paths` lock, as a switch writes the live map. Called when a
 * canary starts or ends, and after any app's switch (its pages and ids are in every side).
 */
export async function refreshSides(/** @type {any} */ target, { holder = 'canary', log = () => {} } = {}) {
  const unlock = await acquireLock(target, pathOwnersLock, { holder, command: 'canary sides', log });
  try {
    const canaries = await readCanaries(target);
    const [live, locations, releasesBody] = await Promise.all([
      liveBuilds(target),
      liveLocations(target),
      target.read(`site/${releasesFile}`),
    ]);
    const releases = releasesBody ? JSON.parse(releasesBody.toString('utf8')) : {};
    const candidates = Object.fromEntries(
      await Promise.all(canaries.map(async ({ app, candidate }) => [app, await keptBuild(target, app, candidate)])),
    );
    const written = new Set();
    for (const set of nonEmptySets(canaries)) {
      const folder = sidesFolder(sidesName(set));
      const files = sideFiles(set, { live, candidates, locations, releases });
      await eachLimited(files, async ([path, body]) => {
        await writeWithCopy(target, `${folder}/${path}`, body);
        written.add(`${folder}/${path}`);
        written.add(`${folder}/${path}.br`);
      });
    }
    const stale = (await target.list(sidesRoot)).filter((key) => !written.has(key));
    await eachLimited(stale, (key) => target.remove(key));
  } finally {
    await unlock();
  }
}

/** Writes a remote candidate's files at its canary prefix on its origin: pointer files, then its hashed files. */
async function writeCandidateFiles(/** @type {any} */ target, /** @type {any} */ build) {
  const origin = apps[build.app].origin;
  const prefix = canaryPrefix(build.id);
  await eachLimited(build.staticFiles, async (file) =>
    target.write(previewKey(origin, prefix, file), await target.read(`${origin}/${file}`)),
  );
  await eachLimited(prefixedRemoteFiles(build, prefix), ([key, body]) => target.write(key, body));
}

/**
 * Starts a canary of `app`'s release `candidate` (kept on the target: released before, or staged) at `share`
 * percent of visitors. Refused for the shell (its canary would change every page and the site's CSP), for a share
 * outside 1–99, for the live release, and while the app has a canary already. The state is claimed first at 0 %
 * (no visitor on the candidate), the candidate's files and sides written, then the share set: killed anywhere, the
 * same command finishes it.
 */
export async function startCanary({ target, app, candidate, share, now = new Date(), log = () => {} }) {
  refuseCanaryOf(app);
  checkShare(share);
  return appLocked(target, app, `canary ${candidate}`, log, async () => {
    const { live } = await readHistory(target, app);
    if (!live)
      throw new RefusedError(`${app} has no live release on ${target.name} for a canary to share visitors with.`);
    if (live === candidate) throw new RefusedError(`${app} ${candidate} is the live release already.`);
    const build = await keptBuild(target, app, candidate);
    build.id = candidate;
    gate(build, await liveBuilds(target), await liveLocations(target), log);

    const at = now.toISOString();
    /** @type {CanaryState} */
    const claim = { app, candidate, live, share: 0, since: at, steps: [], verdicts: [] };
    if (!(await target.createExclusive(canaryKey(app), json(claim)))) {
      const existing = /** @type {CanaryState} */ (await readCanary(target, app));
      const interrupted = existing.candidate === candidate && existing.share === 0;
      if (!interrupted) {
        throw new RefusedError(
          `${app} has a canary already: ${existing.candidate} at ${existing.share} % since ${existing.since}. Raise it, promote it or abort it first.`,
        );
      }
      log(`Completing the interrupted start of ${app}'s canary of ${candidate}.`);
    }
    await writeCandidateFiles(target, build);
    await refreshSides(target, { holder: app, log });
    /** @type {CanaryState} */
    const state = { ...claim, share, steps: [{ share, at }] };
    await target.write(canaryKey(app), json(state));
    return state;
  });
}

/** The canary of `app`, or a refusal that says it has none. */
async function existingCanary(/** @type {any} */ target, /** @type {string} */ app) {
  const state = await readCanary(target, app);
  if (!state) throw new RefusedError(`${app} has no canary on ${target.name}.`);
  return state;
}

/** The canary of `app` serving visitors: refused when its start was interrupted before it had a share. */
async function runningCanary(/** @type {any} */ target, /** @type {string} */ app) {
  const state = await existingCanary(target, app);
  if (state.share === 0) {
    throw new RefusedError(
      `${app}'s canary of ${state.candidate} was interrupted as it started: start it again, or abort it.`,
    );
  }
  return state;
}

/**
 * Raises the share of `app`'s canary to `share`: only up, so that raising adds visitors and takes none from the
 * candidate (a visitor never switches sides mid-canary); 100 is a promotion.
 */
export async function raiseCanary({ target, app, share, now = new Date(), log = () => {} }) {
  checkShare(share);
  return appLocked(target, app, `canary ${share} %`, log, async () => {
    const state = await runningCanary(target, app);
    if (share <= state.share) {
      throw new RefusedError(
        `${app}'s canary serves ${state.share} % already: a share only rises (a visitor never switches sides); --abort sends everyone back to live.`,
      );
    }
    const raised = { ...state, share, steps: [...state.steps, { share, at: now.toISOString() }] };
    await target.write(canaryKey(app), json(raised));
    return raised;
  });
}

/** Records a verdict of the watcher (watcher.mjs: judge) in `app`'s canary of `candidate`, if it is still running. */
export async function recordVerdict({ target, app, candidate, verdict, now = new Date(), log = () => {} }) {
  return appLocked(target, app, 'canary verdict', log, async () => {
    const state = await runningCanary(target, app);
    if (state.candidate !== candidate) throw new RefusedError(`${app}'s canary is of ${state.candidate} now.`);
    const verdicts = [...state.verdicts, { at: now.toISOString(), verdict }].slice(-keptVerdicts);
    const recorded = { ...state, verdicts };
    await target.write(canaryKey(app), json(recorded));
    return recorded;
  });
}

/** An app's ended canaries, newest last. */
export async function readEndedCanaries(/** @type {any} */ target, /** @type {string} */ app) {
  const body = await target.read(endedKey(app));
  return body ? JSON.parse(body.toString('utf8')).ended : [];
}

/**
 * Ends `app`'s canary: `aborted` (everyone back on live) or `promoted` (after its release). The state goes first,
 * so every visitor is on live (or the promoted release) from the server's next read of it; then the sides, and the
 * canary is kept with `outcome` among the ended ones. The candidate's files at its canary prefix stay, as an old
 * release's hashed files do: a page loaded on the candidate side still loads its chunks.
 */
export async function endCanary({ target, app, outcome, now = new Date(), log = () => {} }) {
  return appLocked(target, app, `canary ${outcome}`, log, async () => {
    const state = await existingCanary(target, app);
    await target.remove(canaryKey(app));
    await refreshSides(target, { holder: app, log });
    const ended = { ...state, outcome, ended: now.toISOString() };
    const kept = [...(await readEndedCanaries(target, app)), ended].slice(-keptEnded);
    await target.write(endedKey(app), json({ app, ended: kept }));
    return ended;
  });
}
