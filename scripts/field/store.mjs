/**
 * Where the report's records come from: the stored JSON lines of a collector (`@site/field`'s `storedRecords`),
 * in its data directory (`DATA_DIR/field/*.jsonl`, the current file and the ones moved aside) or over HTTP from a
 * running collector's read endpoint, with its read token.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fieldRecordsPath } from '@site/field';

const units = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/**
 * The start of the report's window: `24h`, `90m`, `7d` before `now`, or a date (`2026-05-01`, an ISO time).
 * @param {string} since
 */
export function sinceTime(since, now = Date.now()) {
  const relative = /^(\d+(?:\.\d+)?)([mhd])$/.exec(since);
  const time = relative ? now - Number(relative[1]) * units[relative[2]] : Date.parse(since);
  if (!Number.isFinite(time)) throw new Error(`--since ${since}: use 90m, 24h, 7d or a date.`);
  return new Date(time);
}

/** The collector's store in `dir` (its field/ folder, or `dir` itself when it holds the .jsonl files). */
async function storeFiles(dir) {
  for (const folder of [join(dir, 'field'), dir]) {
    const names = await readdir(folder).catch(() => []);
    const files = names.filter((name) => name.endsWith('.jsonl')).sort();
    if (files.length) return files.map((name) => join(folder, name));
  }
  return [];
}

/** Downloads what a collector's read endpoint holds since `since` into a temporary file. */
async function collectorFiles(url, token, since) {
  if (!token) throw new Error('--collector needs a read token: set FIELD_READ_TOKEN or pass --token.');
  const endpoint = new URL(fieldRecordsPath, url);
  endpoint.searchParams.set('since', since.toISOString());
  const response = await fetch(endpoint, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`${endpoint.origin}${fieldRecordsPath} answered ${response.status}.`);
  const dir = await mkdtemp(join(tmpdir(), 'field-report-'));
  const file = join(dir, 'records.jsonl');
  await writeFile(file, Buffer.from(await response.arrayBuffer()));
  return { files: [file], dispose: () => rm(dir, { recursive: true, force: true }) };
}

/**
 * The record files to read, and what to clean up after: `collector` (a URL, with `token`), else the store in
 * `data`, else the local collector's (`DATA_DIR`, default `<repo>/.data`).
 * @param {{ repo: string, since: Date, data?: string, collector?: string, token?: string }} source
 */
export async function recordFiles({ repo, since, data, collector, token }) {
  if (collector) return collectorFiles(collector, token ?? process.env.FIELD_READ_TOKEN, since);
  const dir = resolve(data ?? process.env.DATA_DIR ?? join(repo, '.data'));
  return { files: await storeFiles(dir), dispose: async () => {} };
}

/** The command-line options that choose the records (`pnpm field`, `pnpm releases`), for node:util's parseArgs. */
export const fieldSourceOptions = Object.freeze({
  since: { type: 'string', default: '7d' },
  data: { type: 'string' },
  collector: { type: 'string' },
  token: { type: 'string' },
});
