/**
 * The libraries' floor (library-floor/variants.mjs, docs/performance.md): each build served with gzip, to be
 * measured as a route of the site in the same runs; what it costs no page of the site can avoid.
 */
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { runPnpm } from './site.mjs';
import { floorVariants } from './library-floor/variants.mjs';

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
 * Builds the variants and serves each on a port of its own (`port`, `port + 1`, …).
 * @param {string} repo @param {number} port
 * @returns {Promise<{ pages: { name: string, url: string, takesOver: boolean }[], close: () => Promise<void> }>}
 */
export async function serveLibraryFloor(repo, port) {
  await runPnpm(repo, ['--filter', '@bench/library-floor', 'build']);
  const servers = await Promise.all(
    floorVariants.map(({ name }, index) =>
      serveBuild(join(repo, 'scripts/bench/library-floor/dist', name), port + index),
    ),
  );
  return {
    pages: floorVariants.map(({ name, entry }, index) => ({
      name,
      url: /** @type {{ url: string }} */ (servers[index]).url,
      takesOver: entry !== undefined,
    })),
    close: async () => {
      await Promise.all(servers.map((server) => server.close()));
    },
  };
}
