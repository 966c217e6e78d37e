import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeWithBrotli } from './precompress.mjs';

let dir;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const page = `<!doctype html><html lang="en"><head><title>Payout — Meridian Tech Labs</title></head><body>${Array.from(
  { length: 40 },
  (_, index) => `<section class="section"><h2>Step ${index}</h2><p>Send payouts to any bank account.</p></section>`,
).join('')}</body></html>`;

describe('writeWithBrotli', () => {
  it('writes the page and a Brotli copy that decodes to it, smaller than the densest gzip', async () => {
    const file = join(dir, 'index.html');
    await writeWithBrotli(file, page);
    expect(await readFile(file, 'utf8')).toBe(page);
    const brotli = await readFile(`${file}.br`);
    expect(brotliDecompressSync(brotli).toString('utf8')).toBe(page);
    expect(brotli.length).toBeLessThan(gzipSync(page, { level: 9 }).length);
  });
});
