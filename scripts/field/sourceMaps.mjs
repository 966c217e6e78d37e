/**
 * Stack frames mapped to source file and line through the source maps a release kept on the target
 * (`releases/<app>/<id>/maps/<path>.map`, scripts/release/release.mjs). A frame's script is found by its path
 * below the origin: `https://<remote>.example.in/static/js/async/page-payout.1a2b.js` → the map
 * `static/js/async/page-payout.1a2b.js.map` of a release of the page's apps (hashed names do not repeat).
 */
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { releaseKey, sourceMapKey } from '../release/release.mjs';

/**
 * A source as a person reads it, relative to the app's folder: rsbuild names sources relative to the map
 * (`../../../../src/pages/Payout.tsx`, from `dist/static/js/async/`), other bundlers with a scheme
 * (`webpack://<its folder>/./src/pages/Payout.tsx`); both read `src/pages/Payout.tsx`.
 */
const readableSource = (source) => source.replace(/^[a-z-]+:\/\/[^/]*\//, '').replace(/^(\.\.?\/)+/, '');

/**
 * A mapper of frames through the maps on `target`, each map list and map read once.
 * `map(frame, releases)`: `frame` a `{ source, line, column }` of `@site/field`'s `stackFrames` (1-based column, as
 * browsers write it), `releases` the `[app, id]` pairs to look in, most likely first. Resolves to
 * `{ source, line, column, name }` in the original source, or undefined when no kept map covers it.
 */
export function sourceMapper(target) {
  const lists = new Map();
  const maps = new Map();
  const mapsOf = (app, id) => {
    const key = `${releaseKey(app, id)}/maps`;
    if (!lists.has(key))
      lists.set(
        key,
        target.list(key).then((keys) => new Set(keys)),
      );
    return lists.get(key);
  };
  const traceMap = (key) => {
    // Read at its place in the build (`static/js/…`): sources relative to it resolve against the build.
    const inBuild = key.slice(key.indexOf('/maps/') + '/maps/'.length);
    if (!maps.has(key))
      maps.set(
        key,
        target.read(key).then((body) => new TraceMap(body.toString('utf8'), inBuild)),
      );
    return maps.get(key);
  };
  return {
    async map(frame, releases) {
      let segments;
      try {
        segments = new URL(frame.source).pathname.split('/').filter(Boolean);
      } catch {
        return undefined;
      }
      for (const [app, id] of releases) {
        const kept = await mapsOf(app, id);
        for (let start = 0; start < segments.length; start += 1) {
          const key = sourceMapKey(app, id, `${segments.slice(start).join('/')}.map`);
          if (!kept.has(key)) continue;
          const position = originalPositionFor(await traceMap(key), { line: frame.line, column: frame.column - 1 });
          if (position.source === null) return undefined;
          return {
            source: readableSource(position.source),
            line: position.line,
            column: position.column + 1,
            name: position.name ?? undefined,
          };
        }
      }
      return undefined;
    },
  };
}
