import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appNamed, remoteNames } from '@site/apps';
import { routeTableProblems } from '@site/prerender/routeTableChecks';
import { shippedSections } from '@site/routes/test/shippedSections';
import type { Remote } from './index';
import { remoteBuild } from './remoteBuild';

const repo = join(import.meta.dirname, '../../..');

// Every registered remote's declaration, as its build reads it. Long enough to prerender every page of a section, as
// the build does, on a loaded machine.
describe.each(remoteNames)('the %s remote', (name) => {
  it('gives every route its page, head, label, declaration and prerendered HTML', { timeout: 60_000 }, async () => {
    const { remote } = (await import(join(repo, appNamed(name).dir, 'src/routes.ts'))) as { remote: Remote };
    expect(remote.name).toBe(name);
    expect(await routeTableProblems(name, { routes: remote.routes, ...remoteBuild(remote) })).toEqual([]);
  });

  it('has an entry for every page it ships today (a section that joined later ships none yet)', async () => {
    const { remote } = (await import(join(repo, appNamed(name).dir, 'src/routes.ts'))) as { remote: Remote };
    const missing = (shippedSections[name] ?? []).filter((path) => !remote.routes.some((route) => route.path === path));
    expect(missing, `pages of ${name} missing from its route table`).toEqual([]);
  });
});
