import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { e2eRoot, engineDataDir, engineSitePort, screenshotDir, siteOrigin } from './ports';

/**
 * Vitest's global setup: the production build (built before, as for the Playwright suite) served by the Node
 * server on the suite's own ports, with an empty outbox; a fresh folder for the screenshots.
 */
export default async function serveSite() {
  await Promise.all([
    rm(engineDataDir, { recursive: true, force: true }),
    rm(screenshotDir, { recursive: true, force: true }),
  ]);
  if (await answers()) throw new Error(`something else serves ${siteOrigin} already: set E2E_ENGINES_PORT`);
  const server = spawn(process.execPath, [join(e2eRoot, '../server/src/cli.mjs')], {
    env: { ...process.env, PORT: String(engineSitePort), DATA_DIR: engineDataDir },
    stdio: 'ignore',
  });
  let up = false;
  const exited = once(server, 'exit').then(([code]) => {
    if (!up) throw new Error(`the site's server exited (${String(code)}) before it served ${siteOrigin}`);
  });
  await Promise.race([serving(server), exited]);
  up = true;
  return async () => {
    server.kill('SIGTERM');
    await once(server, 'exit');
  };
}

/** Whether a site answers on the suite's port for the remotes' locations, the last thing the server sets up. */
const answers = () =>
  new Promise<boolean>((resolve) => {
    // No keep-alive: an idle connection left open would hold the server's graceful stop back.
    get(`${siteOrigin}/remotes.json`, { agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });

/** Resolves once the server answers; stops asking if it exited. */
async function serving(server: ChildProcess) {
  while (server.exitCode === null && server.signalCode === null && !(await answers()))
    await new Promise((resolve) => setTimeout(resolve, 100));
}
