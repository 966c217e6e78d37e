/**
 * Stage, preview, promote (docs/deploy.md): a release uploaded and checked beside the live one, previewed with the
 * live apps under a capability prefix (preview.mjs), then switched live without a build: the same bytes, through
 * the same gate and switch as any release (release.mjs).
 *
 * The staged releases of an app (staged.mjs) are under a lock of their own
 * (`releases/<app>/stage/lock.json`): two stages of one app take turns, and a stage never holds a lock a release
 * waits for. Nothing a stage writes is read by a live page.
 */
import { apps, releaseId } from './build.mjs';
import { acquireLock } from './lock.mjs';
import { newPreviewPrefix, previewFiles, previewKey, removePreview, stalePreviews } from './preview.mjs';
import { RefusedError } from './refused.mjs';
import { readStaged, writeStaged } from './staged.mjs';
import {
  eachLimited,
  gate,
  keepRelease,
  keptBuild,
  liveBuilds,
  liveLocations,
  readHistory,
  releasableContactDelivery,
  release,
  releaseKey,
  writeWithCopy,
} from './release.mjs';

async function stageLocked(target, app, command, log, task) {
  const unlock = await acquireLock(target, `${app}/stage`, { holder: app, command, log, queue: true });
  try {
    return await task();
  } finally {
    await unlock();
  }
}

/** Every live app's release with all its pointer files (a preview copies the shell's), and their ids. */
async function liveReleases(target) {
  const builds = {};
  const releases = {};
  await Promise.all(
    Object.keys(apps).map(async (app) => {
      const { live } = await readHistory(target, app);
      if (!live) return;
      builds[app] = await keptBuild(target, app, live);
      releases[app] = live;
    }),
  );
  return { builds, releases };
}

/** A preview's files: pages and remotes.json with their Brotli copies, the rest as built. */
const writePreviewFile = (target, key, body) =>
  /\.html$|\/remotes\.json$/.test(key) ? writeWithCopy(target, key, body) : target.write(key, body);

/**
 * Stages `build` (a local build, as release() takes it): gate checks 1–4, its hashed files uploaded beside the
 * live ones, its release kept, and its preview written; nothing live changes. Staging the same build again
 * rewrites its preview under the same prefix. `remotesJson` (shell only) is the remotes.json the preview uses and
 * the promotion publishes. Returns `{ id, prefix }`.
 */
export async function stage({ target, build, localStatic, remotesJson, commit, log = console.log }) {
  const { app } = build;
  build.id = releaseId(build.files);
  releasableContactDelivery(build);
  return stageLocked(target, app, `stage ${build.id}`, log, async () => {
    const locations = remotesJson ? JSON.parse(remotesJson.toString('utf8')) : await liveLocations(target);
    gate(build, await liveBuilds(target), locations, log);
    const staged = await readStaged(target, app);
    const previous = staged.find((entry) => entry.id === build.id);
    const prefix = previous?.prefix ?? newPreviewPrefix(build.id);
    const { builds, releases } = await liveReleases(target);
    const { problems, files } = previewFiles({ candidate: build, live: builds, locations, releases, prefix });
    if (problems.length) {
      throw new RefusedError(
        `Refused: the preview of ${app} ${build.id} with the live apps is broken.\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
      );
    }

    const uploaded = await keepRelease(target, build, localStatic);
    // Recorded before the preview is written: whatever a killed stage left, pruning finds it.
    if (!previous) {
      staged.push({ id: build.id, time: new Date().toISOString(), commit, prefix, remotes: Boolean(remotesJson) });
      await writeStaged(target, app, staged);
    }
    if (app !== 'shell') {
      const origin = apps[app].origin;
      await eachLimited(build.staticFiles, async (file) =>
        target.write(previewKey(origin, prefix, file), await localStatic(file)),
      );
    }
    await eachLimited(files, ([key, body]) => writePreviewFile(target, key, body));
    log(`Staged ${app} ${build.id}: ${uploaded} new hashed file(s) uploaded, nothing live changed.`);
    return { id: build.id, prefix };
  });
}

async function stagedEntry(target, app, id) {
  const entry = (await readStaged(target, app)).find((each) => each.id === id);
  if (!entry) {
    throw new RefusedError(
      `${app} has no staged release ${id} on ${target.name}: \`pnpm releases ${app}\` lists them.`,
    );
  }
  return entry;
}

/** Removes a staged release's preview and record, and its kept files unless it was ever released. */
async function unstage(target, app, entry) {
  await removePreview(target, app, entry.prefix);
  const history = await readHistory(target, app);
  if (!history.releases.some((released) => released.id === entry.id)) {
    for (const key of await target.list(releaseKey(app, entry.id))) await target.remove(key);
  }
  await writeStaged(
    target,
    app,
    (await readStaged(target, app)).filter((each) => each.id !== entry.id),
  );
}

/**
 * Switches the staged release `id` live: the kept build, not a new one, through release()'s gate and switch; its
 * hashed files are on the target already. Its preview is then removed. Returns release()'s result.
 */
export async function promote({ target, app, id, log = console.log }) {
  return stageLocked(target, app, `promote ${id}`, log, async () => {
    const entry = await stagedEntry(target, app, id);
    const build = await keptBuild(target, app, id);
    const origin = apps[app].origin;
    const result = await release({
      target,
      build,
      localStatic: (file) => target.read(`${origin}/${file}`),
      remotesJson: entry.remotes ? await target.read(previewKey('site', entry.prefix, 'remotes.json')) : undefined,
      commit: entry.commit,
      log,
    });
    await unstage(target, app, entry);
    log(`Promoted ${app} ${id}; its preview is no longer served.`);
    return result;
  });
}

/** Drops the staged release `id`: its preview stops being served. */
export async function discard({ target, app, id, log = console.log }) {
  return stageLocked(target, app, `discard ${id}`, log, async () => {
    await unstage(target, app, await stagedEntry(target, app, id));
    log(`Discarded ${app} ${id}; its preview is no longer served.`);
  });
}

/** Removes the stale previews of `app` (preview.mjs: stalePreviews). Returns the ids dropped. */
export async function prunePreviews({ target, app, retentionDays, log = console.log }) {
  return stageLocked(target, app, 'prune previews', log, async () => {
    const { live } = await readHistory(target, app);
    const stale = stalePreviews(await readStaged(target, app), { live, retentionDays });
    for (const entry of stale) await unstage(target, app, entry);
    log(
      `Removed ${stale.length} stale preview(s) of ${app}${stale.length ? `: ${stale.map((entry) => entry.id).join(', ')}` : ''}.`,
    );
    return stale.map((entry) => entry.id);
  });
}
