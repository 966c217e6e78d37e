/**
 * The floor under the first-load targets: one heading, one paragraph and one link, hydrated by the design
 * card's libraries alone, step by step from no script at all (library-floor/variants.mjs). Each build is
 * served with gzip and measured by Lighthouse exactly as a route of the site, so whatever the floor costs no
 * page of the site can avoid. See docs/performance.md, "The libraries' floor".
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { medianSample } from './metrics.mjs';
import { timedPnpm } from './site.mjs';
import { floorVariants } from './library-floor/variants.mjs';

/**
 * @typedef {import('./metrics.mjs').Sample} Sample
 * @typedef {object} FloorVariantResult
 * @property {import('./library-floor/variants.mjs').FloorVariant} name
 * @property {string} label
 * @property {Sample[]} samples
 * @property {import('./metrics.mjs').Medians} median
 * @typedef {{ variants: FloorVariantResult[] }} LibraryFloorResults
 */

const contentTypes = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
});

/**
 * A static server for one build: gzip like the site's servers, hashed files cached as theirs are.
 * @param {string} root @param {number} port
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
function serveBuild(root, port) {
  const server = createServer(async (request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://floor').pathname);
    const file = path === '/' ? 'index.html' : path;
    try {
      const body = gzipSync(await readFile(join(root, file)));
      response.writeHead(200, {
        'Content-Type': contentTypes[extname(file)] ?? 'application/octet-stream',
        'Content-Encoding': 'gzip',
        'Cache-Control': path === '/' ? 'no-cache' : 'public, max-age=31536000, immutable',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(port, () =>
      resolve({
        url: `http://localhost:${port}/`,
        close: () => new Promise((closed) => server.close(() => closed())),
      }),
    ),
  );
}

/**
 * Builds the variants, serves each on a port of its own (`port`, `port + 1`, …) and measures them in
 * turn on every run, so a machine that slows down during the run weighs on all of them alike.
 * @param {string} repo
 * @param {{ runs: number, port: number, measureRun: (run: number, urls: string[]) => Promise<Sample[]> }} options
 *   `measureRun` measures the given URLs once each, in order, and returns their samples
 * @returns {Promise<LibraryFloorResults>}
 */
export async function measureLibraryFloor(repo, { runs, port, measureRun }) {
  await timedPnpm(repo, ['--filter', '@bench/library-floor', 'build']);
  const servers = await Promise.all(
    floorVariants.map(({ name }, index) =>
      serveBuild(join(repo, 'scripts/bench/library-floor/dist', name), port + index),
    ),
  );
  try {
    /** @type {Sample[][]} */
    const samples = floorVariants.map(() => []);
    for (let run = 0; run < runs; run += 1) {
      const measured = await measureRun(
        run,
        servers.map((server) => server.url),
      );
      measured.forEach((sample, index) => samples[index]?.push(sample));
    }
    return {
      variants: floorVariants.map(({ name, label }, index) => {
        const variantSamples = samples[index] ?? [];
        return { name, label, samples: variantSamples, median: medianSample(variantSamples) };
      }),
    };
  } finally {
    await Promise.all(servers.map((server) => server.close()));
  }
}
