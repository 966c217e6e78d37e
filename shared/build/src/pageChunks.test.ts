import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';
import { pageChunkName, pageChunksFile, pageListMaxGzipBytes } from '@site/routes';
import { describe, expect, it } from 'vitest';
import { pageChunksOf, pageMaxGzipBytes, writePageChunks } from './pageChunks';

/** A build directory holding `files`, and stats naming one chunk group per entry of `groups`. */
function build(files: Record<string, string | Buffer>, groups: Record<string, string[]>) {
  const distPath = mkdtempSync(join(tmpdir(), 'page-chunks-'));
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

describe('pageChunksOf', () => {
  it("lists each page's scripts and stylesheets with their gzip weight, not their source maps", () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    expect(pageChunksOf(stats, distPath, { pagePaths: ['/payout'], remote: 'payments' }).pages).toEqual({
      '/payout': {
        files: ['static/js/async/page-payout.1.js', 'static/css/async/page-payout.2.css'],
        gzipBytes: gzipBytes(payoutJs) + gzipBytes(payoutCss),
      },
    });
  });

  it("weighs a remote's section as loading it fetches it: manifest, container entry, route table", () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    expect(pageChunksOf(stats, distPath, { pagePaths: ['/payout'], remote: 'payments' }).sectionGzipBytes).toBe(
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
    expect(pageChunksOf(stats, distPath, { pagePaths: ['/contact'] })).toEqual({
      sectionGzipBytes: 0,
      pages: { '/contact': { files: ['static/js/async/page-contact.1.js'], gzipBytes: gzipBytes(contactJs) } },
    });
  });

  it('fails the build for a page whose import is not named after it', () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    expect(() => pageChunksOf(stats, distPath, { pagePaths: ['/payout', '/payin'], remote: 'payments' })).toThrow(
      /\/payin loads no chunk named "page-payin"/,
    );
  });

  it('fails the build for a remote whose route table it cannot find', () => {
    const { __federation_expose_routes: _, ...groups } = remoteGroups;
    const { distPath, stats } = build(remoteFiles, groups);
    expect(() => pageChunksOf(stats, distPath, { pagePaths: ['/payout'], remote: 'payments' })).toThrow(
      /no chunk group "__federation_expose_routes"/,
    );
  });
});

describe('writePageChunks', () => {
  it('writes the list beside the build', () => {
    const { distPath, stats } = build(remoteFiles, remoteGroups);
    writePageChunks(stats, distPath, { pagePaths: ['/payout'], remote: 'payments' });
    const written = JSON.parse(readFileSync(join(distPath, pageChunksFile), 'utf8')) as unknown;
    expect(written).toEqual(pageChunksOf(stats, distPath, { pagePaths: ['/payout'], remote: 'payments' }));
  });

  it("fails the build for a page whose own files weigh more than the goal, naming it; the pages' sum is free", () => {
    // Random bytes do not compress: a page just over the goal, and two just under it that together weigh more.
    const pages = { '/heavy': pageMaxGzipBytes + 100, '/a': pageMaxGzipBytes - 1000, '/b': pageMaxGzipBytes - 1000 };
    const fileOf = (path: string) => `static/js/async/${pageChunkName(path)}.js`;
    const files = Object.fromEntries(Object.entries(pages).map(([path, bytes]) => [fileOf(path), randomBytes(bytes)]));
    const groups = Object.fromEntries(Object.keys(pages).map((path) => [pageChunkName(path), [fileOf(path)]]));
    const { distPath, stats } = build(files, groups);
    expect(() => writePageChunks(stats, distPath, { pagePaths: Object.keys(pages) })).toThrow(
      /\n {2}\/heavy: \d+ bytes gzip$/,
    );
    expect(() => writePageChunks(stats, distPath, { pagePaths: ['/a', '/b'] })).not.toThrow();
  });

  it('fails the build when the list weighs more than the shell charges before reading it', () => {
    // Two hundred pages, named unlike each other so that gzip cannot fold the list under the bound.
    const paths = Array.from({ length: 200 }, (_, index) => `/p${((index + 1) * 2_654_435_761).toString(36)}`);
    const fileOf = (path: string) => `static/js/async/${pageChunkName(path)}.js`;
    const files = Object.fromEntries(paths.map((path) => [fileOf(path), 'x']));
    const groups = Object.fromEntries(paths.map((path) => [pageChunkName(path), [fileOf(path)]]));
    const { distPath, stats } = build(files, groups);
    expect(() => writePageChunks(stats, distPath, { pagePaths: paths })).toThrow(
      new RegExp(`over the ${pageListMaxGzipBytes} the shell charges for it`),
    );
  });
});
