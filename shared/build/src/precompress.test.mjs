import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressDirectory, writeWithBrotli } from './precompress.mjs';

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

  it('leaves a file too small to compress without a copy, and removes a copy made for its older contents', async () => {
    const file = join(dir, 'remotes.json');
    await writeWithBrotli(file, page);
    await writeWithBrotli(file, '{"agency":"/mf-manifest.json"}');
    expect(await readdir(dir)).toEqual(['remotes.json']);
  });
});

describe('precompressDirectory', () => {
  it('writes a Brotli copy beside every text file a server compresses, in every folder, and nothing else', async () => {
    const script = `export const pages = [${Array.from({ length: 60 }, (_, index) => `"/page-${index}"`).join(', ')}];`;
    await mkdir(join(dir, 'static/js/async'), { recursive: true });
    await writeFile(join(dir, 'static/js/async/page.js'), script);
    await writeFile(join(dir, 'index.html'), page);
    await writeFile(join(dir, 'mf-manifest.json'), JSON.stringify({ pages: script }));
    await writeFile(join(dir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await writeFile(join(dir, 'logo.png'), Buffer.alloc(4096, 7));

    const written = await precompressDirectory(dir);

    const files = (await readdir(dir, { recursive: true })).sort();
    expect(files.filter((file) => file.endsWith('.br'))).toEqual([
      'index.html.br',
      'mf-manifest.json.br',
      'static/js/async/page.js.br',
    ]);
    expect(brotliDecompressSync(await readFile(join(dir, 'static/js/async/page.js.br'))).toString('utf8')).toBe(script);
    expect(written.files).toBe(3);
    expect(written.brotliBytes).toBeLessThan(written.bytes);
  });
});
