import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildPaymentsFixture, paymentsFixture } from '../../tests/support/fieldFixtures';
import { e2eRoot, fieldWorkDir } from './ports';
import { fieldApps, fieldReleases, fieldServers, fieldSite, withNginx, type FieldSite } from './fieldSites';

const repoRoot = join(e2eRoot, '..');

/** Runs a node script of the repository to its end; rejects with what it printed if it fails. */
function runScript(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`node ${args.join(' ')} exited ${code}:\n${output}`)),
    );
  });
}

const release = (target: string, app: keyof typeof fieldApps, dist: string, ...extra: string[]) =>
  runScript([
    'scripts/release/cli.mjs',
    'release',
    app,
    '--target',
    `dir:${target}`,
    '--dist',
    dist,
    '--no-build',
    ...extra,
  ]);
const distOf = (app: keyof typeof fieldApps) => join(repoRoot, fieldApps[app], 'dist');

/**
 * Each site's target: a copy of one with the three remotes released from the current builds (released once), the
 * throwing fixture released as payments on the `throws` sites, then the shell, with a remotes.json naming the
 * site's remote ports.
 */
async function releaseSites(sites: readonly FieldSite[]) {
  const remotesReleased = join(fieldWorkDir, 'remotes-released');
  for (const app of ['payments', 'agency', 'legal'] as const) await release(remotesReleased, app, distOf(app));
  await Promise.all(
    sites.map(async (site) => {
      await cp(remotesReleased, site.target, { recursive: true });
      if (site.release === 'throws') await release(site.target, 'payments', paymentsFixture('throws').dist);
      const remotes = join(site.target, '..', 'remotes.json');
      const names = ['agency', 'payments', 'legal'];
      const origins = names.map((name, index) => [name, `http://localhost:${site.port + 1 + index}/mf-manifest.json`]);
      await writeFile(remotes, JSON.stringify(Object.fromEntries(origins)));
      await release(site.target, 'shell', distOf('shell'), '--remotes', remotes);
    }),
  );
}

/** Resolves once `url` answers 200; rejects if the server exits first or takes longer than `timeoutMs`. */
async function answering(child: ChildProcess, url: string, output: () => string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (child.exitCode === null && child.signalCode === null && Date.now() < deadline) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGTERM');
  throw new Error(`${url} did not answer:\n${output()}`);
}

/** Serves the site's target: the Node server with its collector, or nginx with the collector it starts beside it. */
async function serve(site: FieldSite): Promise<ChildProcess> {
  const args =
    site.server === 'node'
      ? ['server/src/cli.mjs', '--target', `dir:${site.target}`]
      : [
          'deploy/nginx/serve-local.mjs',
          '--target',
          `dir:${site.target}`,
          '--port',
          String(site.port),
          '--start-outbox',
        ];
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(site.port), DATA_DIR: site.dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  await answering(child, `${site.origin}/remotes.json`, () => output);
  return child;
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * Vitest's global setup for field.engine.ts, once for both engines: the throwing payments fixture built if no run
 * of the Playwright suite has built it, each site's target released afresh, then served until the run ends.
 */
export default async function serveFieldSites() {
  if (!existsSync(paymentsFixture('throws').dist)) await buildPaymentsFixture('throws');
  await rm(fieldWorkDir, { recursive: true, force: true });
  await mkdir(fieldWorkDir, { recursive: true });
  await chmod(fieldWorkDir, 0o755);
  const sites = fieldServers
    .filter((server) => server === 'node' || withNginx)
    .flatMap((server) => fieldReleases.map((release) => fieldSite(server, release)));
  await releaseSites(sites);
  const running: ChildProcess[] = [];
  // Vitest runs no teardown when a later global setup fails: the servers never outlive the run.
  const stopAtExit = () => running.forEach((child) => child.kill('SIGTERM'));
  process.once('exit', stopAtExit);
  try {
    for (const site of sites) running.push(await serve(site));
  } catch (error) {
    await Promise.all(running.map(stop));
    throw error;
  }
  return async () => {
    process.off('exit', stopAtExit);
    await Promise.all(running.map(stop));
  };
}
