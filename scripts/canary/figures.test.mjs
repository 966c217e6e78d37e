import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { storedRecords } from '@site/field';
import { canaryFigures } from './figures.mjs';

const start = Date.parse('2026-05-01T08:00:00Z');
const at = (minute) => new Date(start + minute * 60_000).toISOString();

let root;
let lines;
let views;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'canary-figures-'));
  lines = [];
  views = 0;
});
afterEach(() => rm(root, { recursive: true, force: true }));

/** A page view of `path` (owned by `owner`) with `payments` as payments' release, stored as the collector does. */
function visit({ payments, minute = 1, path = '/payout', owner = 'payments', records = [], preview }) {
  views += 1;
  const batch = {
    v: 1,
    view: `view-${String(views).padStart(6, '0')}`,
    releases: { shell: 'shell0000001', agency: 'agency000001', payments },
    ...(preview ? { preview: { app: 'payments', release: preview } } : {}),
    records: [
      { kind: 'pageview', navigation: 'load', path, owner, app: owner, at: 1 },
      ...records.map((record) => ({ path, owner, app: 'payments', at: 5, ...record })),
    ],
  };
  lines.push(...storedRecords(/** @type {any} */ (batch), at(minute)));
}

const vital = (name, value) => ({ kind: 'vital', name, value, rating: 'good', id: `v${views}${name}` });
const error = (type = 'error', app = 'payments') => ({ kind: 'error', type, message: 'Boom', app });

async function figures({ since = new Date(start) } = {}) {
  const file = join(root, 'field.jsonl');
  await writeFile(file, lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
  return canaryFigures([file], { app: 'payments', candidate: 'cand00000001', live: 'live00000001', since });
}

it("splits the app's page views, errored views, remote-load views and vitals by the release it had on the page", async () => {
  visit({ payments: 'cand00000001', records: [error(), error(), vital('INP', 320)] });
  visit({ payments: 'cand00000001', records: [error('remote-load'), vital('LCP', 1800)] });
  visit({ payments: 'cand00000001', records: [vital('INP', 40), vital('LCP', 900)] });
  visit({ payments: 'live00000001', records: [vital('INP', 24)] });
  visit({ payments: 'live00000001' });

  expect(await figures()).toEqual({
    canary: { views: 3, errorViews: 2, remoteLoadViews: 1, INP: [320, 40], LCP: [1800, 900] },
    live: { views: 2, errorViews: 0, remoteLoadViews: 0, INP: [24], LCP: [] },
  });
});

it("leaves out other apps' pages and findings, previews, other releases and records before the step began", async () => {
  visit({ payments: 'cand00000001', path: '/about', owner: 'agency', records: [error('error', 'agency')] });
  visit({ payments: 'cand00000001', preview: 'cand00000001', records: [error()] });
  visit({ payments: 'older0000001', records: [error()] });
  visit({ payments: 'live00000001', minute: -5, records: [error(), vital('INP', 500)] });
  visit({ payments: 'live00000001', records: [error('error', 'shell')] });

  expect(await figures()).toEqual({
    canary: { views: 0, errorViews: 0, remoteLoadViews: 0, INP: [], LCP: [] },
    live: { views: 1, errorViews: 0, remoteLoadViews: 0, INP: [], LCP: [] },
  });
});

it('reads no records as no figures', async () => {
  expect(await canaryFigures([], { app: 'payments', candidate: 'a', live: 'b', since: new Date(start) })).toEqual({
    canary: { views: 0, errorViews: 0, remoteLoadViews: 0, INP: [], LCP: [] },
    live: { views: 0, errorViews: 0, remoteLoadViews: 0, INP: [], LCP: [] },
  });
});
