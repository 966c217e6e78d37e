/**
 * Whether an app needs a release: did anything it is built from change since the commit of its live release?
 * `pnpm release <app> --if-changed` asks this before building, so that a pipeline run for every push to main
 * releases only the apps that push changed (.github/workflows/release-*.yml).
 */
import { spawnSync } from 'node:child_process';
import { workspacePackages } from '../tree/workspace.mjs';
import { apps } from './build.mjs';

/**
 * What a release of `app` is made from: its folder, the folders of the workspace packages it depends on (through
 * each other too), the lockfile, and the `remotes.json` file a shell release publishes, when given.
 */
export function appSources(app, { remotesFile } = {}) {
  const packages = workspacePackages();
  const byName = new Map(packages.map((pkg) => [pkg.manifest.name, pkg]));
  const dirs = new Set();
  const visit = (pkg) => {
    if (dirs.has(pkg.dir)) return;
    dirs.add(pkg.dir);
    const { dependencies = {}, devDependencies = {} } = pkg.manifest;
    for (const [name, spec] of Object.entries({ ...dependencies, ...devDependencies })) {
      if (spec.startsWith('workspace:')) visit(byName.get(name));
    }
  };
  visit(packages.find((pkg) => pkg.dir === apps[app].dir));
  return [...[...dirs].sort(), 'pnpm-lock.yaml', ...(remotesFile ? [remotesFile] : [])];
}

const git = (repo, args) => spawnSync('git', args, { cwd: repo, encoding: 'utf8' });

/** The live release of `app` in its history (release.mjs readHistory), or undefined before its first release. */
export const liveRelease = (history) => history.releases.find((entry) => entry.id === history.live);

/**
 * Decides whether the working tree of `repo` holds a new release of `app`, against `live` (liveRelease), from
 * the paths `sources` (appSources). Returns `{ release, reason }`, the reason a sentence for the log.
 */
export function changesSinceLive({ repo, app, live, sources }) {
  if (!live) return { release: true, reason: `${app} has no live release yet.` };
  const since = `${app}'s live release ${live.id} (commit ${live.commit})`;
  if (live.commit.endsWith('+')) {
    return { release: true, reason: `${since} was built with uncommitted changes: what it holds is not known.` };
  }
  const liveCommit = git(repo, ['rev-parse', '--verify', '--quiet', `${live.commit}^{commit}`]).stdout.trim();
  if (!liveCommit) {
    return { release: true, reason: `${since} names a commit this clone does not have (a shallow clone?).` };
  }
  const head = git(repo, ['rev-parse', 'HEAD']).stdout.trim();
  // Pipelines can finish out of order: an older commit must not replace a newer live release.
  if (head !== liveCommit && git(repo, ['merge-base', '--is-ancestor', 'HEAD', liveCommit]).status === 0) {
    return { release: false, reason: `${since} is from a later commit than this one: not released.` };
  }
  const diff = git(repo, ['diff', '--name-only', liveCommit, '--', ...sources]);
  if (diff.status !== 0) throw new Error(`git diff failed: ${diff.stderr.trim()}`);
  const changed = diff.stdout.split('\n').filter(Boolean);
  if (changed.length === 0) {
    return { release: false, reason: `Nothing ${app} is built from changed since ${since}: not released.` };
  }
  const shown = changed.slice(0, 10).join(', ') + (changed.length > 10 ? ', …' : '');
  return { release: true, reason: `${changed.length} file(s) ${app} is built from changed since ${since}: ${shown}.` };
}
