import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { emailJsVariables, originVariable } from '@site/contact/delivery';
import { apps } from './build.mjs';

/** The example pipelines: each team releases its own app, and only when what that app is built from changes. */
const workflow = async (app) =>
  parse(await readFile(new URL(`../../.github/workflows/release-${app}.yml`, import.meta.url), 'utf8'));

describe.each(Object.entries(apps))('the %s team pipeline', (app, { dir }) => {
  it('runs on a push to main that changes its folder, the shared packages or the lockfile', async () => {
    const { on } = await workflow(app);
    expect(on.push.branches).toEqual(['main']);
    expect(on.push.paths).toEqual(expect.arrayContaining([`${dir}/**`, 'shared/**', 'pnpm-lock.yaml']));
    const otherApps = Object.values(apps).filter((other) => other.dir !== dir);
    for (const other of otherApps) expect(on.push.paths).not.toContain(`${other.dir}/**`);
  });

  it('releases that app, one run at a time, never cancelled mid-switch', async () => {
    const { concurrency, jobs } = await workflow(app);
    expect(concurrency).toEqual({ group: `release-${app}`, 'cancel-in-progress': false });
    const commands = Object.values(jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));
    expect(commands).toContain('pnpm install --frozen-lockfile');
    const releases = commands.filter((command) => /^pnpm release /.test(command));
    expect(releases).toHaveLength(1);
    expect(releases[0]).toMatch(new RegExp(`^pnpm release ${app} --target \\$\\{\\{ vars\\.RELEASE_TARGET \\}\\}`));
    if (app === 'shell') expect(releases[0]).toContain('--remotes deploy/remotes.production.json');
  });

  it.runIf(app === 'shell')('gives the build every contact delivery variable, from the settings', async () => {
    const { jobs } = await workflow(app);
    const release = Object.values(jobs)
      .flatMap((job) => job.steps)
      .find((step) => /^pnpm release /.test(step.run ?? ''));
    for (const name of [...emailJsVariables, originVariable]) expect(release.env[name]).toBe(`\${{ vars.${name} }}`);
  });

  it('takes its storage credentials from secrets, never from the file', async () => {
    const { jobs } = await workflow(app);
    const env = Object.values(jobs).flatMap((job) => job.steps.map((step) => step.env ?? {}));
    const credentials = env.filter((vars) => 'AWS_SECRET_ACCESS_KEY' in vars);
    expect(credentials.length).toBeGreaterThan(0);
    for (const vars of credentials) {
      expect(vars.AWS_ACCESS_KEY_ID).toBe('${{ secrets.AWS_ACCESS_KEY_ID }}');
      expect(vars.AWS_SECRET_ACCESS_KEY).toBe('${{ secrets.AWS_SECRET_ACCESS_KEY }}');
    }
  });
});
