import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { expect, test, type Browser } from '@playwright/test';
import { nginxBrotliModule, repoRoot } from './ports';
import { openPage } from './site';

/**
 * Runs `pnpm release|rollback|releases …` (its script, without pnpm's banner) and returns what it printed; `repo`:
 * the repository whose script it is (a copy's, with its own registry of apps).
 */
export function releaseCommand(args: string[], env: NodeJS.ProcessEnv = {}, repo = repoRoot) {
  const result = spawnSync(process.execPath, [join(repo, 'scripts/release/cli.mjs'), ...args], {
    cwd: repo,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/** Runs a release command that must succeed. */
export function expectReleased(args: string[], env: NodeJS.ProcessEnv = {}, repo = repoRoot) {
  const { status, output } = releaseCommand(args, env, repo);
  expect(status, output).toBe(0);
  return output;
}

/** Starts a release command in the background (the test of an interrupted release kills it). */
export const startReleaseCommand = (args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, [join(repoRoot, 'scripts/release/cli.mjs'), ...args], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
  });

/** Resolves once the process has printed a line matching `pattern`; fails if it exits first. */
export async function printed(child: ChildProcess, pattern: RegExp): Promise<void> {
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8');
      if (pattern.test(output)) resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`exited (${code}) before printing ${pattern}:\n${output}`)));
  });
}

/** A remotes.json naming the three remote origins on the ports after `sitePort`, as a release's `--remotes`. */
export function remotesFile(dir: string, sitePort: number): string {
  const file = join(dir, `remotes-${sitePort}.json`);
  const names = ['agency', 'payments', 'legal'];
  const remotes = Object.fromEntries(
    names.map((name, index) => [name, `http://localhost:${sitePort + 1 + index}/mf-manifest.json`]),
  );
  writeFileSync(file, `${JSON.stringify(remotes, null, 2)}\n`);
  return file;
}

/**
 * A local S3-compatible server (s3rver) storing under `dir`, with one bucket, on 127.0.0.1:`port`; `env` is what
 * `pnpm release` needs to reach it (the AWS SDK's standard variables).
 */
export async function startS3Storage({ dir, port, bucket }: { dir: string; port: number; bucket: string }) {
  const s3rver = join(dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin/s3rver.js');
  const env = {
    AWS_ENDPOINT_URL_S3: `http://127.0.0.1:${port}`,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const args = [s3rver, '-d', dir, '-a', '127.0.0.1', '-p', String(port), '--silent', '--configure-bucket', bucket];
  const storage = await startServer(args, {}, `http://127.0.0.1:${port}/${bucket}/`);
  return { storage, env };
}

/** The most of a server's output kept for a failed test: its latest lines. */
const keptOutputChars = 200_000;
/** What each started server printed last (nginx's error log is its stderr). */
const serverOutputs = new WeakMap<ChildProcess, () => string>();

/** Starts a server (a node script of the repository, or of `repo`) and resolves once `readyUrl` answers. */
export async function startServer(
  script: string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  repo = repoRoot,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, script, { cwd: repo, env: { ...process.env, ...env }, stdio: 'pipe' });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = `${output}${chunk.toString('utf8')}`.slice(-keptOutputChars);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  serverOutputs.set(child, () => output);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    const ready = await fetch(readyUrl).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`${script.join(' ')} did not serve ${readyUrl}:\n${output}`);
}

/**
 * Serves the release target `target` as production does on `port` (the remotes on the next ports, in registry
 * order), its field collector storing in `dataDir`: through `nginx`, which passes the field endpoint to the
 * outbox-only collector on `collectorPort`, or else the Node server with its collector on the site's origin; with
 * the servers of `repo` (a copy with a section of its own); nginx's config rendered from the origins file
 * `origins` when given. Returns the processes, to stop last first.
 */
export async function serveTargetWithCollector(
  server: string,
  {
    target,
    port,
    dataDir,
    collectorPort,
    repo = repoRoot,
    origins,
  }: { target: string; port: number; dataDir: string; collectorPort: number; repo?: string; origins?: string },
): Promise<ChildProcess[]> {
  const origin = `http://localhost:${port}`;
  if (server !== 'nginx') {
    return [
      await startServer(
        ['server/src/cli.mjs', '--target', `dir:${target}`],
        { PORT: String(port), DATA_DIR: dataDir },
        `${origin}/remotes.json`,
        repo,
      ),
    ];
  }
  const collector = `http://127.0.0.1:${collectorPort}`;
  const outbox = await startServer(
    ['server/src/cli.mjs', '--outbox-only'],
    { PORT: String(collectorPort), TRUST_PROXY: '127.0.0.1', DATA_DIR: dataDir },
    `${collector}/healthz`,
    repo,
  );
  const nginx = await startServer(
    [
      'deploy/nginx/serve-local.mjs',
      '--target',
      `dir:${target}`,
      ...(origins ? ['--origins', origins] : []),
      '--port',
      String(port),
      '--outbox',
      collector,
    ],
    { NGINX_BROTLI_MODULE: nginxBrotliModule },
    `${origin}/remotes.json`,
    repo,
  );
  return [outbox, nginx];
}

/** For a test that failed: what each of `servers` printed last, as an attachment. */
export async function attachServerOutputs(servers: readonly ChildProcess[]) {
  const testInfo = test.info();
  if (testInfo.status === testInfo.expectedStatus) return;
  for (const server of servers) {
    await testInfo.attach(`output of ${server.spawnargs.slice(1).join(' ')}`, {
      body: serverOutputs.get(server)?.() ?? '',
      contentType: 'text/plain',
    });
  }
}

export async function stopServer(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

/**
 * Opens every path in Chromium, one after the other (the app starts once its page has painted, which a page
 * in the background does not), each until its page shows its h1 and responds to input.
 */
export async function expectEveryPageLoads(browser: Browser, origin: string, paths: readonly string[]) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  for (const path of paths) {
    await openPage(page, path);
    await expect(page, path).toHaveURL(`${origin}${path}`);
  }
  await context.close();
}

/** Opens every path in Chromium with JavaScript off: each arrives as its complete page, status 200. */
export async function expectEveryPageArrives(browser: Browser, origin: string, paths: readonly string[]) {
  const context = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }), path).toBeVisible();
  }
  await context.close();
}

/**
 * Builds a copy of an app beside the original (its node_modules links resolve the same way), with `files`
 * changed and the environment given (the shell's contact delivery), its dist copied to `destination`.
 */
export function buildAppVariant(
  dir: string,
  destination: string,
  { change = (_, text) => text, files = [], env = {} }: BuildChanges,
) {
  const copy = join(repoRoot, `.release-e2e-${dir}-${process.pid}`);
  const original = join(repoRoot, dir);
  try {
    cpSync(original, copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (source) => !/[\\/](dist|dist-prerender|\.cache)$/.test(source),
    });
    for (const file of files) {
      const text = readFileSync(join(original, file), 'utf8');
      const changed = change(file, text);
      expect(changed, `${file} was changed`).not.toBe(text);
      writeFileSync(join(copy, file), changed);
    }
    const result = spawnSync(join(copy, 'node_modules/.bin/rsbuild'), ['build'], {
      cwd: copy,
      encoding: 'utf8',
      env: { ...process.env, ...env, NODE_ENV: 'production' },
    });
    expect(result.status, result.stderr || result.stdout).toBe(0);
    cpSync(join(copy, 'dist'), destination, { recursive: true });
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

export interface BuildChanges {
  readonly change?: (file: string, text: string) => string;
  readonly files?: string[];
  readonly env?: NodeJS.ProcessEnv;
}
