import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutbox, EMAILJS_SEND_PATH } from './outbox.mjs';
import { cacheControlFor } from './staticSite.mjs';

let dataDir;
let server;
let base;

beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'outbox-'));
  const outbox = createOutbox({ dataDir });
  server = createServer(async (request, response) => {
    const handled = await outbox.handler(request, response, new URL(request.url, 'http://localhost'));
    if (!handled) response.writeHead(404).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${server.address().port}`;
});

afterEach(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});

const message = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+919876543210',
  service: 'Fintech Solutions',
  message: 'Payout API pricing, please.',
};
const send = (body) =>
  fetch(`${base}${EMAILJS_SEND_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('local outbox', () => {
  it('answers 200 OK and appends one JSON line per message with all five fields', async () => {
    const first = await send({
      service_id: 'local_outbox',
      template_id: 'contact_form',
      user_id: 'k',
      template_params: message,
    });
    expect(first.status).toBe(200);
    expect(await first.text()).toBe('OK');
    await send({
      service_id: 'local_outbox',
      template_id: 'contact_form',
      template_params: { ...message, name: 'Second' },
    });
    const lines = (await readFile(join(dataDir, 'outbox.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({ ...message, serviceId: 'local_outbox', templateId: 'contact_form' });
    expect(lines[1].name).toBe('Second');
  });

  it('rejects a request without ids or parameters and stores nothing', async () => {
    expect((await send({ template_params: message })).status).toBe(400);
    const response = await fetch(`${base}${EMAILJS_SEND_PATH}`, { method: 'POST', body: '{not json' });
    expect(response.status).toBe(400);
    await expect(readFile(join(dataDir, 'outbox.jsonl'), 'utf8')).rejects.toThrow();
  });

  it('answers the browser preflight', async () => {
    const response = await fetch(`${base}${EMAILJS_SEND_PATH}`, { method: 'OPTIONS' });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });
});

describe('cache rules', () => {
  it('makes hashed assets immutable and revalidates everything that names them', () => {
    expect(cacheControlFor('/static/js/index.1a2b3c.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['/index.html', '/remotes.json', '/mf-manifest.json', '/remoteEntry.js']) {
      expect(cacheControlFor(path)).toBe('no-cache');
    }
  });
});
