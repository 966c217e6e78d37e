/**
 * The Module Federation runtime's share of an entry chunk, read from the chunk's source map: the bytes that
 * the map attributes to the federation packages (`@module-federation/*`) and to the bundler's federation
 * runtime modules (sharing, consumes, remotes, exposes, the embedded runtime), gzip-compressed together.
 * Compressed on their own they weigh a little more than inside the chunk, so this errs high, not low.
 */
const base64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const digitOf = new Map([...base64].map((char, index) => [char, index]));

/** @param {string} segment @returns {number[]} the segment's fields, relative as in the map */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = /** @type {number} */ (digitOf.get(char));
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      fields.push(value & 1 ? -(value >> 1) : value >> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** @param {string} source */
function isFederationSource(source) {
  let name = source;
  try {
    name = decodeURIComponent(source);
  } catch {
    // A source name that is not URI-encoded is read as it is.
  }
  return (
    name.includes('@module-federation/') ||
    /webpack\/runtime\/(sharing|consumes_loading|remotes_loading|initialize_exposes|embed_federation_runtime|module_federation)/.test(
      name,
    ) ||
    name.includes('runtimeRequire.federation')
  );
}

/**
 * @param {string} code the minified chunk
 * @param {{ sources: string[], mappings: string }} map its source map
 * @returns {string} the chunk's federation code, in order
 */
export function federationCodeOf(code, map) {
  const federation = map.sources.map(isFederationSource);
  const lines = code.split('\n');
  let source = 0;
  let kept = '';
  map.mappings.split(';').forEach((lineMappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    /** @type {[number, number | undefined][]} */
    const segments = [];
    for (const segment of lineMappings.split(',')) {
      if (!segment) continue;
      const fields = decodeSegment(segment);
      column += /** @type {number} */ (fields[0]);
      if (fields.length > 1) source += /** @type {number} */ (fields[1]);
      segments.push([column, fields.length > 1 ? source : undefined]);
    }
    segments.forEach(([start, sourceIndex], index) => {
      const end = segments[index + 1]?.[0] ?? line.length;
      if (sourceIndex !== undefined && federation[sourceIndex]) kept += line.slice(start, end);
    });
  });
  return kept;
}
