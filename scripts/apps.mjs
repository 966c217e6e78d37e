#!/usr/bin/env node
/**
 * The apps of the registry (shared/apps/apps.json), for pipelines that list them before anything is installed:
 *
 *   node scripts/apps.mjs [--role host|remote] [--json]
 *   node scripts/apps.mjs --locations
 *
 * One name a line, in registry order; `--json`: a JSON list (a pipeline's matrix). `--locations`: the remotes.json
 * of a development machine (each remote on its registered port), for a local release (`--remotes <file>`).
 */
import { parseArgs } from 'node:util';
import { apps, developmentLocations } from '../shared/apps/src/index.js';

const { values } = parseArgs({
  options: {
    role: { type: 'string' },
    json: { type: 'boolean', default: false },
    locations: { type: 'boolean', default: false },
  },
});
if (values.locations) {
  console.log(JSON.stringify(developmentLocations(), null, 2));
  process.exit(0);
}
if (values.role !== undefined && values.role !== 'host' && values.role !== 'remote') {
  console.error('usage: node scripts/apps.mjs [--role host|remote] [--json] | --locations');
  process.exit(2);
}
const names = apps.filter((app) => values.role === undefined || app.role === values.role).map((app) => app.name);
console.log(values.json ? JSON.stringify(names) : names.join('\n'));
