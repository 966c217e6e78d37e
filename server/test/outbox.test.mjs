import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAILJS_SEND_PATH } from '@site/contact';
import { startFixtureOutbox, startFixtureSite } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * The contact outbox, on the site's origin (`npm start`) and alone (`pnpm serve --outbox-only`, behind nginx or
 * on an origin of its own): what the form sends is accepted, and nothing else, at a bounded rate.
 */
let site;
afterEach(() => site?.stop());

const message = {
  name: 'Asha Rao',
  email: 'asha@example.in',
  phone: '+91 98765 43210',
  service: 'Fintech Solutions',
  message: 'Payout API pricing, please.',
};
const payload = (params = message) => ({
  lib_version: '4.4.1',
  user_id: 'local-outbox-key',
  service_id: 'local_outbox',
  template_id: 'contact_form',
  template_params: params,
});

const post = (body, headers = {}) =>
  site.request({
    method: 'POST',
    path: EMAILJS_SEND_PATH,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });

const storedLines = async () => {
  const dataDir = join(site.root, '.data');
  const files = (await readdir(dataDir).catch(() => [])).filter((file) => file.endsWith('.jsonl')).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(dataDir, file), 'utf8')));
  return texts.flatMap((text) => text.split('\n').filter(Boolean));
};

const servers = {
  "on the site's origin": { start: startFixtureSite, stillServing: '/' },
  alone: { start: startFixtureOutbox, stillServing: '/healthz' },
};

describe.each(Object.entries(servers))('the contact outbox %s', (_, { start, stillServing }) => {
  const expectStillServing = async () => expect((await site.request({ path: stillServing })).status).toBe(200);

  it('stores a message as the form sends it, as one JSON line, and answers 200 OK', async () => {
    site = await start();
    const response = await post(payload());
    expect(response.status).toBe(200);
    expect(response.body.toString()).toBe('OK');
    const [line] = await storedLines();
    expect(JSON.parse(line)).toMatchObject({ serviceId: 'local_outbox', templateId: 'contact_form', ...message });
    expect(site.logs.filter((entry) => entry.level >= 40)).toEqual([]);
  });

  it('refuses what the form would refuse, naming the field, and stores nothing', async () => {
    site = await start({ sendLimits: [{ max: 100, timeWindow: 60_000 }] });
    const cases = [
      [{ ...payload(), template_params: {} }, 'name'],
      [payload({ ...message, name: '   ' }), 'name'],
      [payload({ ...message, email: 'asha@' }), 'email'],
      [payload({ ...message, email: { toString: 'x' } }), 'email'],
      [payload({ ...message, phone: '12345' }), 'phone'],
      [payload({ ...message, phone: ['+919876543210'] }), 'phone'],
      [payload({ ...message, service: 'fintech-solutions' }), 'service'],
      [payload({ ...message, service: 'Crypto' }), 'service'],
      [payload({ ...message, message: 'x'.repeat(5001) }), 'message'],
      [payload({ ...message, message: 42 }), 'message'],
      [{ ...payload(), template_params: [] }, 'template_params'],
      [{ ...payload(), service_id: 7 }, 'service_id'],
      [{ template_params: message }, 'service_id'],
    ];
    for (const [body, field] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body).slice(0, 120)).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      expect(JSON.parse(response.body.toString()).field).toBe(field);
    }
    expect((await post(payload({ ...message, message: 'x'.repeat(5000) }))).status).toBe(200);
    expect(await storedLines()).toHaveLength(1);
    await expectStillServing();
  });

  it('requires a JSON body: other types 415, broken JSON 400, over 64 kB 413', async () => {
    site = await start({ sendLimits: [{ max: 100, timeWindow: 60_000 }] });
    expect((await post('name=Asha', { 'Content-Type': 'application/x-www-form-urlencoded' })).status).toBe(415);
    expect((await post('hello', { 'Content-Type': 'text/plain' })).status).toBe(415);
    expect((await post('{"service_id":')).status).toBe(400);
    expect((await post('')).status).toBe(400);
    const tooLarge = await post(payload({ ...message, message: 'x'.repeat(70_000) }));
    expect(tooLarge.status).toBe(413);
    expect(await storedLines()).toEqual([]);
    await expectStillServing();
  });

  it('limits each client: 429 with Retry-After past the limit, the site still serving', async () => {
    site = await start();
    const statuses = [];
    let limited;
    for (let index = 0; index < 7; index += 1) {
      const response = await post(payload({ ...message, message: `Message ${index}` }));
      statuses.push(response.status);
      if (response.status === 429) limited = response;
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(await storedLines()).toHaveLength(5);
    await expectStillServing();
  });

  it('trusts X-Forwarded-For only from a configured proxy', async () => {
    site = await start({ sendLimits: [{ max: 1, timeWindow: 60_000 }] });
    const from = (address) => post(payload(), { 'X-Forwarded-For': address });
    expect((await from('203.0.113.1')).status).toBe(200);
    // Not a trusted proxy: the header is ignored, so this is the same client (the socket's address).
    expect((await from('203.0.113.2')).status).toBe(429);
    await site.stop();

    site = await start({ sendLimits: [{ max: 1, timeWindow: 60_000 }], trustProxy: '127.0.0.1' });
    expect((await from('203.0.113.1')).status).toBe(200);
    expect((await from('203.0.113.2')).status).toBe(200);
    expect((await from('203.0.113.1')).status).toBe(429);
  });

  it('rotates its file by size with nothing lost: every accepted message is one parseable line', async () => {
    site = await start({ outboxMaxBytes: 2_000, sendLimits: [{ max: 1000, timeWindow: 60_000 }] });
    const texts = Array.from({ length: 40 }, (_, index) => `Message ${index} \u2028 with a line separator \u2029.`);
    const responses = await Promise.all(texts.map((text) => post(payload({ ...message, message: text }))));
    expect(responses.map((response) => response.status)).toEqual(texts.map(() => 200));
    const lines = await storedLines();
    expect(lines).toHaveLength(texts.length);
    expect(lines.every((line) => !/[\u2028\u2029]/.test(line))).toBe(true);
    expect(new Set(lines.map((line) => JSON.parse(line).message))).toEqual(new Set(texts));
    const files = (await readdir(join(site.root, '.data'))).filter((file) => file.endsWith('.jsonl'));
    expect(files.length).toBeGreaterThan(1);
    for (const file of files) {
      expect((await readFile(join(site.root, '.data', file))).length).toBeLessThanOrEqual(2_000);
    }
  });

  it('an upload the client aborts leaves no error in the log and nothing stored', async () => {
    site = await start();
    const logged = site.logs.length;
    await new Promise((resolve) => {
      const request = httpRequest({
        host: '127.0.0.1',
        port: site.outboxPort,
        method: 'POST',
        path: EMAILJS_SEND_PATH,
        headers: { 'Content-Type': 'application/json', 'Content-Length': 50_000 },
      });
      request.on('error', resolve);
      request.write('{"service_id":"local_outbox",', () => setTimeout(() => request.destroy(), 50));
      request.on('close', resolve);
    });
    await expectStillServing();
    expect(site.logs.slice(logged).filter((line) => line.level >= 50)).toEqual([]);
    expect(site.logs.slice(logged).some((line) => line.err?.stack)).toBe(false);
    expect(await storedLines()).toEqual([]);
  });

  it('finishes a message in flight when the server stops', async () => {
    site = await start();
    const body = JSON.stringify(payload({ ...message, message: 'Sent while the server stops' }));
    const connected = new Promise((resolve) => site.server.origins[0].app.server.once('connection', resolve));
    let answer;
    const request = httpRequest({
      host: '127.0.0.1',
      port: site.outboxPort,
      method: 'POST',
      path: EMAILJS_SEND_PATH,
      headers: { Host: 'localhost', 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
    });
    const answered = new Promise((resolve, reject) => {
      request.on('response', (response) => {
        response.resume();
        response.on('end', () => resolve((answer = response.statusCode)));
      });
      request.on('error', reject);
    });
    // Half the body now: the request is in flight when the server is told to stop.
    request.write(body.slice(0, 40));
    await connected;
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closing = site.server.close();
    request.end(body.slice(40));
    await answered;
    await closing;
    expect(answer).toBe(200);
    expect((await storedLines()).map((line) => JSON.parse(line).message)).toEqual(['Sent while the server stops']);
  });
});

describe('the contact outbox alone', () => {
  const siteOrigin = 'https://www.example.in';
  const preflight = () =>
    site.request({
      method: 'OPTIONS',
      path: EMAILJS_SEND_PATH,
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });

  it('answers only the send path and /healthz', async () => {
    site = await startFixtureOutbox();
    const health = await site.request({ path: '/healthz' });
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body.toString())).toEqual({ status: 'ok' });
    for (const path of ['/', '/contact', '/index.html', EMAILJS_SEND_PATH]) {
      const response = await site.request({ path });
      expect(response.status, path).toBe(404);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    expect((await site.request({ path: '/%zz' })).status).toBe(400);
  });

  it("on an origin of its own, lets the site's pages post to it (CORS), and no other origin", async () => {
    site = await startFixtureOutbox({ allowOrigin: siteOrigin });
    const asked = await preflight();
    expect(asked.status).toBe(204);
    expect(asked.headers).toMatchObject({
      'access-control-allow-origin': siteOrigin,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
    });
    const sent = await post(payload(), { Origin: siteOrigin });
    expect(sent.status).toBe(200);
    expect(sent.headers['access-control-allow-origin']).toBe(siteOrigin);
    await site.stop();

    // Behind the site's nginx it is the site's own origin: nothing to allow.
    site = await startFixtureOutbox();
    expect((await preflight()).status).toBe(404);
    expect((await post(payload())).headers['access-control-allow-origin']).toBeUndefined();
  });
});
