#!/usr/bin/env node
/**
 * Each team ships its app with one command (docs/deploy.md):
 *
 *   pnpm release <app> --target <target> [--no-build] [--dist <dir>] [--remotes <file>] [--if-changed] [--stage]
 *                  [--origins <file>]
 *   pnpm release <app> --target <target> --promote <release-id> | --discard <release-id>
 *   pnpm release <app> --target <target> [--promote <release-id>] --canary <percent> | --abort
 *   pnpm release <app> --target <target> [--promote <release-id>] [--canary <percent>] --watch [--settings <file>]
 *                  [--data <dir> | --collector <url> [--token <t>]]
 *   pnpm rollback <app> --target <target> [--to <release-id>] [--ignore-contact-delivery]
 *   pnpm releases <app> --target <target> [--prune [--keep <n>] [--retention-days <d>]]
 *                  [--since 7d] [--data <dir> | --collector <url> [--token <t>]]
 *
 * <app>: an app of the registry (@site/apps). <target>: dir:<path> or s3://<bucket>[/<prefix>] (@site/server/targets).
 * `--canary` serves a release to a share of visitors, or raises the share of the running canary; `--promote` of
 * its candidate releases it to everyone, `--abort` sends everyone back to live (scripts/canary/commands.mjs).
 * `--watch` then checks the canary's field records against live's until it ends, raising, promoting or aborting it
 * by the verdict (scripts/canary/watch.mjs), with the settings of `--settings` (JSON over the defaults of
 * scripts/canary/watcher.mjs); it exits 1 when the canary was aborted, so a pipeline's run fails with it.
 * `--dist` releases a build made elsewhere (a CI artifact) instead of building; `--remotes` (shell) sets
 * locations in the site's remotes.json; `--origins`, the origins file nginx's config is rendered from, gives them
 * from the origins there (scripts/release/origins.mjs): a shell's every remote, a section joining the site its own
 * (its origin's mf-manifest.json); `--if-changed` releases only when what the app is made from changed since the commit of its
 * live release (changes.mjs), as the pipelines do. Exit status: 0 done or not needed, 1 refused or failed (the
 * message says why), 2 usage. A shell release needs a contact delivery chosen at its build
 * (@site/contact/delivery); `--ignore-contact-delivery` rolls back to a shell release that recorded none.
 * `--stage` uploads and previews a release without switching it live; `--promote` switches a staged one live and
 * `--discard` drops it (stage.mjs); `--prune` removes stale previews, and with `--keep` old releases. The listing
 * shows each release's field figures when the field report finds records of the app (scripts/field: the same
 * `--since`, `--data`, `--collector` and `--token` as `pnpm field`).
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chooseContactDelivery, contactDeliveryRefusal, describeContactDelivery } from '@site/contact/delivery';
import { buildEnv } from '../buildEnv.mjs';
import { apps, readDist, remoteApps } from './build.mjs';
import { appSources, changesSinceLive, liveRelease } from './changes.mjs';
import { releaseFieldFigures } from '../field/report.mjs';
import { fieldSourceOptions, recordFiles } from '../field/store.mjs';
import { releaseSummary } from '../field/text.mjs';
import { locationOfOrigins, locationsOfOrigins } from './origins.mjs';
import { RefusedError } from './refused.mjs';
import { prune, readHistory, release, rollback } from './release.mjs';
import { discard, promote, prunePreviews, stage } from './stage.mjs';
import { readStaged } from './staged.mjs';
import { openTarget } from '@site/server/targets';
import {
  canaryAction,
  describeCanary,
  refreshSidesAfterSwitch,
  refuseDuringCanary,
  runCanaryAction,
} from '../canary/commands.mjs';
import { readCanary } from '../canary/state.mjs';
import { watchCanary } from '../canary/watch.mjs';
import { canarySettings } from '../canary/watcher.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const usage = `usage:
  pnpm release <app> --target <target> [--no-build] [--dist <dir>] [--remotes <file>] [--if-changed] [--stage]
                 [--origins <file>]
  pnpm release <app> --target <target> --promote <release-id> | --discard <release-id>
  pnpm release <app> --target <target> [--promote <release-id>] --canary <percent> | --abort
  pnpm release <app> --target <target> [--promote <release-id>] [--canary <percent>] --watch [--settings <file>]
                 [--data <dir> | --collector <url> [--token <t>]]
  pnpm rollback <app> --target <target> [--to <release-id>] [--ignore-contact-delivery]
  pnpm releases <app> --target <target> [--prune [--keep <n>] [--retention-days <d>]]
                 [--since 7d] [--data <dir> | --collector <url> [--token <t>]]
<app>: ${Object.keys(apps).join(', ')}; <target>: dir:<path> or s3://<bucket>[/<prefix>]`;

function fail(message, status = 1) {
  console.error(message);
  process.exit(status);
}

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        target: { type: 'string' },
        'no-build': { type: 'boolean', default: false },
        dist: { type: 'string' },
        remotes: { type: 'string' },
        origins: { type: 'string' },
        'if-changed': { type: 'boolean', default: false },
        to: { type: 'string' },
        'ignore-contact-delivery': { type: 'boolean', default: false },
        prune: { type: 'boolean', default: false },
        keep: { type: 'string' },
        stage: { type: 'boolean', default: false },
        promote: { type: 'string' },
        discard: { type: 'string' },
        canary: { type: 'string' },
        abort: { type: 'boolean', default: false },
        watch: { type: 'boolean', default: false },
        settings: { type: 'string' },
        'retention-days': { type: 'string' },
        ...fieldSourceOptions,
      },
    });
  } catch (error) {
    return fail(`${error.message}\n${usage}`, 2);
  }
}

const git = (...args) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' }).stdout?.trim() ?? '';

/** A shell's `--remotes` or `--origins` file is part of what its release is made from when it is versioned here. */
function versionedPath(file) {
  const path = relative(repo, resolve(file));
  return path.startsWith('..') || isAbsolute(path) ? undefined : path;
}

/**
 * The commit a build comes from; `+` when what it is made from (`sources()`, read through git, so asked only in a
 * git checkout) had uncommitted changes.
 */
function currentCommit(sources) {
  const commit = git('rev-parse', '--short', 'HEAD');
  if (!commit) return 'unknown';
  return git('status', '--porcelain', '--', ...sources()) ? `${commit}+` : commit;
}

/** Refuses, before minutes of building, a shell whose contact form the environment gives no delivery. */
function checkContactDeliveryToBuild() {
  const refusal = contactDeliveryRefusal(chooseContactDelivery(buildEnv()).record);
  if (refusal) {
    fail(`Refused: the shell would be built with a contact form that cannot deliver: ${refusal} Nothing was built.`);
  }
}

function build(app) {
  console.log(`Building ${app} for production…`);
  // Hidden source maps (no script names them): the release keeps them under its record for the field report.
  const result = spawnSync('pnpm', ['--filter', apps[app].dir, 'build'], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...buildEnv(), SITE_SOURCE_MAPS: '1' },
  });
  if (result.status !== 0)
    fail(`The build of ${app} failed (exit ${result.status ?? result.signal}): nothing was released.`);
}

/** Test hook: the end-to-end test of an interrupted release kills the process here. */
async function pauseIfAsked() {
  if (process.env.RELEASE_PAUSE_BEFORE_SWITCH !== '1') return;
  console.log('Paused before the switch (RELEASE_PAUSE_BEFORE_SWITCH=1).');
  await new Promise(() => setInterval(() => {}, 60_000));
}

/**
 * Each release's live field figures, by id; none when no record of the app is found, and none (with a note) when
 * the records cannot be read: the listing is what a rollback is chosen from.
 */
async function fieldFigures(target, app) {
  const { since, data, collector, token } = values;
  try {
    const figures = await releaseFieldFigures({ repo, app, target, since, data, collector, token });
    return (id) => (figures?.has(id) ? `  field: ${releaseSummary(figures.get(id))}` : '');
  } catch (error) {
    console.error(`No field figures: ${error.message}`);
    return () => '';
  }
}

async function list(target, app) {
  const history = await readHistory(target, app);
  const staged = await readStaged(target, app);
  if (history.releases.length === 0 && staged.length === 0)
    return console.log(`${app} has no releases on ${target.name}.`);
  const field = await fieldFigures(target, app);
  // A shell release also shows where its contact form sends, so that the release that changed it stands out.
  const contact = app === 'shell' ? (entry) => `  ${describeContactDelivery(entry.contactDelivery)}` : () => '';
  const commitColumn = (commit) => (app === 'shell' ? commit.padEnd(8) : commit);
  console.log(`${app} on ${target.name}:`);
  console.log(
    `  ${'id'.padEnd(12)}  ${'time (UTC)'.padEnd(19)}  ${commitColumn('commit')}${app === 'shell' ? '  contact delivery' : ''}`,
  );
  for (const entry of [...history.releases].reverse()) {
    const live =
      entry.id === history.live
        ? '  live'
        : history.switching?.to === entry.id
          ? '  (switch interrupted: run the release again)'
          : '';
    console.log(
      `${live ? '*' : ' '} ${entry.id}  ${entry.time.slice(0, 19).replace('T', ' ')}  ${commitColumn(entry.commit)}${contact(entry)}${live}${field(entry.id)}`,
    );
  }
  for (const entry of staged) {
    console.log(
      `  ${entry.id}  ${entry.time.slice(0, 19).replace('T', ' ')}  ${commitColumn(entry.commit)}  staged, preview: ${previewLink(entry.prefix)}`,
    );
  }
  const canary = await readCanary(target, app);
  if (canary) for (const line of describeCanary(canary, Date.now())) console.log(line);
}

/**
 * Watches `app`'s canary until it ends (watch.mjs), reading the records as `pnpm field` does; fails the command
 * when the verdict aborted it.
 */
async function watch(target, app) {
  const settings = canarySettings(values.settings ? JSON.parse(await readFile(values.settings, 'utf8')) : {});
  const { data, collector, token } = values;
  const last = await watchCanary({
    target,
    app,
    settings,
    recordFiles: (since) => recordFiles({ repo, since, data, collector, token }),
    log: console.log,
  });
  if (last?.verdict.action === 'abort')
    fail(`${app}'s canary of ${last.candidate} was aborted: every visitor is on live.`);
}

/** A preview's link: on the site's public origin when known (PUBLIC_SITE_ORIGIN), else its path there. */
const previewLink = (prefix) => `${(process.env.PUBLIC_SITE_ORIGIN ?? '').replace(/\/+$/, '')}${prefix}/`;

/** What a stage prints: where to look, and the one command that switches it live. */
function printStaged(result) {
  console.log(`Preview: ${previewLink(result.prefix)}`);
  console.log(`Promote: pnpm release ${app} --target ${values.target} --promote ${result.id}`);
}

/** The file a shell's locations come from: `--remotes`, or the origins file. */
const locationsFile = () => (app === 'shell' ? (values.remotes ?? values.origins) : undefined);

/** What the app's sources are: its folder, and a shell's versioned locations file. */
const sources = () => appSources(app, { remotesFile: locationsFile() && versionedPath(locationsFile()) });

/** The origins file, parsed; a file that cannot be read or parsed ends the command. */
async function readOrigins(file) {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    return fail(`${file} cannot be read as an origins file: ${error.message}`);
  }
}

/** The shell's remotes.json from `--remotes` or `--origins`, as the bytes to publish (none: the live one stays). */
async function shellLocations() {
  if (values.remotes && values.origins) fail("--remotes or --origins: both name the remotes' locations.", 2);
  if (values.remotes) {
    const text = await readFile(values.remotes);
    JSON.parse(text.toString('utf8'));
    return text;
  }
  if (!values.origins) return undefined;
  try {
    return Buffer.from(`${JSON.stringify(locationsOfOrigins(await readOrigins(values.origins)), null, 2)}\n`);
  } catch (error) {
    return fail(`${values.origins}: ${error.message}`);
  }
}

/** Where browsers load the remote's manifest: on its origin in the origins file (deploy/nginx/render.mjs reads it). */
async function locationInOrigins(file) {
  const location = locationOfOrigins(await readOrigins(file), app);
  if (!location) fail(`${file} names no origin for ${app} ("origins": { "${app}": { "origin": … } }).`);
  return location;
}

/** The command's build (built here unless `--no-build` or `--dist`), as release() and stage() take it. */
async function localCandidate() {
  if (values.remotes && app !== 'shell') fail("--remotes belongs to the shell: remotes.json is the site's.", 2);
  const dist = values.dist ? resolve(values.dist) : join(repo, apps[app].dir, 'dist');
  if (!values['no-build'] && !values.dist) {
    if (app === 'shell') checkContactDeliveryToBuild();
    build(app);
  }
  return {
    target,
    build: await readDist(app, dist),
    localStatic: (file) => readFile(join(dist, file)),
    remotesJson: app === 'shell' ? await shellLocations() : undefined,
    location: app !== 'shell' && values.origins ? await locationInOrigins(values.origins) : undefined,
    commit: currentCommit(sources),
  };
}

const { values, positionals } = parse();
const [command, app, ...extra] = positionals;
if (!['release', 'rollback', 'releases'].includes(command) || !apps[app] || extra.length > 0) {
  fail(usage, 2);
}
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(1);
let target;
try {
  target = openTarget(values.target);
  const action =
    command === 'release'
      ? canaryAction(
          { canary: values.canary, abort: values.abort, promote: values.promote },
          (await readCanary(target, app))?.candidate,
        )
      : undefined;
  const ending = action?.kind === 'abort' || action?.kind === 'promote';
  if (values.watch && (command !== 'release' || values.stage || values.discard || ending)) {
    fail('--watch watches a running or starting canary: with --canary <percent>, or alone.', 2);
  }
  if (action) {
    if (values.stage || values.discard)
      fail("--canary, --abort and a canary's --promote take no --stage or --discard.", 2);
    const stageBuild = async () => (await stage(await localCandidate())).id;
    console.log(await runCanaryAction({ target, app, action, stageBuild }));
  } else if (values.watch) {
    if (!(await readCanary(target, app))) {
      throw new RefusedError(`${app} has no canary on ${target.name} to watch: start one with --canary <percent>.`);
    }
  } else if (command === 'release' && (values.promote || values.discard)) {
    const id = values.promote ?? values.discard;
    if (values.promote) {
      await promote({ target, app, id });
      await refreshSidesAfterSwitch(target, remoteApps);
      console.log(
        `Released ${app} ${id} to ${target.name} in ${seconds()} s. Undo: pnpm rollback ${app} --target ${values.target}`,
      );
    } else await discard({ target, app, id });
  } else if (command === 'release') {
    if (values.remotes && app !== 'shell') fail("--remotes belongs to the shell: remotes.json is the site's.", 2);
    // A stage changes nothing live: it may run beside a canary (and stages the next candidate).
    if (!values.stage) await refuseDuringCanary(target, app, 'release');
    if (values['if-changed']) {
      const changes = changesSinceLive({
        repo,
        app,
        live: liveRelease(await readHistory(target, app)),
        sources: sources(),
      });
      console.log(changes.reason);
      if (!changes.release) {
        target.close();
        process.exit(0);
      }
    }
    const candidate = await localCandidate();
    if (values.stage) {
      printStaged(await stage(candidate));
      target.close();
      process.exit(0);
    }
    const result = await release({ ...candidate, beforeSwitch: pauseIfAsked });
    await refreshSidesAfterSwitch(target, remoteApps);
    console.log(
      `Released ${app} ${result.id} to ${target.name} in ${seconds()} s.${result.previous && result.previous !== result.id ? ` Undo: pnpm rollback ${app} --target ${values.target}` : ''}`,
    );
  } else if (command === 'rollback') {
    await refuseDuringCanary(target, app, 'rollback');
    const result = await rollback({
      target,
      app,
      to: values.to,
      ignoreContactDelivery: values['ignore-contact-delivery'],
    });
    await refreshSidesAfterSwitch(target, remoteApps);
    console.log(
      result.id
        ? `Rolled ${app} back to ${result.id} on ${target.name} in ${seconds()} s.`
        : `Rolled ${app} back to before its first release on ${target.name} in ${seconds()} s: withdrawn from the site.`,
    );
  } else if (values.prune) {
    const keep = Number(values.keep);
    if (values.keep !== undefined && (!Number.isInteger(keep) || keep < 1))
      fail('--keep <n> needs n ≥ 1: how many recent releases to keep.', 2);
    const retentionDays = values['retention-days'] === undefined ? undefined : Number(values['retention-days']);
    if (retentionDays !== undefined && !(retentionDays >= 0)) fail('--retention-days <d> needs d ≥ 0.', 2);
    await prunePreviews({ target, app, retentionDays });
    if (values.keep !== undefined) await prune({ target, app, keep });
  } else {
    await list(target, app);
  }
  if (values.watch) await watch(target, app);
} catch (error) {
  target?.close();
  if (error instanceof RefusedError) fail(error.message);
  fail(`${command} ${app} failed: ${error.message}`);
}
target.close();
