/**
 * Compression of composed HTML. A page's HTML should arrive in the first round trip of a new connection
 * (about 14 kB, TCP's initial congestion window): Brotli at its best quality is about 17 % smaller than gzip,
 * which keeps all but the two longest pages under that line (e2e/tests/first-round-trip.spec.ts holds each page
 * to the round trips its content needs). Best quality costs ~80 ms per page, so each
 * distinct page is compressed once and kept.
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptionsFor } from '@site/build/precompress';

/**
 * The content codings a request accepts, lower-cased; a coding listed with q=0 is refused.
 * @param {string | string[] | undefined} header the Accept-Encoding header
 * @returns {Set<string>}
 */
export function acceptedEncodings(header) {
  const accepted = new Set();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const refused = parameters.some((parameter) => /^q\s*=\s*0(?:\.0*)?$/.test(parameter));
    if (name && !refused) accepted.add(name);
  }
  return accepted;
}

/**
 * @param {Set<string>} accepted
 * @returns {'br' | 'gzip' | undefined} the coding HTML is sent with: Brotli first, then gzip, else none
 */
export const htmlEncodingFor = (accepted) => (accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined);

/** @param {Buffer} page */
const brotliPage = (page) => brotliCompressSync(page, brotliOptionsFor(page));

/**
 * @param {{ maxPages?: number }} [options] how many distinct compressed pages to keep (least recently used go)
 * @returns {(html: string, encoding: 'br' | 'gzip' | undefined) => Buffer} the body to send
 */
export function createHtmlCompressor({ maxPages = 256 } = {}) {
  const brotliPages = new Map();
  return function compressHtml(html, encoding) {
    const buffer = Buffer.from(html);
    if (encoding === 'gzip') return gzipSync(buffer, { level: 6 });
    if (encoding !== 'br') return buffer;
    const key = createHash('sha256').update(buffer).digest('base64');
    let body = brotliPages.get(key);
    if (body) brotliPages.delete(key);
    else body = brotliPage(buffer);
    brotliPages.set(key, body);
    if (brotliPages.size > maxPages) brotliPages.delete(brotliPages.keys().next().value);
    return body;
  };
}
