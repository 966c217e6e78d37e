import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { brotliDecompressSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { siteRoutes } from '@site/routes';
import { createHtmlCompressor } from '@site/server/htmlCompression';
import { stripScripts } from '@site/server/withoutScripts';
import { nginxBrotliModule } from './support/ports';

/**
 * A new connection delivers 10 segments of 1,460 bytes in its first round trip (TCP's initial window, RFC 6928,
 * which Lighthouse's simulation uses too), then doubles the window each round. A page whose response crosses a
 * round's end waits a whole round trip more for its last bytes: /privacy's LCP rose 24 % when its scripts pushed it
 * 62 bytes past the first round.
 */
const firstRoundBytes = 10 * 1460;
const deliveredWithin = (rounds: number) => firstRoundBytes * (2 ** rounds - 1);
const roundsFor = (bytes: number) => {
  let rounds = 1;
  while (deliveredWithin(rounds) < bytes) rounds += 1;
  return rounds;
};
/** Room left for small edits (a longer origin in the CSP, a word more of copy) before a page crosses its round. */
const spareBytes = 128;

/** The response as a browser receives it on a kept-alive connection: status line, headers and Brotli body. */
function fetchRaw(origin: URL, path: string): Promise<{ headers: string; headerBytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(origin.port), origin.hostname);
    let received = Buffer.alloc(0);
    socket.on('connect', () =>
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: ${origin.host}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate, br, zstd\r\nConnection: keep-alive\r\n\r\n`,
      ),
    );
    socket.on('data', (chunk) => {
      received = Buffer.concat([received, chunk]);
      const headerEnd = received.indexOf('\r\n\r\n');
      if (headerEnd < 0) return;
      const headers = received.subarray(0, headerEnd).toString('latin1');
      const length = Number(/^content-length:\s*(\d+)/im.exec(headers)?.[1]);
      const headerBytes = headerEnd + 4;
      if (!Number.isFinite(length)) {
        socket.destroy();
        reject(new Error(`${path}: no Content-Length`));
      } else if (received.length >= headerBytes + length) {
        socket.destroy();
        resolve({ headers, headerBytes, body: received.subarray(headerBytes, headerBytes + length) });
      }
    });
    socket.on('error', reject);
  });
}

test('every page arrives in the round trips its content needs: its scripts never push it into one more', async ({
  baseURL,
}, testInfo) => {
  test.skip(
    testInfo.project.name === 'nginx' && !existsSync(nginxBrotliModule),
    `no ${nginxBrotliModule}: nginx sends gzip only`,
  );
  const origin = new URL(baseURL ?? '');
  const compressHtml = createHtmlCompressor();
  for (const path of [...siteRoutes.map((route) => route.path), '/no-such-page']) {
    const { headers, headerBytes, body } = await fetchRaw(origin, path);
    expect(headers, `${path}: Brotli`).toMatch(/^content-encoding:\s*br/im);
    const sent = headerBytes + body.length;
    const withoutScripts =
      headerBytes + compressHtml(stripScripts(brotliDecompressSync(body).toString('utf8')), 'br').length;
    const rounds = roundsFor(withoutScripts);
    expect
      .soft(
        sent,
        `${path}: ${sent} bytes (${withoutScripts} without scripts) within round ${rounds}, ${spareBytes} to spare`,
      )
      .toBeLessThanOrEqual(deliveredWithin(rounds) - spareBytes);
  }
});
