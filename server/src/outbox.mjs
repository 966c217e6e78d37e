import { mkdir, open } from 'node:fs/promises';
import { join } from 'node:path';

/** The EmailJS REST path that `@emailjs/browser` posts to, relative to its configured origin. */
export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';
const MAX_BODY_BYTES = 64 * 1024;
const FIELDS = ['name', 'email', 'phone', 'service', 'message'];

function readBody(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    request.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Payload too large'), { status: 413 }));
        request.destroy();
      } else chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/**
 * A local stand-in for EmailJS's send endpoint, so that a fresh `npm start` has a working contact form.
 * Each accepted message is appended as one JSON line to `<dataDir>/outbox.jsonl` and flushed to disk
 * before the answer `200 OK`, exactly the answer EmailJS gives.
 */
export function createOutbox({ dataDir }) {
  const file = join(dataDir, 'outbox.jsonl');
  let queue = Promise.resolve();

  const append = (line) => {
    const write = queue.then(async () => {
      await mkdir(dataDir, { recursive: true });
      const handle = await open(file, 'a');
      try {
        await handle.appendFile(`${line}\n`, 'utf8');
        await handle.sync();
      } finally {
        await handle.close();
      }
    });
    queue = write.catch(() => undefined);
    return write;
  };

  const handler = async (request, response, url) => {
    if (url.pathname !== EMAILJS_SEND_PATH) return false;
    const corsHeaders = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'Content-Type',
    };
    if (request.method === 'OPTIONS') {
      response.writeHead(204, corsHeaders);
      response.end();
      return true;
    }
    const reply = (status, text) => {
      response.writeHead(status, {
        ...corsHeaders,
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
      });
      response.end(text);
    };
    if (request.method !== 'POST') {
      reply(405, 'Method Not Allowed');
      return true;
    }
    try {
      const payload = JSON.parse(await readBody(request));
      const params = payload?.template_params;
      if (
        typeof payload?.service_id !== 'string' ||
        typeof payload?.template_id !== 'string' ||
        typeof params !== 'object' ||
        params === null
      ) {
        reply(400, 'The service ID, template ID and template parameters are required.');
        return true;
      }
      const message = Object.fromEntries(FIELDS.map((field) => [field, String(params[field] ?? '')]));
      await append(
        JSON.stringify({
          receivedAt: new Date().toISOString(),
          serviceId: payload.service_id,
          templateId: payload.template_id,
          ...message,
        }),
      );
      reply(200, 'OK');
    } catch (error) {
      const status = error?.status ?? (error instanceof SyntaxError ? 400 : 500);
      if (status === 500) console.error('[outbox] could not store a message:', error);
      reply(status, status === 500 ? 'The message could not be stored.' : 'Bad Request');
    }
    return true;
  };

  return { file, handler };
}
