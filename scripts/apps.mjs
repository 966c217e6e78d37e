#!/usr/bin/env node
/**
 * The apps of the registry (shared/apps/apps.json), for pipelines that list them before anything is installed:
 *
 *   node scripts/apps.mjs [--role host|remote] [--json]
 *
 * One name a line, in registry order; `--json`: a JSON list (a pipeline's matrix).
 */
import { parseArgs } from 'node:util';
import { apps } from '../shared/apps/src/index.js';

const { values } = parseArgs({ options: { role: { type: 'string' }, json: { type: 'boolean', default: false } } });
if (values.role !== undefined && values.role !== 'host' && values.role !== 'remote') {
  console.error('usage: node scripts/apps.mjs [--role host|remote] [--json]');
  process.exit(2);
}
const names = apps.filter((app) => values.role === undefined || app.role === values.role).map((app) => app.name);
console.log(values.json ? JSON.stringify(names) : names.join('\n'));
