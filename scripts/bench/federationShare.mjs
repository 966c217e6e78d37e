/**
 * The Module Federation runtime's share of the shell's entry chunks, read from their hidden source maps
 * (`SITE_SOURCE_MAPS=1`): the code the maps attribute to `@module-federation/*` and to the bundler's federation
 * runtime modules, gzip-compressed together. Compressed on its own it weighs a little more than inside the
 * chunk, so this errs high. A size budget (`limits.federationRuntimeKB`, targets.mjs), checked by `npm test`'s smoke.
 */
import { access, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { TraceMap, eachMapping } from '@jridgewell/trace-mapping';

/** The federation packages, and the bundler's federation runtime modules. */
const federationSource =
  /@module-federation\/|runtimeRequire\.federation|webpack\/runtime\/(sharing|consumes_loading|remotes_loading|initialize_exposes|embed_federation_runtime|module_federation)/;

/**
 * @param {string} code the minified chunk
 * @param {import('@jridgewell/trace-mapping').SourceMapInput} map its source map
 * @returns {string} the chunk's federation code, in order
 */
export function federationCodeOf(code, map) {
  const lines = code.split('\n');
  /** @type {{ line: number, column: number, source: string | null }[]} */
  const segments = [];
  eachMapping(new TraceMap(map), (mapping) =>
    segments.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  return segments
    .map(({ line, column, source }, index) => {
      const next = segments[index + 1];
      const text = lines[line - 1] ?? '';
      const end = next?.line === line ? next.column : text.length;
      return source && federationSource.test(decodeURIComponent(source)) ? text.slice(column, end) : '';
    })
    .join('');
}

/**
 * @param {string} repo
 * @returns {Promise<number | null>} gzip bytes; null when the build wrote no source maps
 */
export async function federationRuntimeGzip(repo) {
  const dist = join(repo, 'shell/dist');
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  // The shell's page names its entry for its inline start script (data-entry); a plain page would use src.
  const entries = [...html.matchAll(/<script\b[^>]*\b(?:src|data-entry)="\/?([^"]+)"/g)].map((match) =>
    join(dist, String(match[1])),
  );
  const hasMaps = await Promise.all(
    entries.map((file) =>
      access(`${file}.map`).then(
        () => true,
        () => false,
      ),
    ),
  );
  if (entries.length === 0 || !hasMaps.every(Boolean)) return null;
  const code = await Promise.all(
    entries.map(async (file) =>
      federationCodeOf(await readFile(file, 'utf8'), JSON.parse(await readFile(`${file}.map`, 'utf8'))),
    ),
  );
  return gzipSync(code.join('\n'), { level: 6 }).length;
}
