import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startNoJsProxy } from './noJsProxy.mjs';

describe('startNoJsProxy', () => {
  let upstream;
  let proxy;

  afterEach(async () => {
    await proxy?.close();
    await new Promise((resolve) => upstream?.close(resolve));
  });

  it.each([
    ['br', brotliCompressSync],
    ['gzip', gzipSync],
  ])(
    'serves the route HTML without scripts, encoded like the server encodes HTML (upstream %s)',
    async (upstreamEncoding, encode) => {
      const page =
        '<!doctype html><html><head><script src="/static/js/index.js"></script></head><body>Hi</body></html>';
      upstream = createServer((request, response) => {
        if (request.url === '/payout') {
          response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Encoding': upstreamEncoding });
          response.end(encode(page));
        } else {
          response.writeHead(200, { 'Content-Type': 'text/css' });
          response.end('body{color:red}');
        }
      });
      await new Promise((resolve) => upstream.listen(0, 'localhost', resolve));
      proxy = await startNoJsProxy({ port: 0, upstreamPort: upstream.address().port });
      const stripped = '<!doctype html><html><head></head><body>Hi</body></html>';

      const brotli = await fetch(`${proxy.url}/payout`, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(brotli.headers.get('content-encoding')).toBe('br');
      expect(await brotli.text()).toBe(stripped);
      const gzip = await fetch(`${proxy.url}/payout`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding')).toBe('gzip');
      expect(await gzip.text()).toBe(stripped);
      expect(await (await fetch(`${proxy.url}/static/css/site.css`)).text()).toBe('body{color:red}');
    },
  );
});
