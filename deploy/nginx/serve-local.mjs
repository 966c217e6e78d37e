#!/usr/bin/env node
/**
 * Serves the built site with the production nginx config, on this machine, as the current user:
 *
 *   pnpm build && node deploy/nginx/serve-local.mjs [--port 8080] [--outbox http://127.0.0.1:3100 | --start-outbox]
 *   node deploy/nginx/serve-local.mjs --target dir:<path> [--origins <file>] [--port 8080] [--outbox … | --start-outbox]
 *
 * The site is on http://localhost:PORT and the remotes (@site/apps) on the next ports, in registry order (PORT
 * also from the environment; default 8080). Like a deploy, it publishes each app's dist to its origin's
 * root (copies, so a rebuild meanwhile changes nothing that is served), composes the site with a
 * remotes.json naming those origins, and renders deploy/nginx/nginx.conf.template for them. Everything lives
 * in one temporary directory, nginx's prefix, removed when nginx stops (Ctrl-C or SIGTERM). With `--target`,
 * the roots are the origin folders of a release target (`pnpm release`) instead, served as they are; with
 * `--origins` too, the origins (URLs and roots) are those of an origins file, as production's config is rendered
 * (render.mjs), a section that joined after the registry of this checkout included.
 *
 * nginx serves files only: the contact form's send path and the field collector's paths (`/api/field`,
 * `/api/field/records`) on the site's origin are passed to the collector named by `--outbox` (run it with
 * `pnpm serve --outbox-only`), as production's `contactOutbox`; `--start-outbox` starts that collector here, on a
 * port of the system's choosing, trusting nginx's X-Forwarded-For, with this environment (DATA_DIR, FIELD_*:
 * server/src/cli.mjs), and stops it with nginx. Without either, a shell built to post there gets a warning, its
 * Send fails and field reports are answered 404. The CSP names where the shell's build recorded that its form
 * posts (contact-delivery.json).
 * NGINX_BIN (default /usr/sbin/nginx) and NGINX_MIME_TYPES (default /etc/nginx/mime.types) locate Debian's nginx;
 * NGINX_BROTLI_MODULE (default /usr/lib/nginx/modules/ngx_http_brotli_static_module.so, Debian's
 * libnginx-mod-http-brotli-static) its brotli_static module: without it, everything is sent gzipped only.
 * NGINX_JS_MODULE (default /usr/lib/nginx/modules/ngx_http_js_module.so, Debian's libnginx-mod-http-js) its njs
 * module: with it, a `--target` serves its canaries as the Node server does (render.mjs: njsModule, with no reload
 * when one starts or ends); without it, every visitor gets the live release, with a warning.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, unwatchFile, watchFile } from 'node:fs';
import { chmod, cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { appNamed, hostApp, remoteLocations, remoteNames } from '@site/apps';
import { contactDeliveryFile } from '@site/contact/delivery';
import { parsePathOwners, pathOwnersFile } from '@site/routes/pathOwners';
import {
  contactDeliveryProblem,
  inlineScriptHashes,
  noNjsWarning,
  readContactDelivery,
  renderNginxConfig,
} from './render.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';
const brotliModule = process.env.NGINX_BROTLI_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const njsModule = process.env.NGINX_JS_MODULE ?? '/usr/lib/nginx/modules/ngx_http_js_module.so';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    target: { type: 'string' },
    origins: { type: 'string' },
    outbox: { type: 'string' },
    'start-outbox': { type: 'boolean', default: false },
  },
});
if (values.outbox && values['start-outbox']) {
  console.error('--outbox names a running collector, --start-outbox starts one: give one of them.');
  process.exit(2);
}
const port = Number(values.port);
if (values.target && !values.target.startsWith('dir:')) {
  console.error(`nginx serves a directory target (dir:<path>), not ${values.target}.`);
  process.exit(2);
}
const targetDir = values.target && resolve(values.target.slice('dir:'.length));
if (values.origins && !targetDir) {
  console.error('--origins serves the roots an origins file names: a release target (--target dir:<path>) holds them.');
  process.exit(2);
}

function requireFile(file, hint) {
  if (!existsSync(file)) {
    console.error(`${file} is missing: ${hint}`);
    process.exit(1);
  }
}

requireFile(nginx, 'install nginx (apt-get install nginx) or set NGINX_BIN to its binary.');
requireFile(mimeTypes, "set NGINX_MIME_TYPES to nginx's mime.types.");
if (targetDir) {
  requireFile(join(targetDir, 'site/index.html'), 'release the shell to the target first (pnpm release).');
} else {
  requireFile(join(repo, hostApp.dir, 'dist/prerender.json'), 'build the site first (pnpm build).');
  for (const name of remoteNames) requireFile(join(repo, appNamed(name).dir, 'dist/prerender.json'), 'build first.');
}
const withBrotli = existsSync(brotliModule);
if (!withBrotli) {
  console.log(`No ${brotliModule} (apt-get install libnginx-mod-http-brotli-static): everything is sent gzipped only.`);
}

const withNjs = existsSync(njsModule);
if (!withNjs) console.log(`Warning: ${noNjsWarning}`);

const prefix = await mkdtemp(join(tmpdir(), 'meridian-nginx-'));
// Started as root, nginx's workers run as nobody: they must be able to read the published files.
await chmod(prefix, 0o755);

const rootOf = (name) => join(targetDir ?? prefix, appNamed(name).origin);
const origins = values.origins
  ? JSON.parse(await readFile(values.origins, 'utf8')).origins
  : {
      site: { origin: `http://localhost:${port}`, root: rootOf(hostApp.name) },
      ...Object.fromEntries(
        remoteNames.map((name, index) => [
          name,
          { origin: `http://localhost:${port + 1 + index}`, root: rootOf(name) },
        ]),
      ),
    };

/** Each remote's origin gets its build, as its team's deploy would upload it. */
async function publishRemotes() {
  await Promise.all(
    remoteNames.map((name) => cp(join(repo, appNamed(name).dir, 'dist'), origins[name].root, { recursive: true })),
  );
}

/** The compose step of a deploy: the shell's build plus every route's HTML, for these remote origins. */
async function composeSite() {
  const remotesFile = join(prefix, 'remotes.json');
  const remotes = remoteLocations((app) => origins[app.name].origin);
  await writeFile(remotesFile, `${JSON.stringify(remotes, null, 2)}\n`);
  const result = spawnSync(
    process.execPath,
    [
      'scripts/compose.mjs',
      '--remotes',
      remotesFile,
      '--out',
      origins.site.root,
      ...remoteNames.flatMap((name) => ['--local', `${name}=${origins[name].root}`]),
    ],
    { cwd: repo, stdio: 'inherit' },
  );
  if (result.status !== 0) throw new Error('The compose step failed.');
}

/** The live path map a release (or the compose step) wrote: its redirects and retired paths are nginx's rules. */
const pathOwnersPath = join(origins.site.root, pathOwnersFile);

/**
 * The collector (`pnpm serve --outbox-only`) started beside nginx, on loopback only, and where it answers (the
 * port it prints once it listens).
 */
async function startOutbox() {
  const child = spawn(process.execPath, [join(repo, 'server/src/cli.mjs'), '--outbox-only'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', TRUST_PROXY: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise((resolveUrl, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      output += chunk;
      const port = /^outbox\s+http:\/\/localhost:(\d+)$/m.exec(output)?.[1];
      if (port) resolveUrl(`http://127.0.0.1:${port}`);
    });
    child.once('exit', (code) => reject(new Error(`The outbox stopped before it listened (exit code ${code}).`)));
  });
  return { child, url };
}

async function writeConfig(contactOutbox) {
  const pathOwners = parsePathOwners(await readFile(pathOwnersPath, 'utf8'));
  // A composed page carries the template's inline scripts: the target's home page stands for the template.
  const shellHtml = targetDir ? join(targetDir, 'site/index.html') : join(repo, 'shell/dist/index.html');
  const scriptHashes = inlineScriptHashes(await readFile(shellHtml, 'utf8'));
  const contactDelivery = await readContactDelivery(join(origins.site.root, contactDeliveryFile));
  const problem = contactDeliveryProblem({ contactDelivery, contactOutbox });
  if (problem) console.log(`Warning: ${problem}`);
  const config = await renderNginxConfig({
    origins,
    pathOwners,
    scriptHashes,
    contactDelivery,
    contactOutbox,
    local: true,
    mimeTypes,
    brotliStaticModule: withBrotli ? brotliModule : undefined,
    njsModule: withNjs ? njsModule : undefined,
  });
  await writeFile(join(prefix, 'nginx.conf'), config);
}

let outbox;
try {
  if (!targetDir) {
    await publishRemotes();
    await composeSite();
  }
  if (values['start-outbox']) outbox = await startOutbox();
  await writeConfig(outbox?.url ?? values.outbox);
} catch (error) {
  outbox?.child.kill('SIGTERM');
  await rm(prefix, { recursive: true, force: true });
  throw error;
}

const nginxArgs = ['-p', `${prefix}/`, '-c', 'nginx.conf', '-e', 'stderr'];
// -e: nginx opens its error log before reading the config; the compiled-in default may not be writable.
const server = spawn(nginx, [...nginxArgs, '-g', 'daemon off;'], {
  stdio: 'inherit',
});
for (const [name, { origin }] of Object.entries(origins)) console.log(`${name.padEnd(9)} ${origin}`);

/**
 * A release that changes the live map's redirects or retired paths changes nginx's rules: as a production deploy
 * does after such a release, the config is rendered again and nginx reloaded (its new workers serve the new rules).
 */
if (targetDir) {
  watchFile(pathOwnersPath, { interval: 250 }, async () => {
    await writeConfig(outbox?.url ?? values.outbox);
    spawnSync(nginx, [...nginxArgs, '-s', 'reload'], { stdio: 'inherit' });
    console.log(`Reloaded nginx for the new ${pathOwnersFile}.`);
  });
}

const stop = () => {
  unwatchFile(pathOwnersPath);
  server.kill('SIGTERM');
  // The outbox finishes the writes in flight, then exits.
  outbox?.child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', async (code, signal) => {
  outbox?.child.kill('SIGTERM');
  await rm(prefix, { recursive: true, force: true });
  process.exit(code ?? (signal === 'SIGTERM' ? 0 : 1));
});
