#!/usr/bin/env node
/**
 * How each team's release behaves for real visitors:
 *
 *   pnpm field [app] [--since 7d] [--data DIR | --collector URL [--token T]] [--target T] [--html FILE] [--preview]
 *
 * Reads the local collector's records (`DATA_DIR/field/`, default `./.data/field/`), another store (`--data`), or
 * a running collector's read endpoint (`--collector`, with FIELD_READ_TOKEN or `--token`). `--target` (dir:… or
 * s3://…, as `pnpm release` takes it) orders releases by the target's history and maps stack frames through the
 * source maps each release kept there. `--preview` reports the previews' records instead of the live ones.
 * `--html FILE` also writes the report as one page with charts. Exit status: 0 done, 1 failed, 2 usage.
 */
import { writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { openTarget } from '@site/server/targets';
import { reportHtml } from './html.mjs';
import { fieldReport } from './report.mjs';
import { fieldSourceOptions, recordFiles, sinceTime } from './store.mjs';
import { reportText } from './text.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const usage = `usage: pnpm field [app] [--since 7d] [--data DIR | --collector URL [--token T]] [--target dir:…|s3://…]
                  [--html FILE] [--preview]`;

function parse() {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        ...fieldSourceOptions,
        target: { type: 'string' },
        html: { type: 'string' },
        preview: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${usage}`);
    return process.exit(2);
  }
}

const { values, positionals } = parse();
if (values.help || positionals.length > 1) {
  console.error(usage);
  process.exit(values.help ? 0 : 2);
}
let target;
let source;
try {
  const since = sinceTime(values.since);
  target = values.target ? openTarget(values.target) : undefined;
  source = await recordFiles({ repo, since, data: values.data, collector: values.collector, token: values.token });
  const report = await fieldReport({
    files: source.files,
    since,
    side: values.preview ? 'preview' : 'live',
    app: positionals[0],
    target,
  });
  process.stdout.write(reportText(report));
  if (values.html) {
    await writeFile(values.html, await reportHtml(report));
    console.log(`Wrote ${values.html}.`);
  }
} catch (error) {
  console.error(`pnpm field failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await source?.dispose();
  target?.close();
}
