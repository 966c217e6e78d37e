import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { checkCodeWeights, codeWeightsOf, pageMaxGzipBytes, sectionMaxGzipBytes } from './codeWeights';

/** A build directory holding `files`, and stats naming one chunk group per entry of `groups`. */
function build(files: Record<string, string | Buffer>, groups: Record<string, string[]>) {
  const distPath = mkdtempSync(join(tmpdir(), 'code-weights-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(distPath, file, '..'), { recursive: true });
    writeFileSync(join(distPath, file), text);
  }
  const namedChunkGroups = new Map(Object.entries(groups).map(([name, names]) => [name, { getFiles: () => names }]));
  return { distPath, stats: { compilation: { namedChunkGroups } } as unknown as Rspack.Stats };
}

/** Gzip as the servers send it (zlib's default level). */
const gzipBytes = (text: string) => gzipSync(text).length;

const payoutJs = 'console.log("payout");'.repeat(20);
const payoutCss = '.a{color:red}';
const remoteFiles = {
  'mf-manifest.json': '{"name":"payments","exposes":[{"path":"./routes"}]}',
  'remoteEntry.js': 'var payments = {};'.repeat(10),
  'static/js/async/__federation_expose_routes.3.js': 'export const routes = [];'.repeat(5),
  'static/js/async/page-payout.1.js': payoutJs,
  'static/css/async/page-payout.2.css': payoutCss,
};
const remoteGroups = {
  payments: ['remoteEntry.js'],
  __federation_expose_routes: ['static/js/async/__federation_expose_routes.3.js', 'routes.js.map'],
  'page-payout': ['static/js/async/page-payout.1.js', 'static/css/async/page-payout.2.css', 'x.js.map'],
};

describe('codeWeightsOf', () => {
  it("weighs each page's scripts and stylesheets gzip, not their source maps", () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    expect(codeWeightsOf(stats, distPath, { pages: { '/payout': 'page-payout' }, remote: 'payments' }).pages).toEqual({
      '/payout': gzipBytes(payoutJs) + gzipBytes(payoutCss),
    });
  });

  it("weighs a remote's section as loading it fetches it: manifest, container entry, route table", () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    expect(
      codeWeightsOf(stats, distPath, { pages: { '/payout': 'page-payout' }, remote: 'payments' }).sectionGzipBytes,
    ).toBe(
      gzipBytes(remoteFiles['mf-manifest.json']) +
        gzipBytes(remoteFiles['remoteEntry.js']) +
        gzipBytes(remoteFiles['static/js/async/__federation_expose_routes.3.js']),
    );
  });

  it("weighs the shell's section as nothing: every page has loaded its entry", () => {
    const contactJs = 'console.log("contact");';
    const { distPath, stats } = build(
      { 'static/js/async/page-contact.1.js': contactJs },
      { 'page-contact': ['static/js/async/page-contact.1.js'] },
    );
    expect(codeWeightsOf(stats, distPath, { pages: { '/contact': 'page-contact' } })).toEqual({
      sectionGzipBytes: 0,
      pages: { '/contact': gzipBytes(contactJs) },
    });
  });

  it('fails the build for a page whose chunk it cannot find, naming the page and the chunk', () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    const pages = { '/payout': 'page-payout', '/payin': 'page-payin' };
    expect(() => codeWeightsOf(stats, distPath, { pages, remote: 'payments' })).toThrow(
      /\/payin loads no chunk named "page-payin"/,
    );
  });

  it('fails the build for a page its route table gives no folder', () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    const pages = { '/payout': 'page-payout', '/payin': undefined };
    expect(() => codeWeightsOf(stats, distPath, { pages, remote: 'payments' })).toThrow(/\/payin has no page folder/);
  });

  it('fails the build for a remote whose route table it cannot find', () => {
    const { __federation_expose_routes: _, ...groups } = remoteGroups;
    const { distPath, stats } = build(remoteFiles, groups);
    expect(() => codeWeightsOf(stats, distPath, { pages: { '/payout': 'page-payout' }, remote: 'payments' })).toThrow(
      /no chunk group "__federation_expose_routes"/,
    );
  });
});

/** A build whose files are random bytes (which do not compress) of the given sizes, in chunk groups named `groups`. */
function buildOfSizes(sizes: Record<string, number>, groups: Record<string, string[]>) {
  return build(Object.fromEntries(Object.entries(sizes).map(([file, bytes]) => [file, randomBytes(bytes)])), groups);
}

describe('checkCodeWeights', () => {
  it("fails the build for a page whose own files weigh more than the goal, naming it; the pages' sum is free", () => {
    // A page just over the goal, and two just under it that together weigh more.
    const pages = { '/heavy': pageMaxGzipBytes + 100, '/a': pageMaxGzipBytes - 1000, '/b': pageMaxGzipBytes - 1000 };
    const chunkOf = (path: string) => `page-${path.slice(1)}`;
    const fileOf = (path: string) => `static/js/async/${chunkOf(path)}.js`;
    const sizes = Object.fromEntries(Object.entries(pages).map(([path, bytes]) => [fileOf(path), bytes]));
    const groups = Object.fromEntries(Object.keys(pages).map((path) => [chunkOf(path), [fileOf(path)]]));
    const { distPath, stats } = buildOfSizes(sizes, groups);
    const chunks = (paths: string[]) => Object.fromEntries(paths.map((path) => [path, chunkOf(path)]));
    expect(() => checkCodeWeights(stats, distPath, { pages: chunks(Object.keys(pages)) })).toThrow(
      /\n {2}\/heavy: \d+ bytes gzip$/,
    );
    expect(() => checkCodeWeights(stats, distPath, { pages: chunks(['/a', '/b']) })).not.toThrow();
  });

  it('fails the build for a section whose code weighs more than the goal, and passes one just under it', () => {
    const sectionOf = (entryBytes: number) =>
      buildOfSizes(
        { 'mf-manifest.json': 100, 'remoteEntry.js': entryBytes, 'routes.js': 100, 'page-payout.js': 100 },
        { payments: ['remoteEntry.js'], __federation_expose_routes: ['routes.js'], 'page-payout': ['page-payout.js'] },
      );
    const options = { pages: { '/payout': 'page-payout' }, remote: 'payments' };
    const heavy = sectionOf(sectionMaxGzipBytes);
    expect(() => checkCodeWeights(heavy.stats, heavy.distPath, options)).toThrow(
      /The payments section's code .* weighs \d+ bytes gzip, over 16000/,
    );
    const light = sectionOf(sectionMaxGzipBytes - 1000);
    expect(() => checkCodeWeights(light.stats, light.distPath, options)).not.toThrow();
  });
});
