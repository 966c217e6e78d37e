#!/usr/bin/env node
/**
 * The two user-facing commands, runnable on a fresh clone with only Node ≥ 20.19 and npm:
 *   npm start  → install, build every app, serve the site at http://localhost:3000 (PORT overrides)
 *   npm test   → install, check (types, lint, format), unit tests, build, end-to-end tests in Chromium, then
 *                the visitor suite in Firefox ESR and WebKitGTK
 * pnpm does the work; it is fetched through npx at the version pinned in package.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildEnv, testBuildEnv } from './buildEnv.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '..');
const { packageManager } = JSON.parse(readFileSync(join(repo, 'package.json'), 'utf8'));
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function pnpm(args, env = process.env) {
  const result = spawnSync(npx, ['--yes', packageManager, ...args], { cwd: repo, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const steps = {
  install: () => pnpm(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']),
  build: () => pnpm(['run', 'build'], buildEnv()),
};

const command = process.argv[2];
if (command === 'start') {
  steps.install();
  steps.build();
  const server = spawn(process.execPath, [join(repo, 'server/src/cli.mjs')], {
    cwd: repo,
    stdio: 'inherit',
    env: process.env,
  });
  const stop = () => server.kill('SIGTERM');
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  server.on('exit', (code) => process.exit(code ?? 0));
} else if (command === 'test') {
  steps.install();
  pnpm(['run', 'check']);
  pnpm(['run', 'test:unit']);
  // Hidden source maps let the benchmark smoke hold the federation runtime to its size budget.
  pnpm(['run', 'build'], { ...testBuildEnv(), SITE_SOURCE_MAPS: '1' });
  pnpm(['run', 'test:e2e']);
  pnpm(['run', 'test:engines']);
  pnpm(['run', 'bench', '--smoke', '--no-build']);
} else {
  console.error('usage: node scripts/site.mjs start|test');
  process.exit(2);
}
