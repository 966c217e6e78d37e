import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Rspack } from '@rsbuild/core';
import { describe, expect, it } from 'vitest';
import { pageChunksOf } from './pageChunks';

/** A build directory holding `files`, and stats naming one chunk group per entry of `groups`. */
function build(files: Record<string, string>, groups: Record<string, string[]>) {
  const distPath = mkdtempSync(join(tmpdir(), 'page-chunks-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(join(distPath, file, '..'), { recursive: true });
    writeFileSync(join(distPath, file), text);
  }
  const namedChunkGroups = new Map(Object.entries(groups).map(([name, names]) => [name, { getFiles: () => names }]));
  return { distPath, stats: { compilation: { namedChunkGroups } } as unknown as Rspack.Stats };
}

describe('pageChunksOf', () => {
  it("lists each route's scripts and stylesheets with their gzip weight, not their source maps", () => {
    const js = 'console.log("payout");'.repeat(20);
    const { distPath, stats } = build(
      { 'static/js/async/page-payout.1.js': js, 'static/css/async/page-payout.2.css': '.a{color:red}' },
      {
        'page-payout': ['static/js/async/page-payout.1.js', 'static/css/async/page-payout.2.css', 'x.js.map'],
      },
    );
    expect(pageChunksOf(stats, distPath, ['/payout'])).toEqual({
      '/payout': {
        files: ['static/js/async/page-payout.1.js', 'static/css/async/page-payout.2.css'],
        gzipBytes: gzipSync(js, { level: 9 }).length + gzipSync('.a{color:red}', { level: 9 }).length,
      },
    });
  });

  it('fails the build for a route whose import is not named after it', () => {
    const { distPath, stats } = build({}, { 'page-payout': [] });
    expect(() => pageChunksOf(stats, distPath, ['/payout', '/payin'])).toThrow(
      /\/payin loads no chunk named "page-payin"/,
    );
  });
});
