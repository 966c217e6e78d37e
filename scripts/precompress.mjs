/**
 * The Brotli copy of each composed page. A page's HTML must fit in the first round trip of a connection (the
 * initial congestion window, about 14.3 kB): gzip leaves several pages just over it, Brotli at quality 11 is
 * about 17 % smaller. That quality is too slow to compress per request, so the compose step writes the copy
 * once and the web server sends it as it is (nginx: brotli_static, deploy/nginx).
 */
import { writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { brotliCompress } from 'node:zlib';
import { densestBrotliFor } from '../server/src/htmlCompression.mjs';

const compress = promisify(brotliCompress);

/** @param {string} text */
export function brotliText(text) {
  const input = Buffer.from(text);
  return compress(input, densestBrotliFor(input.length));
}

/** Writes `file` and `<file>.br` beside it. */
export async function writeWithBrotli(file, text) {
  await Promise.all([writeFile(file, text), writeFile(`${file}.br`, await brotliText(text))]);
}
