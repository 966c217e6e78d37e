import { describe, expect, it } from 'vitest';
import { appBuild } from './build.mjs';
import { gateProblems, referencedFiles } from './gate.mjs';
import { remoteBuild, shellBuild } from './testBuilds.mjs';

const live = { shell: shellBuild(), remotes: { agency: remoteBuild('agency') } };

describe('the release gate', () => {
  it('passes a remote that fits the live shell', () => {
    expect(gateProblems(remoteBuild('payments', 2), live)).toEqual({ problems: [], notes: [] });
  });

  it('refuses a route table that lacks a page of the site map, or has one it does not give', () => {
    expect(gateProblems(remoteBuild('payments', 2, { routes: [] }), live).problems).toEqual([
      "payments's prerender.json lacks the markup or head tags of /pay.",
      "payments's route table lacks /pay, which the site map gives it.",
    ]);
    expect(gateProblems(remoteBuild('payments', 2, { routes: ['/pay', '/extra'] }), live).problems).toEqual([
      "payments's route table has /extra, which the site map does not give it.",
    ]);
  });

  it('refuses a remote that exposes no ./routes', () => {
    const build = remoteBuild('payments', 2);
    const manifest = build.json('mf-manifest.json');
    build.files.set('mf-manifest.json', Buffer.from(JSON.stringify({ ...manifest, exposes: [] })));
    expect(gateProblems(build, live).problems).toEqual([
      'payments does not expose ./routes (its mf-manifest.json lists no such module).',
    ]);
  });

  it('refuses a singleton version the live shell does not provide, for a remote and for a shell', () => {
    expect(gateProblems(remoteBuild('payments', 2, { requiredReact: '^20.0.0' }), live).problems).toEqual([
      'payments requires react ^20.0.0; the shell provides 19.3.1.',
    ]);
    const liveRemotes = { remotes: { agency: remoteBuild('agency', 1, { requiredReact: '^19.3.0' }) } };
    expect(gateProblems(shellBuild({ reactVersion: '19.2.0' }), liveRemotes).problems).toEqual([
      'agency requires react ^19.3.0; the shell provides 19.2.0.',
    ]);
  });

  it('refuses a prerender.json that does not parse, or lacks a page or its head tags', () => {
    const corrupt = remoteBuild('payments', 2);
    corrupt.files.set('prerender.json', Buffer.from('{"app":"payments","pa'));
    expect(gateProblems(corrupt, live).problems).toEqual([
      expect.stringMatching(/^payments's prerender\.json cannot be read: /),
    ]);
    const headless = remoteBuild('payments', 2);
    const rendering = headless.json('prerender.json');
    rendering.pages['/pay'].head = '';
    headless.files.set('prerender.json', Buffer.from(JSON.stringify(rendering)));
    expect(gateProblems(headless, live).problems).toEqual([
      "payments's prerender.json lacks the markup or head tags of /pay.",
    ]);
  });

  it("checks a shell's layout of every path and its own pages, and says what it could not check", () => {
    const shell = shellBuild();
    const rendering = shell.json('prerender.json');
    delete rendering.pages['*'];
    rendering.pages['/pay'].body = '<main></main>';
    shell.files.set('prerender.json', Buffer.from(JSON.stringify(rendering)));
    expect(gateProblems(shell, { remotes: {} })).toEqual({
      problems: ["shell's prerender.json lacks the layout or page of /pay, *."],
      notes: ['No remote is live on the target yet.'],
    });
    expect(gateProblems(remoteBuild('payments'), { remotes: {} }).notes).toHaveLength(1);
  });

  it('lists the files a manifest references: entry, exposed and shared chunks, page styles, HTML scripts', () => {
    expect(referencedFiles(remoteBuild('payments', 3))).toEqual(['remoteEntry.js', 'static/js/payments.3.js']);
    expect(referencedFiles(shellBuild())).toEqual(['static/js/index.1.js']);
    const missing = appBuild('payments', new Map(), []);
    expect(() => referencedFiles(missing)).toThrow('mf-manifest.json is missing');
  });
});
