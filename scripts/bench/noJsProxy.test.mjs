import { createServer } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startNoJsProxy, stripScripts } from './noJsProxy.mjs';

describe('stripScripts', () => {
  it('removes external, inline and module scripts', () => {
    const html = `<head><script defer src="/static/js/index.js"></script><script type="module">import('./a.js')</script>
<SCRIPT>window.x = "</div>";</SCRIPT ></head><body><div id="root"><h1>Payout</h1></div></body>`;
    expect(stripScripts(html)).toBe(`<head>
</head><body><div id="root"><h1>Payout</h1></div></body>`);
  });

  it('keeps JSON-LD structured data', () => {
    const jsonLd = `<script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(stripScripts(`<head>${jsonLd}<script src="/a.js"></script></head>`)).toBe(`<head>${jsonLd}</head>`);
  });

  it('does not mistake a data-type attribute for the type', () => {
    expect(stripScripts(`<script data-type="application/ld+json" src="/a.js"></script>`)).toBe('');
  });

  it('reads attributes whose values contain ">"', () => {
    expect(stripScripts(`<script data-note="a > b" src="/a.js"></script><p>kept</p>`)).toBe('<p>kept</p>');
  });

  it('removes hints that only serve scripts and keeps the others', () => {
    const kept = [
      '<link rel="stylesheet" href="/static/css/site.css">',
      '<link rel="preload" href="/fonts/inter.woff2" as="font" crossorigin>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ].join('');
    const removed = [
      '<link rel="modulepreload" href="/a.js">',
      "<link rel='preload' as='script' href='/b.js'>",
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />',
    ].join('');
    expect(stripScripts(`${removed}${kept}`)).toBe(kept);
  });
});

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
