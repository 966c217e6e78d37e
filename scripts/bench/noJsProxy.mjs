/**
 * The physical limit of a page: the HTML the server returns for the route, with its scripts removed.
 * A small proxy serves that HTML at the same path and passes every other request (CSS, images, fonts,
 * remotes.json…) to the real shell server, so both variants load the same assets from the same origins.
 */
import { request as httpRequest, createServer } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncodings, createHtmlCompressor, htmlEncodingFor } from '@site/server/htmlCompression';
import { stripScripts } from '@site/server/withoutScripts';

/**
 * @param {import('node:http').IncomingMessage} upstreamResponse
 * @returns {Promise<Buffer>}
 */
async function decodedBody(upstreamResponse) {
  const chunks = [];
  for await (const chunk of upstreamResponse) chunks.push(chunk);
  const body = Buffer.concat(chunks);
  const encoding = upstreamResponse.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(body);
  return encoding === 'gzip' ? gunzipSync(body) : body;
}

/**
 * Answers with the stripped HTML, compressed exactly like the real server compresses HTML.
 * @param {import('node:http').IncomingMessage} clientRequest
 * @param {import('node:http').ServerResponse} clientResponse
 * @param {import('node:http').IncomingMessage} upstreamResponse
 * @param {ReturnType<typeof createHtmlCompressor>} compressHtml
 */
async function sendStrippedHtml(clientRequest, clientResponse, upstreamResponse, compressHtml) {
  const html = stripScripts((await decodedBody(upstreamResponse)).toString('utf8'));
  const encoding = htmlEncodingFor(acceptedEncodings(clientRequest.headers['accept-encoding']));
  const body = compressHtml(html, encoding);
  const headers = { ...upstreamResponse.headers, 'content-length': String(body.length) };
  delete headers['transfer-encoding'];
  if (encoding) headers['content-encoding'] = encoding;
  else delete headers['content-encoding'];
  clientResponse.writeHead(upstreamResponse.statusCode ?? 502, headers);
  clientResponse.end(clientRequest.method === 'HEAD' ? undefined : body);
}

/**
 * @param {{ port: number, upstreamPort: number, host?: string }} options port 0 picks a free one
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startNoJsProxy({ port, upstreamPort, host = 'localhost' }) {
  const compressHtml = createHtmlCompressor();
  const server = createServer((clientRequest, clientResponse) => {
    const upstream = httpRequest(
      {
        host,
        port: upstreamPort,
        method: clientRequest.method,
        path: clientRequest.url,
        headers: { ...clientRequest.headers, host: `${host}:${upstreamPort}` },
      },
      (upstreamResponse) => {
        if (String(upstreamResponse.headers['content-type'] ?? '').startsWith('text/html')) {
          sendStrippedHtml(clientRequest, clientResponse, upstreamResponse, compressHtml).catch((error) =>
            clientResponse.destroy(error),
          );
          return;
        }
        clientResponse.writeHead(upstreamResponse.statusCode ?? 502, upstreamResponse.headers);
        upstreamResponse.pipe(clientResponse);
      },
    );
    upstream.on('error', () => {
      if (!clientResponse.headersSent) clientResponse.writeHead(502);
      clientResponse.end();
    });
    clientRequest.pipe(upstream);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => resolve(undefined));
  });
  const address = server.address();
  const listeningPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host}:${listeningPort}`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
