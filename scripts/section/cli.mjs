#!/usr/bin/env node
/**
 * Starts a new section of the site (docs/architecture.md, "A section joins the site"):
 *
 *   pnpm new-section <name> --path /<page>
 *
 * writes `mfe-<name>/` (its package, build config, route table and one page built from the ui kit), adds it to the
 * registry of apps (shared/apps/apps.json), installs it into the workspace (the lockfile gains it), and prints the
 * commands to develop and release it. Exit status: 0 done, 1 failed, 2 usage.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { newSection } from './newSection.mjs';

const repo = join(dirname(fileURLToPath(import.meta.url)), '../..');
const usage = 'usage: pnpm new-section <name> --path /<page>';

let parsed;
try {
  parsed = parseArgs({ allowPositionals: true, options: { path: { type: 'string' } } });
} catch (error) {
  console.error(`${error.message}\n${usage}`);
  process.exit(2);
}
const [name, ...extra] = parsed.positionals;
if (!name || extra.length || !parsed.values.path) {
  console.error(usage);
  process.exit(2);
}

try {
  const { dir, port, files } = await newSection({ root: repo, name, path: parsed.values.path });
  console.log(`Wrote ${files.join(', ')}.`);
  // The lockfile gains the new package: never frozen, not even where CI makes that pnpm's default.
  const install = spawnSync('pnpm', ['install', '--no-frozen-lockfile'], { cwd: repo, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('pnpm install failed: run it again once the reason above is fixed.');
  const commands = [
    [`pnpm --filter ${dir} dev`, `its page alone, at http://localhost:${port}${parsed.values.path}`],
    ['pnpm dev', 'the whole site, with it'],
    ['pnpm test', "its route table checked with every section's"],
  ];
  const width = Math.max(...commands.map(([command]) => command.length)) + 2;
  console.log(`
${dir} is a section of the site. Next:
${commands.map(([command, what]) => `  ${command.padEnd(width)}${what}`).join('\n')}
Once, on the deployment: its origin in the origins file ("${name}": { "origin": "https://…", "root": "…" }),
and nginx's config rendered from it again (deploy/nginx/render.mjs).
Then its first release, no shell release needed:
  pnpm release ${name} --target <target> --origins <origins file>
Its pages show the site's link-preview picture until it brings its own: ${dir}/link-preview.json (label, headline,
detail, glow), passed to defineRemote as linkPreview, and node scripts/og-images.mjs to draw ${dir}/public/og.png.`);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
