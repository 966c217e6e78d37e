import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptedEncodings, createHtmlCompressor, htmlEncodingFor } from './htmlCompression.mjs';

const page = `<!doctype html><html><body>${'<section><h2>Payout API</h2><p>Instant transfers.</p></section>'.repeat(300)}</body></html>`;

describe('acceptedEncodings', () => {
  it('reads the codings a browser lists, with or without weights', () => {
    expect(acceptedEncodings('gzip, deflate, br, zstd')).toEqual(new Set(['gzip', 'deflate', 'br', 'zstd']));
    expect(acceptedEncodings('br;q=1.0, GZIP; q=0.5')).toEqual(new Set(['br', 'gzip']));
  });

  it('treats a coding with q=0 as refused, and a missing header as no coding', () => {
    expect(acceptedEncodings('br;q=0, gzip')).toEqual(new Set(['gzip']));
    expect(acceptedEncodings('br; q=0.000')).toEqual(new Set());
    expect(acceptedEncodings(undefined)).toEqual(new Set());
  });
});

describe('htmlEncodingFor', () => {
  it('prefers Brotli, then gzip, then sends HTML as is', () => {
    expect(htmlEncodingFor(acceptedEncodings('gzip, deflate, br'))).toBe('br');
    expect(htmlEncodingFor(acceptedEncodings('gzip, br;q=0'))).toBe('gzip');
    expect(htmlEncodingFor(acceptedEncodings('identity'))).toBeUndefined();
  });
});

describe('createHtmlCompressor', () => {
  it('encodes the page so that it decodes to the same HTML', () => {
    const compressHtml = createHtmlCompressor();
    expect(brotliDecompressSync(compressHtml(page, 'br')).toString()).toBe(page);
    expect(gunzipSync(compressHtml(page, 'gzip')).toString()).toBe(page);
    expect(compressHtml(page, undefined).toString()).toBe(page);
  });

  it('sends Brotli smaller than gzip, and the same body for the same page', () => {
    const compressHtml = createHtmlCompressor();
    const brotli = compressHtml(page, 'br');
    expect(brotli.length).toBeLessThan(compressHtml(page, 'gzip').length);
    expect(compressHtml(page, 'br')).toBe(brotli);
  });

  it('keeps only the most recently used pages', () => {
    const compressHtml = createHtmlCompressor({ maxPages: 2 });
    const first = compressHtml(`${page}1`, 'br');
    compressHtml(`${page}2`, 'br');
    compressHtml(`${page}1`, 'br');
    compressHtml(`${page}3`, 'br');
    expect(compressHtml(`${page}1`, 'br')).toBe(first);
    compressHtml(`${page}2`, 'br');
    compressHtml(`${page}3`, 'br');
    expect(compressHtml(`${page}1`, 'br')).not.toBe(first);
  });
});
