#!/usr/bin/env node
/**
 * `pnpm bench:server`: the Node server (`npm start`) and the production nginx config
 * (deploy/nginx/serve-local.mjs) under the same load in one run, on the current build: `/`, `/payout` and the
 * entry script, Brotli, 50 connections, 15 s each (autocannon). Prints requests/s, p50/p99 latency and errors
 * side by side, and the Node server's memory before and after 1,000 requests with distinct Hosts and paths.
 *
 *   pnpm build && pnpm bench:server [--port 6200] [--nginx-port 6210] [--duration 15] [--connections 50]
 *
 * The Node server takes `port`..`port+3`, nginx `nginx-port`..`nginx-port+3`.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { request } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { serveSite, waitUntilServing } from './site.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '6200' },
    'nginx-port': { type: 'string', default: '6210' },
    duration: { type: 'string', default: '15' },
    connections: { type: 'string', default: '50' },
  },
});
const duration = Number(values.duration);
const connections = Number(values.connections);

/** The server's goals: Node ≥ 50 % of nginx's requests/s on `/`, p99 ≤ 50 ms, memory back under 150 MB. */
const goals = { shareOfNginx: 0.5, p99Ms: 50, memoryMb: 150 };

/**
 * Starts deploy/nginx/serve-local.mjs and waits until its four origins answer.
 * @param {number} port
 * @returns {Promise<{ url: string, stop: () => void }>}
 */
async function serveNginx(port) {
  const child = spawn(process.execPath, [join(repo, 'deploy/nginx/serve-local.mjs'), '--port', String(port)], {
    cwd: repo,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) child.kill('SIGTERM');
  };
  const url = `http://localhost:${port}`;
  try {
    // It copies the builds and composes every page with Brotli first: tens of seconds on a busy machine.
    await waitUntilServing([`${url}/remotes.json`], () => exited, 120_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, stop };
}

/**
 * @param {string} url
 * @returns {Promise<{ requestsPerSecond: number, p50: number, p99: number, errors: number }>}
 */
async function load(url) {
  const result = await autocannon({ url, connections, duration, headers: { 'accept-encoding': 'br' } });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * Resident memory of a process, in MB (Linux /proc).
 * @param {number | undefined} pid
 */
async function residentMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return Math.round(kb / 1024);
}

/**
 * 1,000 requests, each with its own Host and path, ten at a time: what once grew the server's caches.
 * @param {number} port
 */
async function distinctHostsAndPaths(port) {
  /** @param {number} index */
  const one = (index) =>
    new Promise((done, fail) => {
      const sent = request(
        {
          host: '127.0.0.1',
          port,
          path: `/page-${index}`,
          headers: { Host: `host-${index}.example`, 'Accept-Encoding': 'br' },
        },
        (response) => response.resume().on('end', done),
      );
      sent.on('error', fail);
      sent.end();
    });
  for (let start = 0; start < 1000; start += 10) {
    await Promise.all(Array.from({ length: 10 }, (_, offset) => one(start + offset)));
  }
}

/**
 * The page's entry script, as the page names it.
 * @param {string} url
 */
async function entryScript(url) {
  const html = await (await fetch(`${url}/`)).text();
  const script = /<script[^>]* data-entry="(\/static\/js\/[^"]+\.js)"/.exec(html)?.[1];
  if (!script) throw new Error('The home page names no entry script: build the site first (pnpm build).');
  return script;
}

/** @param {number} value */
const ms = (value) => `${value} ms`;

if (!existsSync(join(repo, 'shell/dist/prerender.json'))) {
  console.error('No build: run pnpm build first.');
  process.exit(1);
}

const node = await serveSite(repo, Number(values.port));
const nginx = await serveNginx(Number(values['nginx-port'])).catch((error) => {
  node.stop();
  throw error;
});
try {
  const script = await entryScript(node.url);
  const memoryBefore = await residentMb(node.pid);
  const rows = [];
  for (const [label, path] of [
    ['/', '/'],
    ['/payout', '/payout'],
    ['entry script', script],
  ]) {
    console.log(`${label}: Node, then nginx; ${connections} connections, ${duration} s each…`);
    rows.push({ label, node: await load(`${node.url}${path}`), nginx: await load(`${nginx.url}${path}`) });
  }
  const memoryAfterLoad = await residentMb(node.pid);
  await distinctHostsAndPaths(Number(values.port));
  const memoryAfter = await residentMb(node.pid);

  console.log(`\nBrotli, ${connections} connections, ${duration} s per row\n`);
  console.log(
    '| path | Node req/s | nginx req/s | Node/nginx | Node p50 / p99 | nginx p50 / p99 | errors Node / nginx |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const { label, node: n, nginx: x } of rows) {
    const share = `${Math.round((n.requestsPerSecond / x.requestsPerSecond) * 100)} %`;
    console.log(
      `| ${label} | ${n.requestsPerSecond} | ${x.requestsPerSecond} | ${share} | ${ms(n.p50)} / ${ms(n.p99)} | ${ms(x.p50)} / ${ms(x.p99)} | ${n.errors} / ${x.errors} |`,
    );
  }
  console.log(
    `\nNode server memory (RSS): ${memoryBefore} MB before the load, ${memoryAfterLoad} MB after it, ${memoryAfter} MB after 1,000 requests with distinct Hosts and paths`,
  );
  const [home] = rows;
  if (home) {
    /** @param {boolean} met */
    const verdict = (met) => (met ? 'met' : 'missed');
    console.log(
      `Goals: Node ≥ ${goals.shareOfNginx * 100} % of nginx on / (${verdict(home.node.requestsPerSecond >= goals.shareOfNginx * home.nginx.requestsPerSecond)}), ` +
        `p99 ≤ ${goals.p99Ms} ms on / (${verdict(home.node.p99 <= goals.p99Ms)}), ` +
        `memory < ${goals.memoryMb} MB (${verdict(memoryAfter < goals.memoryMb)})`,
    );
  }
} finally {
  node.stop();
  nginx.stop();
}
