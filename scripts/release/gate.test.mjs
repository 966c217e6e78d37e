import { describe, expect, it } from 'vitest';
import { appBuild } from './build.mjs';
import { gateProblems, referencedFiles } from './gate.mjs';
import { remoteBuild, shellBuild } from './fixtures/builds.mjs';

const live = { shell: shellBuild(), remotes: { agency: remoteBuild('agency') } };
/** The live site with payments' first release serving `routes`. */
const withPayments = (options = {}) => ({ ...live, previous: remoteBuild('payments', 1, options) });

describe('the release gate', () => {
  it('passes a remote that fits the live shell', () => {
    expect(gateProblems(remoteBuild('payments', 2), live)).toEqual({ problems: [], notes: [] });
  });

  it('never refuses a page a remote adds, with no shell release', () => {
    expect(
      gateProblems(remoteBuild('payments', 2, { routes: ['/pay', '/pay-links'] }), withPayments()).problems,
    ).toEqual([]);
  });

  it('refuses a path another live app owns, naming both apps', () => {
    expect(gateProblems(remoteBuild('payments', 2, { routes: ['/pay', '/'] }), withPayments()).problems).toEqual([
      "payments claims /, which agency owns: agency's release drops it first (with a redirect or a 410), or payments takes another path.",
    ]);
    expect(gateProblems(remoteBuild('payments', 2, { redirects: { '/contact': '/pay' } }), live).problems).toEqual([
      "payments claims /contact, which shell owns: shell's release drops it first (with a redirect or a 410), or payments takes another path.",
    ]);
  });

  it('refuses a page dropped with no redirect or 410, and says how to declare one', () => {
    const before = withPayments({ routes: ['/pay', '/pay-links'] });
    expect(gateProblems(remoteBuild('payments', 2), before).problems).toEqual([
      "payments drops /pay-links with no redirect or 410 for it: declare `redirects: { '/pay-links': '<new path>' }` (a rename) or `gone: ['/pay-links']` (retired) beside its route table.",
    ]);
    const renamed = remoteBuild('payments', 2, { routes: ['/pay', '/links'], redirects: { '/pay-links': '/links' } });
    expect(gateProblems(renamed, before).problems).toEqual([]);
    expect(gateProblems(remoteBuild('payments', 2, { gone: ['/pay-links'] }), before).problems).toEqual([]);
  });

  it("refuses a page dropped while another live app's pages link to it, naming them, unless it redirects", () => {
    const linking = {
      ...live,
      remotes: { agency: remoteBuild('agency', 1, { links: { '/': ['/pay-links?from=home'] } }) },
    };
    const before = { ...linking, previous: remoteBuild('payments', 1, { routes: ['/pay', '/pay-links'] }) };
    expect(gateProblems(remoteBuild('payments', 2, { gone: ['/pay-links'] }), before).problems).toEqual([
      "payments drops /pay-links, which is still linked from agency's /: that team removes the links first, or payments declares a redirect for /pay-links.",
    ]);
    const renamed = remoteBuild('payments', 2, { routes: ['/pay', '/links'], redirects: { '/pay-links': '/links' } });
    expect(gateProblems(renamed, before).problems).toEqual([]);
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

  it('refuses a prerender.json that does not parse, declares no paths, or lacks a page or its head tags', () => {
    const corrupt = remoteBuild('payments', 2);
    corrupt.files.set('prerender.json', Buffer.from('{"app":"payments","pa'));
    expect(gateProblems(corrupt, live).problems).toEqual([
      expect.stringMatching(/^payments's prerender\.json cannot be read: /),
    ]);
    const rewrite = (change) => {
      const build = remoteBuild('payments', 2);
      const rendering = build.json('prerender.json');
      change(rendering);
      build.files.set('prerender.json', Buffer.from(JSON.stringify(rendering)));
      return build;
    };
    expect(
      gateProblems(
        rewrite((rendering) => (rendering.pages['/pay'].head = '')),
        live,
      ).problems,
    ).toEqual(["payments's prerender.json lacks the markup or head tags of /pay."]);
    expect(
      gateProblems(
        rewrite((rendering) => delete rendering.paths),
        live,
      ).problems,
    ).toEqual(['payments\'s prerender.json declares no paths ("paths").']);
  });

  it("checks a shell's section layout and its own pages, and says what it could not check", () => {
    const shell = shellBuild();
    const rendering = shell.json('prerender.json');
    delete rendering.pages['*'];
    shell.files.set('prerender.json', Buffer.from(JSON.stringify(rendering)));
    expect(gateProblems(shell, { remotes: {} })).toEqual({
      problems: ["shell's prerender.json lacks the layout or page of *."],
      notes: ['No remote is live on the target yet.'],
    });
    rendering.pages['section-layout'].body = '<main></main>';
    shell.files.set('prerender.json', Buffer.from(JSON.stringify(rendering)));
    expect(gateProblems(shell, { remotes: { agency: remoteBuild('agency') } }).problems).toEqual([
      "shell's prerender.json lacks the layout or page of *, section-layout.",
    ]);
    expect(gateProblems(remoteBuild('payments'), { remotes: {} }).notes).toHaveLength(1);
  });

  it('lists the files a manifest references: entry, exposed and shared chunks, page styles, HTML scripts', () => {
    expect(referencedFiles(remoteBuild('payments', 3))).toEqual(['remoteEntry.js', 'static/js/payments.3.js']);
    expect(referencedFiles(shellBuild())).toEqual(['static/js/index.1.js']);
    const missing = appBuild('payments', new Map(), []);
    expect(() => referencedFiles(missing)).toThrow('mf-manifest.json is missing');
  });
});
