/**
 * Brotli copies written once, at build time, beside the files they compress (`<file>.br`), for a web server
 * to send as they are: nginx's brotli_static (deploy/nginx) and the Node server (server/src/app.mjs). Brotli at
 * its densest is 12–17 % smaller than gzip on the site's scripts, styles and pages, and too slow to run per
 * request. Why the build owns this: docs/architecture.md#precompression
 *
 * Every file a server would compress gets its copy: where nginx's brotli_static is on, a request that accepts
 * br is never gzipped, so a text file without a `.br` would go out uncompressed.
 */
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { extname, join } from 'node:path';
import { brotliCompress, constants } from 'node:zlib';

const brotliCompressAsync = promisify(brotliCompress);

/** The text types the servers compress (nginx's gzip_types; the Node server's @fastify/compress). */
export const precompressedExtensions = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.xml']);

/** Smaller files are sent as they are (nginx: gzip_min_length). */
export const minimumPrecompressedBytes = 256;

/**
 * Brotli at its densest, tuned for text: the settings of every Brotli copy the site makes (files here, pages
 * composed by the server and by releases).
 * @param {Buffer} text
 * @returns {import('node:zlib').BrotliOptions}
 */
export const brotliOptionsFor = (text) => ({
  params: {
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
  },
});

/** @param {Buffer} text */
const brotliOf = (text) => brotliCompressAsync(text, brotliOptionsFor(text));

/**
 * Writes `file` and, when it is large enough to be compressed, `<file>.br` beside it; an older copy that no
 * longer matches is removed.
 * @param {string} file @param {string} text
 */
export async function writeWithBrotli(file, text) {
  const body = Buffer.from(text);
  const copy = `${file}.br`;
  await Promise.all([
    writeFile(file, body),
    body.length < minimumPrecompressedBytes
      ? rm(copy, { force: true })
      : brotliOf(body).then((brotli) => writeFile(copy, brotli)),
  ]);
}

/** A remote's build keeps the files of earlier builds (old hashed chunks): their copies are already made. */
async function hasCurrentCopy(file) {
  const [original, copy] = await Promise.all([stat(file), stat(`${file}.br`).catch(() => undefined)]);
  return copy !== undefined && copy.mtimeMs >= original.mtimeMs;
}

/**
 * Writes a `.br` beside every text file of `dir` (recursively) of at least minimumPrecompressedBytes that has
 * none newer than itself.
 * @param {string} dir
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>} what was compressed now
 */
export async function precompressDirectory(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const texts = entries
    .filter((entry) => entry.isFile() && precompressedExtensions.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const sizes = await Promise.all(
    texts.map(async (file) => {
      if (await hasCurrentCopy(file)) return undefined;
      const body = await readFile(file);
      if (body.length < minimumPrecompressedBytes) return undefined;
      const brotli = await brotliOf(body);
      await writeFile(`${file}.br`, brotli);
      return { bytes: body.length, brotliBytes: brotli.length };
    }),
  );
  const written = sizes.filter((size) => size !== undefined);
  return {
    files: written.length,
    bytes: written.reduce((sum, size) => sum + size.bytes, 0),
    brotliBytes: written.reduce((sum, size) => sum + size.brotliBytes, 0),
  };
}
