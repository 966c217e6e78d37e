import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { appNamed, remoteNames } from '@site/apps';
import { routeTableProblems } from '@site/prerender/routeTableChecks';
import { linkPreviewImageSize, sectionLinkPreview } from '@site/routes';
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

  // The picture ships with the section's release (its public/ is copied into its build), and the site's origin
  // serves it at the path its pages' heads name.
  it('names its own link-preview picture on every page when it has one, drawn 1200×630 in its public/', async () => {
    const { remote } = (await import(join(repo, appNamed(name).dir, 'src/routes.ts'))) as { remote: Remote };
    const folder = join(repo, appNamed(name).dir);
    const text = existsSync(join(folder, 'link-preview.json'))
      ? (JSON.parse(readFileSync(join(folder, 'link-preview.json'), 'utf8')) as { headline: string })
      : undefined;
    const expected = text && sectionLinkPreview(name, text.headline);
    for (const route of remote.routes) expect(route.head.linkPreview, route.path).toEqual(expected);
    if (!text) return;
    const png = readFileSync(join(folder, 'public/og.png'));
    expect({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) }).toEqual(linkPreviewImageSize);
  });
});
