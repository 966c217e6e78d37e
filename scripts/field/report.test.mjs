import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GenMapping, addMapping, setSourceContent, toEncodedMap } from '@jridgewell/gen-mapping';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storedRecords } from '@site/field';
import { dirTarget } from '@site/server/targets';
import { sourceMapKey } from '../release/release.mjs';
import { fieldReport } from './report.mjs';
import { recordFiles, sinceTime } from './store.mjs';
import { reportText } from './text.mjs';

const base = Date.parse('2026-05-01T08:00:00Z');
const minutes = (n) => new Date(base + n * 60_000).toISOString();
const chunk = 'https://payments.example.in/static/js/async/page-payout.1a2b3c.js';
const shellChunk = 'https://www.example.in/static/js/lib-react.9f8e.js';

let root;
let lines;
let viewCount;

/** One page view on /payout (a batch as the sender posts it), stored as the collector stores it. */
function visit({ payments, minute, records = [], preview }) {
  viewCount += 1;
  const batch = {
    v: 1,
    view: `view-${String(viewCount).padStart(6, '0')}`,
    releases: { shell: 'shell0000001', payments },
    ...(preview ? { preview: { app: 'payments', release: preview } } : {}),
    records: [
      { kind: 'pageview', navigation: 'load', path: '/payout', owner: 'payments', app: 'payments', at: 1 },
      ...records.map((record) => ({ path: '/payout', owner: 'payments', app: 'payments', at: 5, ...record })),
    ],
  };
  lines.push(...storedRecords(batch, minutes(minute)));
}

const vital = (name, value, rating = 'good', extra = {}) => ({
  kind: 'vital',
  name,
  value,
  rating,
  id: `v${viewCount}${name}`,
  ...extra,
});
const thrown = (message, { line = 1, column = 120, app = 'payments' } = {}) => ({
  kind: 'error',
  type: 'error',
  app,
  message,
  stack: `TypeError: ${message}\n    at estimate (${chunk}:${line}:${column})\n    at dispatch (${shellChunk}:3:40)`,
  source: chunk,
  line,
  column,
});

async function writeStore() {
  const dir = join(root, 'data', 'field');
  await mkdir(dir, { recursive: true });
  // Two files, as the collector leaves them after a rotation, and a line a crash cut short.
  const half = Math.floor(lines.length / 2);
  await writeFile(
    join(dir, 'field-2026-05-01T09-00-00-000Z.jsonl'),
    lines
      .slice(0, half)
      .map((l) => `${JSON.stringify(l)}\n`)
      .join(''),
  );
  await writeFile(
    join(dir, 'field.jsonl'),
    `${lines
      .slice(half)
      .map((l) => `${JSON.stringify(l)}\n`)
      .join('')}{"receivedAt":"2026-05-01T`,
  );
  return (await recordFiles({ repo: root, since: new Date(0), data: join(root, 'data') })).files;
}

/** quantile_cont's definition, computed here without DuckDB: linear between the closest ranks. */
function p75(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const h = (sorted.length - 1) * 0.75;
  return sorted[Math.floor(h)] + (h - Math.floor(h)) * (sorted[Math.ceil(h)] - sorted[Math.floor(h)]);
}

/** P(X ≥ k) and P(X ≤ k) for X ~ Binomial(n, p), summed term by term. */
function binomialTails(k, n, p) {
  let term = (1 - p) ** n;
  let below = 0;
  let atOrAbove = 0;
  for (let i = 0; i <= n; i += 1) {
    if (i < k) below += term;
    if (i >= k) atOrAbove += term;
    if (i === k) below += term;
    term *= ((n - i) / (i + 1)) * (p / (1 - p));
  }
  return { atOrAbove, atOrBelow: below };
}

const lcpOld = [1800, 2100, 2500, 2600, 3900, 1200, 2200, 2400];
const lcpNew = [1500, 1700, 4600, 2900, 3100, 2000, 1900, 2300, 2800, 5200];

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'field-report-'));
  lines = [];
  viewCount = 0;
  // payments 1111 for the first hour: 40 views, 2 with an error; then 2222: 50 views, 5 with errors.
  for (let i = 0; i < 40; i += 1) {
    const records = [];
    if (i < lcpOld.length) records.push(vital('LCP', lcpOld[i], lcpOld[i] > 2500 ? 'needs-improvement' : 'good'));
    if (i < 2) records.push(thrown(`Cannot read properties of undefined (reading 'id${i}')`, { line: 1, column: 100 }));
    visit({ payments: 'payments1111', minute: i, records });
  }
  for (let i = 0; i < 50; i += 1) {
    const records = [];
    if (i < lcpNew.length)
      records.push(
        vital('LCP', lcpNew[i], lcpNew[i] > 4000 ? 'poor' : 'good', { fragment: 'payments', element: 'img.hero' }),
      );
    if (i < 4)
      records.push(
        vital('INP', 300 + i * 100, 'poor', { fragment: 'payments', element: 'button#estimate', script: chunk }),
      );
    if (i === 4) records.push(vital('INP', 900, 'poor', { fragment: 'shell', element: 'nav a' }));
    if (i < 3) records.push(thrown(`Rate 0x${(0xbeef + i).toString(16)} for payout ${1000 + i} failed`));
    if (i === 3) records.push(thrown('Rate 0xff for payout 7 failed'), thrown('Rate 0xfe for payout 8 failed'));
    if (i === 4) records.push({ ...thrown('Estimator is not defined', { column: 200 }), type: 'unhandledrejection' });
    visit({ payments: 'payments2222', minute: 60 + i, records });
  }
  // A preview of 3333 with its own error: never in the live figures.
  for (let i = 0; i < 5; i += 1) {
    visit({ payments: 'payments2222', preview: 'payments3333', minute: 70 + i, records: [thrown('Preview only 1')] });
  }
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('the field report', () => {
  it('counts page views and rates errors with their exact 95 % interval, live only', async () => {
    const report = await fieldReport({ files: await writeStore(), since: new Date(0), app: 'payments' });
    expect(report.apps.map((each) => each.app)).toEqual(['payments']);
    const [older, newer] = report.apps[0].releases;
    expect([older.id, newer.id]).toEqual(['payments1111', 'payments2222']);
    expect([older.views, older.errors, older.erroredViews]).toEqual([40, 2, 2]);
    expect([newer.views, newer.errors, newer.erroredViews]).toEqual([50, 6, 5]);
    expect(newer.errorRate.value).toBeCloseTo(5 / 50, 12);
    // The bounds are where the binomial tails are 2.5 % each, as Clopper and Pearson define them.
    expect(binomialTails(5, 50, newer.errorRate.low).atOrAbove).toBeCloseTo(0.025, 9);
    expect(binomialTails(5, 50, newer.errorRate.high).atOrBelow).toBeCloseTo(0.025, 9);
    expect(newer.errorRate.low).toBeCloseTo(0.0333, 4);
    expect(newer.errorRate.high).toBeCloseTo(0.2181, 4);
    expect(JSON.stringify(report)).not.toContain('3333');
  });

  it('gives p75 of each vital as quantile_cont defines it, and what caused the poor ones most often', async () => {
    const report = await fieldReport({ files: await writeStore(), since: new Date(0), app: 'payments' });
    const [older, newer] = report.apps[0].releases;
    expect(older.vitals.LCP.p75).toBeCloseTo(p75(lcpOld), 9);
    expect(newer.vitals.LCP.p75).toBeCloseTo(p75(lcpNew), 9);
    expect(newer.vitals.LCP).toMatchObject({
      count: 10,
      poor: 2,
      cause: { fragment: 'payments', element: 'img.hero', count: 2 },
    });
    expect(newer.vitals.INP.p75).toBeCloseTo(p75([300, 400, 500, 600, 900]), 9);
    expect(newer.vitals.INP.cause).toMatchObject({
      fragment: 'payments',
      element: 'button#estimate',
      script: chunk,
      count: 4,
    });
    expect(older.vitals.INP).toBeUndefined();
  });

  it('groups errors by fingerprint: numbers and hex runs alike, type and top frame file apart', async () => {
    const report = await fieldReport({ files: await writeStore(), since: new Date(0), app: 'payments' });
    const [older, newer] = report.apps[0].releases;
    expect(newer.topErrors.map(({ count, type, message }) => [count, type, message])).toEqual([
      [5, 'error', 'Rate N for payout N failed'],
      [1, 'unhandledrejection', 'Estimator is not defined'],
    ]);
    expect(older.topErrors.map(({ count, message }) => [count, message])).toEqual([
      [2, "Cannot read properties of undefined (reading 'idN')"],
    ]);
  });

  it("compares each figure with the app's previous release: by first seen, or by the target's history", async () => {
    const files = await writeStore();
    const [older, newer] = (await fieldReport({ files, since: new Date(0), app: 'payments' })).apps[0].releases;
    expect(older.previous).toBeUndefined();
    expect(newer.previous).toBe('payments1111');
    expect(newer.change.views).toBe(10);
    expect(newer.change.errorRate).toBeCloseTo(5 / 50 - 2 / 40, 12);
    expect(newer.change.LCP).toBeCloseTo(p75(lcpNew) - p75(lcpOld), 9);
    expect(newer.change.INP).toBeUndefined();

    // Rolled back: 2222 was released before 1111 went live again, whatever the visitors saw first.
    const target = dirTarget(join(root, 'target'));
    await target.write(
      'releases/payments/releases.json',
      JSON.stringify({
        app: 'payments',
        live: 'payments1111',
        releases: [{ id: 'payments2222' }, { id: 'payments1111' }],
      }),
    );
    const byHistory = (await fieldReport({ files, since: new Date(0), app: 'payments', target })).apps[0].releases;
    expect(byHistory.map((release) => [release.id, release.previous])).toEqual([
      ['payments2222', undefined],
      ['payments1111', 'payments2222'],
    ]);
    expect(byHistory[1].change.views).toBe(-10);
  });

  it('shows previews only when asked, never mixed with the live side', async () => {
    const report = await fieldReport({ files: await writeStore(), since: new Date(0), side: 'preview' });
    expect(report.apps.find((each) => each.app === 'payments').releases.map((release) => release.id)).toEqual([
      'payments3333',
    ]);
    const preview = report.apps.find((each) => each.app === 'payments').releases[0];
    expect([preview.views, preview.errors]).toEqual([5, 5]);
    expect(preview.topErrors[0].message).toBe('Preview only N');
  });

  it('reads only the window asked for, and the shell over every page it framed', async () => {
    const files = await writeStore();
    const report = await fieldReport({ files, since: new Date(Date.parse(minutes(60))) });
    const payments = report.apps.find((each) => each.app === 'payments');
    expect(payments.releases.map((release) => release.id)).toEqual(['payments2222']);
    expect(report.apps.find((each) => each.app === 'shell').releases).toEqual([
      expect.objectContaining({ id: 'shell0000001', views: 50, errors: 0 }),
    ]);
    expect(payments.markers).toEqual([{ id: 'payments2222', at: Date.parse(minutes(60)) / 1000 }]);
    expect(sinceTime('24h', base).toISOString()).toBe('2026-04-30T08:00:00.000Z');
    expect(sinceTime('2026-05-01').toISOString()).toBe('2026-05-01T00:00:00.000Z');
    expect(() => sinceTime('yesterday')).toThrow('--since yesterday');
  });

  it('draws hourly series: p75 and error rate per hour, every hour from the first to the last', async () => {
    const report = await fieldReport({ files: await writeStore(), since: new Date(0), app: 'payments' });
    const { series } = report.apps[0];
    expect(series.hours).toEqual([base / 1000, base / 1000 + 3600]);
    expect(series.LCP[0]).toBeCloseTo(p75(lcpOld), 9);
    expect(series.errorRate).toEqual([2 / 40, 5 / 50]);
    expect(series.INP).toEqual([null, expect.any(Number)]);
  });

  it("maps each frame to source file and line through the release's kept source map", async () => {
    const files = await writeStore();
    const target = dirTarget(join(root, 'target'));
    // The chunk as a bundler writes it: line 1, column 120 (0-based 119) is Payout.tsx's line 42, column 7.
    const map = new GenMapping({ file: 'page-payout.1a2b3c.js' });
    setSourceContent(map, '../../../../src/pages/Payout.tsx', 'export function estimate() {}');
    addMapping(map, {
      generated: { line: 1, column: 0 },
      source: '../../../../src/pages/Payout.tsx',
      original: { line: 1, column: 0 },
    });
    addMapping(map, {
      generated: { line: 1, column: 119 },
      source: '../../../../src/pages/Payout.tsx',
      original: { line: 42, column: 6 },
      name: 'estimate',
    });
    await target.write(
      sourceMapKey('payments', 'payments2222', 'static/js/async/page-payout.1a2b3c.js.map'),
      JSON.stringify(toEncodedMap(map)),
    );
    const report = await fieldReport({ files, since: new Date(0), app: 'payments', target });
    const [older, newer] = report.apps[0].releases;
    const [top] = newer.topErrors;
    expect(top.frames[0].mapped).toEqual({ source: 'src/pages/Payout.tsx', line: 42, column: 7, name: 'estimate' });
    // The shell's frame has no map kept; the older release kept none either.
    expect(top.frames[1]).toMatchObject({ source: shellChunk, line: 3, column: 40, mapped: undefined });
    expect(older.topErrors[0].frames[0].mapped).toBeUndefined();

    const text = reportText(report);
    expect(text).toContain('5× error: Rate N for payout N failed');
    expect(text).toContain('at estimate src/pages/Payout.tsx:42:7');
    expect(text).toMatch(
      /error rate {2}10\.00 % \[95 % 3\.33 % – 21\.81 %\] of views; 6 error\(s\) {2}\(\+5\.00 pp vs payments1111\)/,
    );
  });

  it("reads a running collector's records over HTTP with the read token, and says why when it cannot", async () => {
    const asked = [];
    const server = createServer((request, response) => {
      asked.push({ url: request.url, authorization: request.headers.authorization });
      if (request.headers.authorization !== 'Bearer read-secret') return response.writeHead(401).end();
      response.writeHead(200, { 'content-type': 'application/x-ndjson' });
      response.end(lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const collector = `http://127.0.0.1:${server.address().port}`;
    const since = new Date(base - 3_600_000);
    try {
      const source = await recordFiles({ repo: root, since, collector, token: 'read-secret' });
      const report = await fieldReport({ files: source.files, since, app: 'payments' });
      await source.dispose();
      expect(report.apps[0].releases.map((release) => [release.id, release.views])).toEqual([
        ['payments1111', 40],
        ['payments2222', 50],
      ]);
      expect(asked[0]).toEqual({
        url: `/api/field/records?since=${encodeURIComponent(since.toISOString())}`,
        authorization: 'Bearer read-secret',
      });
      await expect(recordFiles({ repo: root, since, collector, token: 'wrong' })).rejects.toThrow('answered 401');
      await expect(recordFiles({ repo: root, since, collector, token: '' })).rejects.toThrow('needs a read token');
    } finally {
      server.close();
    }
  });
});
