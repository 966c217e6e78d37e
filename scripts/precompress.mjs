/**
 * The Brotli copy of each composed page, for a web server that sends it as it is (nginx: brotli_static,
 * deploy/nginx). Why Brotli at its best quality, and why not per request: server/src/htmlCompression.mjs.
 */
import { writeFile } from 'node:fs/promises';
import { brotliPage } from '../server/src/htmlCompression.mjs';

/** Writes `file` and `<file>.br` beside it. @param {string} file @param {string} html */
export async function writeWithBrotli(file, html) {
  await Promise.all([writeFile(file, html), writeFile(`${file}.br`, brotliPage(Buffer.from(html)))]);
}
