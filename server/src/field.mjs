import { createHash, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { Readable } from 'node:stream';
import { fieldBatchSchema, fieldEndpointPath, fieldLimits, fieldRecordsPath, storedRecords } from '@site/field';
import { limitEachClient, refuse } from './clientLimits.mjs';
import { createJsonlFile } from './jsonlFile.mjs';

/**
 * The release id of a build that no release named (`npm start`, a compose step): `build-` and the start of its
 * prerender.json's hash, which changes whenever the app is built again. `releases.json` names these.
 */
export const buildReleaseId = (prerenderText) =>
  `build-${createHash('sha256').update(prerenderText).digest('hex').slice(0, 12)}`;

/** What nginx needs to pass the collector's paths on (deploy/nginx/render.mjs). */
export { fieldEndpointPath, fieldLimits, fieldRecordsPath };

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/**
 * Per client address. A page view sends a batch or two (on leaving, on hiding the tab), so a person browsing
 * sends a few a minute; an office behind one address, a few dozen. A flood is stopped here, in buckets of its
 * own (a beacon flood never uses up the contact form's allowance, nor the reverse).
 */
export const fieldSendLimits = [{ max: 120, timeWindow: 60_000 }];

/**
 * The field records on disk: `<dataDir>/field/field.jsonl`, moved aside as `field-<time>.jsonl` at
 * `maxFileBytes` (createJsonlFile: each batch fsync'd before it is acknowledged). A moved-aside file whose last
 * write is older than `retentionDays` is deleted when the store opens, after each move aside and every hour.
 * `open()` starts that; `close()` stops it once the queued writes are on disk.
 */
export function createFieldStore({ dataDir, maxFileBytes, retentionDays = 30, log }) {
  let timer;
  const prune = async () => {
    const cutoff = Date.now() - retentionDays * dayMs;
    const rotated = (await file.files()).filter((path) => path !== file.file);
    await Promise.all(
      rotated.map(async (path) => {
        const info = await stat(path).catch(() => undefined);
        if (info && info.mtimeMs < cutoff) await rm(path, { force: true });
      }),
    ).catch((error) => log.warn({ err: error }, `field records past retention not deleted: ${error.message}`));
  };
  const file = createJsonlFile({ dataDir: join(dataDir, 'field'), name: 'field', maxFileBytes, afterRotate: prune });
  return {
    file: file.file,
    append: file.append,
    files: file.files,
    prune,
    async open() {
      await prune();
      // A process that only serves should still be able to exit: the hourly sweep keeps nothing alive.
      timer ??= setInterval(prune, hourMs).unref();
    },
    async close() {
      clearInterval(timer);
      timer = undefined;
      await file.drained();
    },
  };
}

/**
 * `since`: an ISO time, or a duration back from `now` (`24h`, `7d`); absent: every record. Undefined when it is
 * neither.
 */
function sinceTime(since, now = Date.now()) {
  if (since === undefined) return 0;
  const duration = /^(\d{1,5})([hd])$/.exec(since);
  if (duration) return now - Number(duration[1]) * (duration[2] === 'h' ? hourMs : dayMs);
  const time = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(since) ? Date.parse(since) : NaN;
  return Number.isFinite(time) ? time : undefined;
}

/** Each stored line received at or after `since` (ms), oldest file first; a file last written before is skipped. */
async function* linesSince(files, since) {
  for (const path of files) {
    const info = await stat(path).catch(() => undefined);
    if (!info || info.mtimeMs < since) continue;
    for await (const line of createInterface({ input: createReadStream(path), crlfDelay: Infinity })) {
      // A line a crash cut short is no record.
      let record;
      try {
        record = JSON.parse(line);
      } catch {
        continue;
      }
      if (Date.parse(record?.receivedAt) >= since) yield `${line}\n`;
    }
  }
}

/** Compares two secrets in a time that does not depend on where they differ (nor on their lengths). */
const sameSecret = (given, expected) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(expected).digest());

/** Where an Ajv error points, as `records/0/message` (or `body` for the batch itself). */
const problemOf = ({ instancePath, message, params }) => ({
  at: instancePath.replace(/^\//, '') || 'body',
  problem: message,
  ...(params?.additionalProperty ? { property: params.additionalProperty } : {}),
});

/**
 * The field collector, a Fastify plugin (needs @fastify/rate-limit registered), on the site's origin and on the
 * outbox's own (`pnpm serve --outbox-only`, which nginx passes these paths to):
 * - `POST /api/field`: one batch (`@site/field`'s `fieldBatchSchema`), as JSON or as the text a beacon sends
 *   (text/plain), at most `fieldLimits.maxBodyBytes` (413); anything else 400 saying what is wrong; past
 *   `limits` 429. Its `storedRecords` are on disk before the 204: nothing about the client is kept (its address
 *   only counts against the rate limit, in memory).
 * - `GET /api/field/records?since=24h`: the stored records since then, as NDJSON, for `Authorization: Bearer
 *   <readToken>` only (401 otherwise); without a `readToken` the endpoint does not exist (404).
 */
export function fieldRoutes({ store, limits = fieldSendLimits, readToken }) {
  return async function fieldPlugin(app) {
    // navigator.sendBeacon sends a string as text/plain (no CORS preflight): here it is read as JSON.
    app.removeContentTypeParser('text/plain');
    app.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: fieldLimits.maxBodyBytes },
      app.getDefaultJsonParser('error', 'error'),
    );
    const limitClient = limitEachClient(
      app,
      limits,
      (seconds) => `Too many field reports from this address: try again in ${seconds} s.`,
    );

    app.post(
      fieldEndpointPath,
      {
        bodyLimit: fieldLimits.maxBodyBytes,
        schema: { body: fieldBatchSchema },
        attachValidation: true,
        // Counted before the body is read: a flood of bad bodies is stopped as cheaply as one of good ones.
        onRequest: limitClient,
      },
      async (request, reply) => {
        if (request.validationError) {
          const problems = (request.validationError.validation ?? []).map(problemOf);
          const [first] = problems;
          const message = first ? `${first.at} ${first.problem}.` : request.validationError.message;
          return refuse(reply, 400, `Not a field batch: ${message}`, { problems });
        }
        await store.append(...storedRecords(request.body, new Date().toISOString()));
        return reply.code(204).header('Cache-Control', 'no-store').send();
      },
    );

    app.get(
      fieldRecordsPath,
      { schema: { querystring: { type: 'object', properties: { since: { type: 'string', maxLength: 40 } } } } },
      async (request, reply) => {
        if (!readToken) return reply.callNotFound();
        reply.header('Cache-Control', 'no-store');
        const [scheme, token] = String(request.headers.authorization ?? '').split(' ');
        if (scheme !== 'Bearer' || !token || !sameSecret(token, readToken)) {
          reply.header('WWW-Authenticate', 'Bearer');
          return refuse(reply, 401, 'The field records need the read token: Authorization: Bearer <FIELD_READ_TOKEN>.');
        }
        const since = sinceTime(request.query.since);
        if (since === undefined) {
          return refuse(reply, 400, 'since must be an ISO time (2025-01-31T00:00:00Z) or a duration (24h, 7d).');
        }
        return reply
          .type('application/x-ndjson; charset=utf-8')
          .send(Readable.from(linesSince(await store.files(), since)));
      },
    );
  };
}
