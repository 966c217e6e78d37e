import { spawnSync } from 'node:child_process';
import { readFile, readdir } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { intersects } from 'semver';
import { parse } from 'yaml';
import { emailJsVariables, originVariable } from '@site/contact/delivery';
import { apps } from './build.mjs';

/**
 * The pipelines: every change is tested before any team ships it, and each team releases its own app, from the
 * tested commit, only when what that app is made from changed.
 */
const workflowsDir = new URL('../../.github/workflows/', import.meta.url);
const workflow = async (file) => parse(await readFile(new URL(file, workflowsDir), 'utf8'));
const steps = (parsed) => Object.values(parsed.jobs).flatMap((job) => job.steps);
const runs = (parsed) => steps(parsed).map((step) => step.run ?? '');
const rootPackage = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8'));
const repoRoot = new URL('../../', import.meta.url).pathname;
const readme = () => readFile(new URL('../../README.md', import.meta.url), 'utf8');

/** How every pipeline gets its tools: pnpm at package.json's pin, the store cached, a Node that package.json allows. */
function expectPinnedPnpmAndCache(parsed) {
  const uses = steps(parsed).map((step) => step.uses ?? '');
  const pnpmSetup = uses.findIndex((action) => action.startsWith('pnpm/action-setup@'));
  const nodeSetup = uses.findIndex((action) => action.startsWith('actions/setup-node@'));
  // The cache asks pnpm for its store, so pnpm comes first.
  expect(pnpmSetup).toBeGreaterThanOrEqual(0);
  expect(nodeSetup).toBeGreaterThan(pnpmSetup);
  expect(steps(parsed)[pnpmSetup].with?.version).toBeUndefined();
  const { 'node-version': node, cache } = steps(parsed)[nodeSetup].with;
  expect(cache).toBe('pnpm');
  expect(
    intersects(`${node}.x`, rootPackage.engines.node),
    `Node ${node} against engines ${rootPackage.engines.node}`,
  ).toBe(true);
  for (const command of runs(parsed)) expect(command).not.toMatch(/npm i(nstall)? -g pnpm|corepack/);
}

describe('the test workflow', () => {
  it('runs on every pull request and every push to main, whatever it changes', async () => {
    const { on } = await workflow('test.yml');
    expect(Object.keys(on).sort()).toEqual(['pull_request', 'push']);
    expect(on.pull_request).toBeNull();
    expect(on.push).toEqual({ branches: ['main'] });
  });

  it('runs .ci/run, the README’s npm test, in a Debian bookworm container', async () => {
    const parsed = await workflow('test.yml');
    expect(Object.keys(parsed.jobs)).toHaveLength(1);
    const [job] = Object.values(parsed.jobs);
    expect(job.container.image).toBe('debian:bookworm');
    expect(runs(parsed).filter((command) => command === '.ci/run')).toHaveLength(1);
    expectPinnedPnpmAndCache(parsed);
  });

  it('installs the Chromium the screenshot baselines were made with, before .ci/run, and the README names it', async () => {
    const parsed = await workflow('test.yml');
    const version = parsed.env.CHROMIUM_VERSION;
    expect(version).toMatch(/^\d+\.\d+\.\d+\.\d+-/);
    const commands = runs(parsed);
    const install = commands.findIndex((command) => command.includes('"chromium=$CHROMIUM_VERSION"'));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(commands[install]).toContain('"chromium-common=$CHROMIUM_VERSION"');
    expect(install).toBeLessThan(commands.indexOf('.ci/run'));
    expect(await readme()).toContain(`\`${version}\``);
  });

  it('keeps the HTML report of every run and the traces of failed tests', async () => {
    const uploads = steps(await workflow('test.yml')).filter((step) =>
      step.uses?.startsWith('actions/upload-artifact@'),
    );
    expect(uploads.map((step) => [step.if, step.with.path])).toEqual([
      ['${{ !cancelled() }}', 'e2e/playwright-report/'],
      ['${{ !cancelled() }}', 'e2e/engine-screenshots/'],
      ['${{ failure() }}', 'e2e/test-results/'],
    ]);
  });
});

describe('the release workflows', () => {
  it("are the shell's and the remotes'", async () => {
    const files = (await readdir(workflowsDir)).filter((file) => file.startsWith('release-'));
    expect(files.sort()).toEqual(['release-remotes.yml', 'release-shell.yml']);
  });

  it('release every remote of the registry, each in a job of its own, the list read at the tested commit', async () => {
    const { jobs } = await workflow('release-remotes.yml');
    const listed = jobs.remotes.steps.find((step) => step.id === 'registry');
    expect(listed.run).toBe('echo "apps=$(node scripts/apps.mjs --role remote --json)" >> "$GITHUB_OUTPUT"');
    expect(jobs.remotes.outputs.apps).toBe('${{ steps.registry.outputs.apps }}');
    expect(jobs.release.needs).toBe('remotes');
    expect(jobs.release.strategy).toEqual({
      'fail-fast': false,
      matrix: { app: '${{ fromJSON(needs.remotes.outputs.apps) }}' },
    });
    expect(jobs.release.env.APP).toBe('${{ matrix.app }}');
    const listing = spawnSync(process.execPath, ['scripts/apps.mjs', '--role', 'remote', '--json'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(JSON.parse(listing.stdout)).toEqual(Object.keys(apps).filter((app) => app !== 'shell'));
  });

  it('acts by hand only on a remote of the registry', async () => {
    const { jobs } = await workflow('release-remotes.yml');
    expect(jobs['by-hand'].env.APP).toBe('${{ inputs.app }}');
    const guard = jobs['by-hand'].steps.find((step) => step.run?.includes('scripts/apps.mjs'));
    expect(guard.run).toContain('node scripts/apps.mjs --role remote | grep -qx "$APP"');
    const install = jobs['by-hand'].steps.findIndex((step) => step.run === 'pnpm install --frozen-lockfile');
    expect(jobs['by-hand'].steps.indexOf(guard)).toBeLessThan(install);
  });
});

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describe.each([
  { pipeline: 'shell', file: 'release-shell.yml', app: 'shell' },
  { pipeline: 'remotes', file: 'release-remotes.yml', app: '"$APP"' },
])('the $pipeline pipeline', ({ pipeline, file, app }) => {
  const shell = pipeline === 'shell';
  /** The job that decides whether a push's tested commit is released: the first job of the pipeline. */
  const gateOf = (jobs) => (shell ? jobs.release : jobs.remotes);

  it('starts when the test workflow completed on main, or by hand to stage, promote or run a canary, never on a push', async () => {
    const [{ on }, test] = await Promise.all([workflow(file), workflow('test.yml')]);
    expect(Object.keys(on).sort()).toEqual(['workflow_dispatch', 'workflow_run']);
    expect(on.workflow_run).toEqual({ workflows: [test.name], types: ['completed'], branches: ['main'] });
    // A canary is for a remote: the shell's canary would change every page and the site's CSP.
    expect(on.workflow_dispatch.inputs.action.options).toEqual(
      shell ? ['stage', 'promote'] : ['stage', 'promote', 'canary', 'watch', 'abort'],
    );
  });

  it.runIf(!shell)(
    'runs a canary by hand: started or resumed and watched from the collector’s records, or aborted',
    async () => {
      const steps = (await workflow(file)).jobs['by-hand'].steps;
      const watched = steps.find((step) => step.run?.includes('--watch'));
      expect(watched.if).toBe("inputs.action == 'canary' || inputs.action == 'watch'");
      expect(watched.run).toContain('args=(--watch --collector "$FIELD_COLLECTOR_URL")');
      expect(watched.run).toContain('args+=(--canary "$SHARE")');
      expect(watched.run).toContain(`pnpm release ${app} --target "$RELEASE_TARGET" "\${args[@]}"`);
      expect(watched.env.FIELD_READ_TOKEN).toBe('${{ secrets.FIELD_READ_TOKEN }}');
      const abort = steps.find((step) => step.if === "inputs.action == 'abort'");
      expect(abort.run).toBe(`pnpm release ${app} --target "$RELEASE_TARGET" --abort`);
    },
  );

  it('releases only after the tests passed for a push to main, never for a pull request', async () => {
    const { jobs } = await workflow(file);
    expect(jobs['by-hand'].if).toBe("github.event_name == 'workflow_dispatch'");
    const conditions = gateOf(jobs)
      .if.split('&&')
      .map((condition) => condition.trim());
    expect(conditions.sort()).toEqual([
      "github.event.workflow_run.conclusion == 'success'",
      "github.event.workflow_run.event == 'push'",
      "github.event.workflow_run.head_branch == 'main'",
    ]);
  });

  it('checks out the commit the tests passed on, with the history back to the live release', async () => {
    const { jobs } = await workflow(file);
    const checkouts = jobs.release.steps.filter((step) => step.uses?.startsWith('actions/checkout@'));
    expect(checkouts.map((step) => step.with)).toEqual([
      { ref: '${{ github.event.workflow_run.head_sha }}', 'fetch-depth': 0 },
    ]);
    if (!shell) {
      const listing = jobs.remotes.steps.find((step) => step.uses?.startsWith('actions/checkout@'));
      expect(listing.with.ref).toBe('${{ github.event.workflow_run.head_sha }}');
    }
  });

  it('releases an app only if what it is made from changed, one run of it at a time, never cancelled mid-switch', async () => {
    const parsed = await workflow(file);
    if (shell) expect(parsed.concurrency).toEqual({ group: 'release-shell', 'cancel-in-progress': false });
    else {
      expect(parsed.jobs.release.concurrency).toEqual({
        group: 'release-${{ matrix.app }}',
        'cancel-in-progress': false,
      });
      expect(parsed.jobs['by-hand'].concurrency).toEqual({
        group: 'release-${{ inputs.app }}',
        'cancel-in-progress': false,
      });
    }
    expectPinnedPnpmAndCache({ jobs: { release: parsed.jobs.release } });
    expectPinnedPnpmAndCache({ jobs: { 'by-hand': parsed.jobs['by-hand'] } });
    const commands = runs({ jobs: { release: parsed.jobs.release } });
    expect(commands).toContain('pnpm install --frozen-lockfile');
    const releases = commands.filter((command) => /^pnpm release /.test(command));
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatch(
      new RegExp(`^pnpm release ${escapeRegExp(app)} --target "\\$RELEASE_TARGET" .*--if-changed$`),
    );
    if (shell) expect(releases[0]).toContain('--origins deploy/nginx/production.example.json');
  });

  it('stages by hand, the preview link in the summary, and promotes a staged release by its id', async () => {
    const { jobs } = await workflow(file);
    const commands = jobs['by-hand'].steps.map((step) => step.run ?? '');
    expect(commands.find((command) => command.includes('--stage'))).toMatch(
      new RegExp(
        `^pnpm release ${escapeRegExp(app)} --target "\\$RELEASE_TARGET" .*--stage \\| tee stage\\.log\n.*GITHUB_STEP_SUMMARY`,
      ),
    );
    expect(commands).toContain(`pnpm release ${app} --target "$RELEASE_TARGET" --promote "$RELEASE_ID"`);
  });

  it.runIf(shell)('gives the build every contact delivery variable, from the settings', async () => {
    const { jobs } = await workflow(file);
    const release = Object.values(jobs)
      .flatMap((job) => job.steps)
      .find((step) => /^pnpm release /.test(step.run ?? ''));
    for (const name of [...emailJsVariables, originVariable]) expect(release.env[name]).toBe(`\${{ vars.${name} }}`);
  });

  it('takes the target and its credentials from the pipeline’s settings, never from the file', async () => {
    const { jobs } = await workflow(file);
    for (const job of [jobs.release, jobs['by-hand']]) {
      expect(job.env).toMatchObject({
        RELEASE_TARGET: '${{ vars.RELEASE_TARGET }}',
        AWS_ACCESS_KEY_ID: '${{ secrets.AWS_ACCESS_KEY_ID }}',
        AWS_SECRET_ACCESS_KEY: '${{ secrets.AWS_SECRET_ACCESS_KEY }}',
      });
    }
    // The registry's list needs no credentials: the job that reads it has none.
    if (!shell) expect(jobs.remotes.env).toBeUndefined();
  });
});
