import { mkdir, open, rename, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { EMAILJS_SEND_PATH, contactProblems } from '@site/contact';

/** A message is at most 5,000 characters of text plus four short fields: far below this. */
export const MAX_BODY_BYTES = 64 * 1024;
/** Per client address: a person sends a few messages; a script is stopped here. */
export const sendLimits = [
  { max: 5, timeWindow: 60_000 },
  { max: 50, timeWindow: 24 * 60 * 60_000 },
];

/** JSON.stringify leaves U+2028 and U+2029 as they are: line breaks to some readers of a .jsonl file. */
const jsonLine = (value) =>
  `${JSON.stringify(value)
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')}\n`;

/**
 * The file of accepted messages, one JSON line each, flushed to disk before the answer. Writes are queued one
 * after another; a write that would take the file past `maxFileBytes` first moves the full file aside
 * (`outbox-<time>.jsonl`), so no line is ever split or lost. `drained()` resolves once every queued write is
 * on disk (graceful shutdown).
 */
export function createOutboxFile({ dataDir, maxFileBytes = 5 * 1024 * 1024 }) {
  const file = join(dataDir, 'outbox.jsonl');
  let size;
  let queue = Promise.resolve();

  const rotate = async () => {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    await rename(file, join(dataDir, `outbox-${stamp}.jsonl`));
    size = 0;
  };

  const write = async (line) => {
    await mkdir(dataDir, { recursive: true });
    size ??= (await stat(file).catch(() => undefined))?.size ?? 0;
    const bytes = Buffer.byteLength(line);
    if (size > 0 && size + bytes > maxFileBytes) await rotate();
    const handle = await open(file, 'a');
    try {
      await handle.appendFile(line, 'utf8');
      await handle.sync();
      size += bytes;
    } finally {
      await handle.close();
    }
  };

  return {
    file,
    append(message) {
      const written = queue.then(() => write(jsonLine(message)));
      queue = written.catch(() => undefined);
      return written;
    },
    drained: () => queue,
  };
}

/** Answers a client error with a JSON body that says what to fix. */
const refuse = (reply, status, message, details = {}) => reply.code(status).send({ error: message, ...details });

/**
 * A stand-in for EmailJS's send endpoint, so that a fresh `npm start` has a working contact form and a
 * self-hosted site can keep its messages (`pnpm serve --outbox-only`): a Fastify plugin (needs
 * @fastify/rate-limit registered). It accepts exactly what the form sends: a JSON body
 * with the service and template ids and the five fields, checked by the form's own rules (`@site/contact`);
 * then appends it to the outbox file and answers `200 OK`, as EmailJS does.
 */
export function outboxRoutes({ outbox, limits = sendLimits }) {
  return async function outboxPlugin(app) {
    // A JSON body only (Fastify's parser for it); anything else is 415.
    app.removeContentTypeParser('text/plain');
    const checks = limits.map((limit) => app.createRateLimit(limit));

    /** Every limit counts each attempt; the longest wait of the exceeded ones is the answer's Retry-After. */
    const limitClient = async (request, reply) => {
      const results = await Promise.all(checks.map((check) => check(request)));
      const exceeded = results.filter((result) => result.isExceeded);
      if (exceeded.length === 0) return;
      const seconds = Math.max(...exceeded.map((result) => result.ttlInSeconds));
      reply.header('Retry-After', String(seconds));
      return refuse(reply, 429, `Too many messages from this address: try again in ${seconds} s.`);
    };

    app.post(EMAILJS_SEND_PATH, { bodyLimit: MAX_BODY_BYTES, preHandler: limitClient }, async (request, reply) => {
      const payload = request.body;
      const params = payload?.template_params;
      for (const field of ['service_id', 'template_id']) {
        if (typeof payload?.[field] !== 'string' || payload[field] === '') {
          return refuse(reply, 400, `${field} must be a non-empty string.`, { field });
        }
      }
      if (typeof params !== 'object' || params === null || Array.isArray(params)) {
        return refuse(reply, 400, 'template_params must be an object.', { field: 'template_params' });
      }
      const problems = contactProblems(params, { serviceBy: 'label' });
      const [field] = Object.keys(problems);
      if (field) return refuse(reply, 400, `template_params.${field} is ${problems[field]}.`, { field, problems });
      await outbox.append({
        receivedAt: new Date().toISOString(),
        serviceId: payload.service_id,
        templateId: payload.template_id,
        name: params.name,
        email: params.email,
        phone: params.phone,
        service: params.service,
        message: params.message,
      });
      return reply.header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send('OK');
    });
  };
}
