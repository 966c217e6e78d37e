/**
 * Both sides' figures of a canary over the same minutes, read from the store `pnpm field` reads (query.mjs): the
 * live records since the current step began, split by the release the app had on the page, the candidate's or the
 * live one. A finding counts for the app it is attributed to (`@site/field`'s `findingApp`), a page view for the
 * path's owner, as in `pnpm field`.
 */
import { withScopedRecords } from '../field/query.mjs';

const sides = `
  WITH sides AS (SELECT unnest(['canary', 'live']) AS side, unnest([$candidate, $live]) AS release)`;

const viewCounts = `${sides},
  errored AS (
    SELECT view, bool_or(type = 'remote-load') AS remoteLoad
    FROM findings WHERE kind = 'error' AND app = $app GROUP BY view)
  SELECT s.side, count(v.view)::INTEGER AS views, count(e.view)::INTEGER AS errorViews,
         (count(e.view) FILTER (WHERE e.remoteLoad))::INTEGER AS remoteLoadViews
  FROM sides s
  LEFT JOIN viewed v ON v.app = $app AND v.release = s.release
  LEFT JOIN errored e ON e.view = v.view
  GROUP BY s.side`;

const vitalValues = `${sides}
  SELECT s.side, f.name, list(f.value ORDER BY f.receivedAt) AS "values"
  FROM sides s JOIN findings f ON f.release = s.release
  WHERE f.kind = 'vital' AND f.app = $app AND f.name IN ('INP', 'LCP')
  GROUP BY ALL`;

/** @typedef {import('./watcher.mjs').SideFigures} SideFigures */

const noFigures = () => ({ views: 0, errorViews: 0, remoteLoadViews: 0, INP: [], LCP: [] });

/**
 * The canary's and the live side's figures for `app` in the records of `files` received since `since`.
 * @param {string[]} files
 * @param {{ app: string, candidate: string, live: string, since: Date }} canary
 * @returns {Promise<{ canary: SideFigures, live: SideFigures }>}
 */
export async function canaryFigures(files, { app, candidate, live, since }) {
  /** @type {{ canary: any, live: any }} */
  const figures = { canary: noFigures(), live: noFigures() };
  if (files.length === 0) return figures;
  return withScopedRecords(files, { since, side: 'live' }, async (connection) => {
    const parameters = { app, candidate, live };
    for (const row of (await connection.runAndReadAll(viewCounts, parameters)).getRowObjectsJson()) {
      const { side, ...counts } = /** @type {any} */ (row);
      Object.assign(figures[/** @type {'canary' | 'live'} */ (side)], counts);
    }
    for (const row of (await connection.runAndReadAll(vitalValues, parameters)).getRowObjectsJson()) {
      const { side, name, values } = /** @type {any} */ (row);
      figures[/** @type {'canary' | 'live'} */ (side)][name] = values.map(Number);
    }
    return figures;
  });
}
