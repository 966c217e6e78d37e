import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGzipSizer } from './gzipSizes.mjs';

const script = Buffer.from(
  `export const routes = [${Array.from({ length: 200 }, (_, i) => `"/page-${i}"`).join(',')}];`,
);
const gzipped = gzipSync(script);
const requests = [];
let server;
let origin;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: request.url, acceptEncoding: request.headers['accept-encoding'] });
    if (request.url !== '/static/js/index.js') {
      response.writeHead(404).end('Not found');
      return;
    }
    response.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Type': 'text/javascript' }).end(gzipped);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${server.address().port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('createGzipSizer', () => {
  it('measures the gzip body the server sends, asks for gzip only, once per URL, and skips what is not there', async () => {
    const sizesOf = createGzipSizer();
    const found = `${origin}/static/js/index.js`;
    const missing = `${origin}/static/js/missing.js`;
    expect(await sizesOf([found, missing])).toEqual(new Map([[found, gzipped.length]]));
    expect(await sizesOf([found])).toEqual(new Map([[found, gzipped.length]]));
    expect(gzipped.length).toBeLessThan(script.length);
    expect(requests).toEqual([
      { url: '/static/js/index.js', acceptEncoding: 'gzip' },
      { url: '/static/js/missing.js', acceptEncoding: 'gzip' },
    ]);
  });

  it('skips a URL that is not http instead of failing the whole measurement', async () => {
    const sizesOf = createGzipSizer();
    const found = `${origin}/static/js/index.js`;
    expect(await sizesOf(['chrome://resources/js/load_time_data.js', found])).toEqual(
      new Map([[found, gzipped.length]]),
    );
  });
});
