import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EMAILJS_SEND_PATH } from '@site/contact';
import { fieldEndpointPath, fieldLimits, fieldRecordsPath, storedRecords } from '@site/field';
import { createFieldStore } from '../src/field.mjs';
import { fixtureFiles, rawRequest, startFixtureOutbox, startFixtureSite } from './fixtureSite.mjs';

// Each test starts servers and waits on the disk: generous on a loaded machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 30_000 });

/**
 * The field collector, on the site's origin (`npm start`, `pnpm serve --target`) and alone (`pnpm serve
 * --outbox-only`, behind nginx or on an origin of its own): each batch a page reports is checked against the
 * contract (`@site/field`), kept on disk before it is acknowledged, and nothing else disturbs the site or the
 * contact form.
 */
let site;
afterEach(() => site?.stop());

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dayMs = 24 * 60 * 60_000;

const batch = (overrides = {}) => ({
  v: 1,
  view: 'view-0123456789',
  releases: { shell: 'build-aaaaaaaaaaaa', payments: 'build-bbbbbbbbbbbb' },
  records: [
    { kind: 'pageview', path: '/payout', owner: 'payments', app: 'payments', at: 12, navigation: 'load' },
    {
      kind: 'vital',
      path: '/payout',
      owner: 'payments',
      app: 'payments',
      at: 900,
      name: 'INP',
      value: 320,
      rating: 'poor',
      id: 'v5-1700000000000-1',
      element: 'button#estimate',
      fragment: 'payments',
      phases: { inputDelay: 10, processingDuration: 290, presentationDelay: 20 },
    },
    {
      kind: 'error',
      path: '/payout',
      owner: 'payments',
      app: 'payments',
      at: 950,
      type: 'error',
      message: 'Estimator failed',
      source: 'https://payments.static.example.in/static/js/a.1.js',
      line: 1,
      column: 200,
    },
  ],
  ...overrides,
});
const message = {
  lib_version: '4.4.1',
  user_id: 'local-outbox-key',
  service_id: 'local_outbox',
  template_id: 'contact_form',
  template_params: {
    name: 'Asha Rao',
    email: 'asha@example.in',
    phone: '+91 98765 43210',
    service: 'Fintech Solutions',
    message: 'Payout API pricing, please.',
  },
};

const postTo = (path, body, headers = {}) =>
  site.request({
    method: 'POST',
    path,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  });
const report = (body, headers) => postTo(fieldEndpointPath, body, headers);
const json = (response) => JSON.parse(response.body.toString('utf8'));

const fieldDir = () => join(site.root, '.data', 'field');
const storedLines = async () => {
  const files = (await readdir(fieldDir()).catch(() => [])).filter((file) => file.endsWith('.jsonl')).sort();
  const texts = await Promise.all(files.map((file) => readFile(join(fieldDir(), file), 'utf8')));
  return texts.flatMap((text) => text.split('\n').filter(Boolean));
};

const servers = {
  "on the site's origin": { start: startFixtureSite, stillServing: '/' },
  alone: { start: startFixtureOutbox, stillServing: '/healthz' },
};

describe.each(Object.entries(servers))('the field collector %s', (_, { start, stillServing }) => {
  const expectStillServing = async () => expect((await site.request({ path: stillServing })).status).toBe(200);
  const expectContactFormWorks = async (headers) =>
    expect((await postTo(EMAILJS_SEND_PATH, message, headers)).status).toBe(200);

  it('stores a batch, as JSON or as the text a beacon sends, as the contract says, and nothing about the client', async () => {
    site = await start();
    const client = {
      'User-Agent': 'Mozilla/5.0 (Linux; Android 14) Probe/1.0',
      Cookie: 'session=secret-cookie',
      'X-Forwarded-For': '203.0.113.77',
    };
    const sent = await report(batch(), client);
    expect(sent.status).toBe(204);
    expect(sent.headers['cache-control']).toBe('no-store');
    const beacon = batch({ view: 'view-beacon-1', preview: { app: 'payments', release: 'r-2' } });
    expect(
      (await report(JSON.stringify(beacon), { ...client, 'Content-Type': 'text/plain;charset=UTF-8' })).status,
    ).toBe(204);

    const lines = await storedLines();
    expect(lines).toHaveLength(6);
    const stored = lines.map((line) => JSON.parse(line));
    const { receivedAt } = stored[0];
    expect(Date.now() - Date.parse(receivedAt)).toBeLessThan(10_000);
    expect(stored.slice(0, 3)).toEqual(storedRecords(batch(), receivedAt));
    expect(stored.slice(3)).toEqual(storedRecords(beacon, stored[3].receivedAt));
    expect(stored[3]).toMatchObject({ side: 'preview', release: 'r-2', previewOf: { app: 'payments' } });
    const text = lines.join('\n');
    for (const clientData of ['127.0.0.1', '203.0.113.77', 'Probe/1.0', 'secret-cookie']) {
      expect(text).not.toContain(clientData);
    }
    // Nor is the address written beside the report in the server's log.
    const reportLines = site.logs.filter((entry) => entry.url === fieldEndpointPath);
    expect(reportLines).toHaveLength(2);
    expect(reportLines.map((entry) => entry.client)).toEqual([undefined, undefined]);
    expect(site.logs.filter((entry) => entry.level >= 40)).toEqual([]);
  });

  it('answers malformed JSON and other types with a clear 4xx, and stores nothing', async () => {
    site = await start();
    for (const [body, type, status] of [
      ['{"v":1,', 'application/json', 400],
      ['{"v":1,', 'text/plain', 400],
      ['', 'application/json', 400],
      ['', 'text/plain', 400],
      ['v=1', 'application/x-www-form-urlencoded', 415],
    ]) {
      const response = await report(body, { 'Content-Type': type });
      expect(response.status, `${type} ${body}`).toBe(status);
      expect(json(response).error).toEqual(expect.any(String));
      expect(response.body.toString()).not.toMatch(/\bat .*\.m?js:\d+/);
    }
    expect(await storedLines()).toEqual([]);
    await expectStillServing();
  });

  it('refuses what the schema does not allow, saying where, and stores nothing', async () => {
    site = await start();
    const [pageview, vital, error] = batch().records;
    const cases = [
      [batch({ extra: 1 }), 'body', 'extra'],
      [batch({ records: [{ ...pageview, ip: '203.0.113.1' }] }), 'records/0', 'ip'],
      [batch({ records: [{ ...error, message: 'x'.repeat(fieldLimits.maxMessageChars + 1) }] }), 'records/0/message'],
      [batch({ records: Array.from({ length: fieldLimits.maxRecordsPerBatch + 1 }, () => pageview) }), 'records'],
      [batch({ records: [] }), 'records'],
      [batch({ v: 2 }), 'v'],
      [batch({ view: 'a b' }), 'view'],
      [batch({ records: [{ ...vital, at: '900' }] }), 'records/0/at'],
      [batch({ records: [{ ...vital, name: 'FID' }] }), 'records/0/name'],
      [batch({ records: [{ ...error, message: undefined }] }), 'records/0'],
      [batch({ records: [{ ...pageview, path: 'https://evil.example/' }] }), 'records/0/path'],
      [batch({ releases: { 'Not An App': 'x' } }), 'releases'],
    ];
    for (const [body, at, property] of cases) {
      const response = await report(body);
      const label = JSON.stringify(body).slice(0, 160);
      expect(response.status, label).toBe(400);
      expect(response.headers['content-type']).toContain('application/json');
      const answer = json(response);
      expect(answer.error, label).toMatch(/^Not a field batch: /);
      expect(answer.problems[0].at, label).toBe(at);
      if (property) expect(answer.problems[0].property, label).toBe(property);
    }
    expect(await storedLines()).toEqual([]);
    await expectStillServing();
  });

  it(`refuses a body over ${fieldLimits.maxBodyBytes / 1024} kB with 413`, async () => {
    site = await start();
    const records = Array.from({ length: 20 }, () => ({
      ...batch().records[2],
      stack: 'x'.repeat(fieldLimits.maxStackChars),
    }));
    const body = JSON.stringify(batch({ records }));
    expect(Buffer.byteLength(body)).toBeGreaterThan(fieldLimits.maxBodyBytes);
    expect((await report(body)).status).toBe(413);
    expect((await report(body, { 'Content-Type': 'text/plain' })).status).toBe(413);
    expect(await storedLines()).toEqual([]);
    await expectStillServing();
  });

  it('stops a flood from one client with 429 and Retry-After, while another client and the contact form keep working', async () => {
    site = await start({ trustProxy: '127.0.0.1', fieldLimits: [{ max: 5, timeWindow: 60_000 }] });
    const flooder = { 'X-Forwarded-For': '203.0.113.1' };
    const statuses = [];
    let limited;
    for (let index = 0; index < 30; index += 1) {
      // Good batches and bad ones count alike.
      const response = await report(index % 2 ? batch() : '{"broken', flooder);
      statuses.push(response.status);
      if (response.status === 429) limited = response;
      // The flooder's own contact message still goes through: the buckets are apart.
      if (index === 20) await expectContactFormWorks(flooder);
    }
    expect(statuses.slice(0, 5)).toEqual([400, 204, 400, 204, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(json(limited).error).toMatch(/Too many field reports/);
    expect((await report(batch(), { 'X-Forwarded-For': '203.0.113.2' })).status).toBe(204);
    await expectContactFormWorks({ 'X-Forwarded-For': '203.0.113.2' });
    expect(await storedLines()).toHaveLength(2 * 3 + 3);
    await expectStillServing();
  });

  it('a client out of contact-form sends still reports from the field', async () => {
    site = await start({ sendLimits: [{ max: 1, timeWindow: 60_000 }] });
    await expectContactFormWorks();
    expect((await postTo(EMAILJS_SEND_PATH, message)).status).toBe(429);
    expect((await report(batch())).status).toBe(204);
  });

  it('cuts off a client that dribbles its request (slow loris) while another is answered', async () => {
    const timeouts = { requestTimeout: 1_000, headersTimeout: 1_000, checkEveryMs: 100, connectionTimeout: 0 };
    site = await start({ timeouts });
    const port = site.outboxPort;
    const slow = (head, dribble) =>
      new Promise((resolvePromise) => {
        const started = performance.now();
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        socket.on('data', (chunk) => (answer += chunk.toString()));
        socket.on('error', () => undefined);
        socket.write(head);
        const timer = setInterval(() => socket.writable && socket.write(dribble), 100);
        socket.on('close', () => {
          clearInterval(timer);
          resolvePromise({ answer, ms: performance.now() - started });
        });
      });
    const body = slow(
      `POST ${fieldEndpointPath} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{`,
      ' ',
    );
    const headers = slow(`POST ${fieldEndpointPath} HTTP/1.1\r\n`, 'X-Slow: 1\r\n');
    // Served meanwhile.
    expect((await report(batch())).status).toBe(204);
    await expectStillServing();
    for (const cutOff of await Promise.all([body, headers])) {
      expect(cutOff.ms).toBeLessThan(5_000);
      expect(cutOff.answer === '' || cutOff.answer.startsWith('HTTP/1.1 408')).toBe(true);
    }
    expect(await storedLines()).toHaveLength(3);
  });

  it('answers hostile bodies with a 4xx, never a 500, and logs no error', async () => {
    site = await start({ fieldLimits: [{ max: 1000, timeWindow: 60_000 }] });
    const logged = site.logs.length;
    const deep = `${'['.repeat(10_000)}${']'.repeat(10_000)}`;
    const bodies = [
      'null',
      '[]',
      '"text"',
      '1e999',
      'true',
      deep,
      '{"__proto__":{"polluted":1},"v":1}',
      '{"constructor":{"prototype":{"polluted":1}}}',
      JSON.stringify(batch({ records: [null] })),
      JSON.stringify(batch({ records: { 0: batch().records[0] } })),
      JSON.stringify(batch({ records: [{ ...batch().records[0], at: -1 }] })),
      JSON.stringify(batch({ records: [{ ...batch().records[0], at: 1e308 }] })),
      JSON.stringify(batch({ releases: [] })),
      JSON.stringify(batch({ preview: { app: 'payments', release: 'r', secret: 'x' } })),
      Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
    ];
    for (const body of bodies) {
      for (const type of ['application/json', 'text/plain']) {
        const response = await report(body, { 'Content-Type': type });
        expect(response.status, `${type} ${String(body).slice(0, 60)}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${type} ${String(body).slice(0, 60)}`).toBeLessThan(500);
      }
    }
    expect({}.polluted).toBeUndefined();
    expect(site.logs.slice(logged).filter((line) => line.level >= 50)).toEqual([]);
    expect(await storedLines()).toEqual([]);
    await expectStillServing();
  });

  it('reads the stored records back only with the read token, since a time', async () => {
    site = await start();
    const read = (query = '', authorization) =>
      site.request({
        path: `${fieldRecordsPath}${query}`,
        headers: authorization ? { Authorization: authorization } : {},
      });
    // No token configured: the endpoint does not exist.
    expect((await read('', 'Bearer anything')).status).toBe(404);
    await site.stop();

    const token = 'field-read-token-0123456789';
    site = await start({ fieldReadToken: token, fieldMaxBytes: 1_500 });
    for (let index = 0; index < 4; index += 1) {
      expect((await report(batch({ view: `view-number-${index}` }))).status).toBe(204);
    }
    // A file moved aside long ago, holding a record received then.
    const old = { receivedAt: '2020-01-01T00:00:00.000Z', view: 'view-of-2020', kind: 'pageview' };
    const oldFile = join(fieldDir(), 'field-2020-01-01T00-00-00-000Z.jsonl');
    await writeFile(oldFile, `${JSON.stringify(old)}\n`);
    await utimes(oldFile, new Date('2020-01-01'), new Date('2020-01-01'));
    expect((await readdir(fieldDir())).length).toBeGreaterThan(2);

    for (const authorization of [undefined, 'Bearer wrong', `Basic ${token}`, `Bearer ${token}x`, 'Bearer']) {
      const refused = await read('', authorization);
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers['www-authenticate']).toBe('Bearer');
      // As every error of the origin: never kept.
      expect(refused.headers['cache-control']).toBe('no-cache');
      expect(refused.body.toString()).not.toContain('view-number');
    }

    const views = (response) =>
      response.body
        .toString('utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line).view);
    const all = await read('', `Bearer ${token}`);
    expect(all.status).toBe(200);
    expect(all.headers['content-type']).toContain('application/x-ndjson');
    expect(all.headers['cache-control']).toBe('no-store');
    const everyView = ['view-of-2020', ...[0, 1, 2, 3].flatMap((index) => Array(3).fill(`view-number-${index}`))];
    expect(views(all)).toEqual(everyView);
    expect(views(await read('?since=24h', `Bearer ${token}`))).toEqual(everyView.slice(1));
    expect(views(await read('?since=7d', `Bearer ${token}`))).toEqual(everyView.slice(1));
    expect(views(await read('?since=2019-12-31T00:00:00Z', `Bearer ${token}`))).toEqual(everyView);
    const future = new Date(Date.now() + dayMs).toISOString();
    expect(views(await read(`?since=${future}`, `Bearer ${token}`))).toEqual([]);
    for (const since of ['yesterday', '24x', '2020-13-45', '']) {
      expect((await read(`?since=${since}`, `Bearer ${token}`)).status, since).toBe(400);
    }
  });
});

describe('the field collector alone', () => {
  it("on an origin of its own, lets the site's pages post to it (CORS)", async () => {
    const siteOrigin = 'https://www.example.in';
    site = await startFixtureOutbox({ allowOrigin: siteOrigin });
    const asked = await site.request({
      method: 'OPTIONS',
      path: fieldEndpointPath,
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type',
      },
    });
    expect(asked.status).toBe(204);
    expect(asked.headers).toMatchObject({
      'access-control-allow-origin': siteOrigin,
      'access-control-allow-methods': 'POST',
      'access-control-allow-headers': 'Content-Type',
    });
    const sent = await report(JSON.stringify(batch()), { Origin: siteOrigin, 'Content-Type': 'text/plain' });
    expect(sent.status).toBe(204);
    expect(sent.headers['access-control-allow-origin']).toBe(siteOrigin);
  });

  it('loses no acknowledged record when the process is killed (SIGKILL)', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'field-kill-'));
    const child = spawn(process.execPath, [join(repo, 'server/src/cli.mjs'), '--outbox-only'], {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      const port = await new Promise((resolvePort, reject) => {
        let output = '';
        child.stdout.on('data', (chunk) => {
          output += chunk;
          const found = /outbox\s+http:\/\/localhost:(\d+)/.exec(output);
          if (found) resolvePort(Number(found[1]));
        });
        child.on('exit', (code) => reject(new Error(`the collector exited (${code}): ${output}`)));
      });
      site = { request: (options) => rawRequest({ port, ...options }), stop: async () => undefined };
      const views = Array.from({ length: 40 }, (_, index) => `view-killed-${index}`);
      const answers = await Promise.all(views.map((view) => report(batch({ view }))));
      expect(answers.map((answer) => answer.status)).toEqual(views.map(() => 204));
      const exited = new Promise((resolveExit) => child.once('exit', (code, signal) => resolveExit(signal)));
      child.kill('SIGKILL');
      expect(await exited).toBe('SIGKILL');
      const lines = (await readFile(join(dataDir, 'field', 'field.jsonl'), 'utf8')).split('\n').filter(Boolean);
      const stored = lines.map((line) => JSON.parse(line));
      expect(stored).toHaveLength(views.length * 3);
      expect(new Set(stored.map((record) => record.view))).toEqual(new Set(views));
    } finally {
      child.kill('SIGKILL');
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('retention of the field records', () => {
  const silent = pino({ level: 'silent' });
  let root;
  afterEach(() => rm(root, { recursive: true, force: true }));

  const setUp = async (names) => {
    root = await mkdtemp(join(tmpdir(), 'field-retention-'));
    await mkdir(join(root, 'field'), { recursive: true });
    for (const [name, ageDays] of names) {
      const file = join(root, 'field', name);
      await writeFile(file, '{"receivedAt":"2020-01-01T00:00:00.000Z"}\n');
      const time = new Date(Date.now() - ageDays * dayMs);
      await utimes(file, time, time);
    }
  };
  const left = async () => (await readdir(join(root, 'field'))).sort();

  it('deletes only moved-aside files older than the setting, at start and after each move aside', async () => {
    await setUp([
      ['field-2020-01-01T00-00-00-000Z.jsonl', 40],
      ['field-2020-02-01T00-00-00-000Z.jsonl', 29],
      ['field.jsonl', 1],
      ['notes.txt', 400],
    ]);
    const store = createFieldStore({ dataDir: root, retentionDays: 30, maxFileBytes: 200, log: silent });
    await store.open();
    expect(await left()).toEqual(['field-2020-02-01T00-00-00-000Z.jsonl', 'field.jsonl', 'notes.txt']);

    const aged = new Date(Date.now() - 31 * dayMs);
    await utimes(join(root, 'field', 'field-2020-02-01T00-00-00-000Z.jsonl'), aged, aged);
    await store.append({ receivedAt: new Date().toISOString(), note: 'x'.repeat(200) });
    const now = await left();
    expect(now).not.toContain('field-2020-02-01T00-00-00-000Z.jsonl');
    expect(now.filter((name) => /^field-\d{4}-.*\.jsonl$/.test(name))).toHaveLength(1);
    expect(now).toContain('field.jsonl');
    await store.close();
  });
});

describe('/releases.json', () => {
  const releaseId = (text) => `build-${createHash('sha256').update(text).digest('hex').slice(0, 12)}`;

  it('names the release id of each build the composing server serves, and follows a rebuild', async () => {
    site = await startFixtureSite();
    const get = () => site.request({ path: '/releases.json', headers: { 'Accept-Encoding': 'identity' } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(first)).toEqual({
      shell: releaseId(fixtureFiles['shell/dist/prerender.json']),
      agency: releaseId(fixtureFiles['mfe-agency/dist/prerender.json']),
      payments: releaseId(fixtureFiles['mfe-payments/dist/prerender.json']),
      legal: releaseId(fixtureFiles['mfe-legal/dist/prerender.json']),
    });

    const rebuilt = JSON.parse(fixtureFiles['mfe-payments/dist/prerender.json']);
    rebuilt.pages['/payout'].body = '<h1>Payouts, rebuilt</h1>';
    const text = JSON.stringify(rebuilt);
    await writeFile(join(site.root, 'mfe-payments/dist/prerender.json'), text);
    await vi.waitFor(async () => expect(json(await get()).payments).toBe(releaseId(text)), { timeout: 5_000 });
  });

  it("a release target's own file, revalidated; a clean 404 where the target has none", async () => {
    const release = {
      'site/index.html': '<!doctype html><h1>Home</h1>',
      'site/404.html': '<!doctype html><h1>Not found</h1>',
      'site/remotes.json': '{"agency":"https://agency.example/mf-manifest.json"}',
    };
    site = await startFixtureSite({ source: 'target', files: release });
    const missing = await site.request({ path: '/releases.json' });
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
    await site.stop();

    const releases = '{"shell":"r-1","payments":"r-7"}';
    site = await startFixtureSite({ source: 'target', files: { ...release, 'site/releases.json': releases } });
    const found = await site.request({ path: '/releases.json', headers: { 'Accept-Encoding': 'identity' } });
    expect(found.status).toBe(200);
    expect(found.headers['cache-control']).toBe('no-cache');
    expect(found.body.toString()).toBe(releases);
  });
});
