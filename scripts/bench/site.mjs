/** Building and serving the production site the way `npm start` does (scripts/site.mjs): same build, same server. */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildEnv } from '../buildEnv.mjs';
import { startNoJsProxy } from './noJsProxy.mjs';

/**
 * The pnpm that runs `pnpm bench` (it may be an `npx pnpm@10` that is not on PATH), else the one on PATH.
 * @returns {[string, ...string[]]}
 */
const pnpmCommand = () =>
  /pnpm\.c?js$/.test(process.env.npm_execpath ?? '') ? [process.execPath, String(process.env.npm_execpath)] : ['pnpm'];

/**
 * Runs pnpm in `repo` with the production build's environment, and hidden source maps for the federation
 * runtime's share (federationShare.mjs).
 * @param {string} repo @param {string[]} args
 * @returns {Promise<void>}
 */
export function runPnpm(repo, args) {
  const [command, ...prefix] = pnpmCommand();
  const env = { ...buildEnv(), SITE_SOURCE_MAPS: '1' };
  const child = spawn(command, [...prefix, ...args], { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pnpm ${args.join(' ')} failed (exit ${code})`)),
    );
  });
}

/** @param {string} url */
async function answers(url) {
  try {
    const response = await fetch(url);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** Waits until every URL answers. @param {string[]} urls @param {() => boolean} exited @param {number} timeoutMs */
export async function waitUntilServing(urls, exited, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('the site server exited before it was ready (is the port in use?)');
    const ready = await Promise.all(urls.map(answers));
    if (ready.every(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the site server did not answer ${urls.join(', ')} within ${timeoutMs} ms`);
}

/** @param {number} port @returns {Promise<boolean>} whether something already accepts connections on it */
const portTaken = (port) =>
  new Promise((resolve) => {
    const socket = connect({ port, host: 'localhost' });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/**
 * Starts `server/src/cli.mjs` (shell on `port`, remotes on port+1..+3) and waits until all four answer.
 * The contact outbox goes to a temporary directory: the benchmark must not add to the developer's.
 * Refuses ports already in use: another server there would answer first, and be measured in its place.
 * @param {string} repo @param {number} port
 * @returns {Promise<{ url: string, pid: number | undefined, stop: () => void }>}
 */
export async function serveSite(repo, port) {
  const ports = [port, port + 1, port + 2, port + 3];
  const inUse = await Promise.all(ports.map(portTaken));
  const taken = ports.filter((_, index) => inUse[index]);
  if (taken.length > 0) throw new Error(`port ${taken.join(', ')} already in use: choose another --port`);
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-outbox-'));
  const server = spawn(process.execPath, [join(repo, 'server/src/cli.mjs')], {
    cwd: repo,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () => {
    if (!exited) server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const remoteManifests = [1, 2, 3].map((offset) => `http://localhost:${port + offset}/mf-manifest.json`);
  try {
    await waitUntilServing([`${url}/remotes.json`, ...remoteManifests], () => exited, 15_000);
  } catch (error) {
    stop();
    throw error;
  }
  return { url, pid: server.pid, stop };
}

/** @param {string} repo @returns {string} the checkout's commit, `-dirty` when it has changes; `unknown` outside git */
function commitOf(repo) {
  try {
    return execFileSync('git', ['-C', repo, 'describe', '--always', '--dirty'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

/**
 * @typedef {{ label: 'current' | 'baseline', repo: string, commit: string, url: string, noJsUrl: string,
 *   stop: () => void }} ServedBuild a built checkout served by its own server, with its pages' no-script twins
 *   served by a proxy in front of it; `stop` is synchronous, so that it can run on the benchmark's exit
 */

/**
 * @param {ServedBuild['label']} label @param {string} repo
 * @param {{ port: number, proxyPort: number }} ports the shell's (remotes on the next three) and the proxy's
 * @returns {Promise<ServedBuild>}
 */
export async function serveBuildWithTwins(label, repo, { port, proxyPort }) {
  if (!existsSync(join(repo, 'shell/dist/prerender.json'))) {
    throw new Error(`${repo} has no built site: run pnpm build there first`);
  }
  const site = await serveSite(repo, port);
  try {
    const proxy = await startNoJsProxy({ port: proxyPort, upstreamPort: port });
    const stop = () => {
      void proxy.close();
      site.stop();
    };
    return { label, repo, commit: commitOf(repo), url: site.url, noJsUrl: proxy.url, stop };
  } catch (error) {
    site.stop();
    throw error;
  }
}
