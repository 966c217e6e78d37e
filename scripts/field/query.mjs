/**
 * The report's figures, queried with DuckDB straight from the stored JSON lines: page views, errors and the views
 * they spoiled, p75 of the Core Web Vitals and what caused the poor ones, the top errors by fingerprint, and the
 * same over time (hourly) for the charts. One side at a time: live, or previews (never mixed).
 *
 * A figure belongs to an app and its release:
 * - page views: by the path's owner, and every view for the shell, which frames every page; the release is the
 *   one that app had on the page (`releases`, or the preview's candidate);
 * - errors and vitals: by the finding's app and `release` (`@site/field`'s `findingApp`).
 */
import { DuckDBInstance } from '@duckdb/node-api';

/** The stored record's columns that the report reads; a record without one reads it as null. */
const columns = {
  receivedAt: 'TIMESTAMP',
  view: 'VARCHAR',
  side: 'VARCHAR',
  previewOf: 'STRUCT(app VARCHAR, release VARCHAR)',
  release: 'VARCHAR',
  releases: 'MAP(VARCHAR, VARCHAR)',
  kind: 'VARCHAR',
  path: 'VARCHAR',
  owner: 'VARCHAR',
  app: 'VARCHAR',
  name: 'VARCHAR',
  value: 'DOUBLE',
  rating: 'VARCHAR',
  element: 'VARCHAR',
  fragment: 'VARCHAR',
  script: 'VARCHAR',
  type: 'VARCHAR',
  message: 'VARCHAR',
  stack: 'VARCHAR',
  source: 'VARCHAR',
  line: 'INTEGER',
  column: 'INTEGER',
};

export const reportedVitals = ['LCP', 'INP', 'CLS'];
const topErrorCount = 5;

const literal = (text) => `'${String(text).replace(/'/g, "''")}'`;
const iso = (column) => `strftime(${column}, '%Y-%m-%dT%H:%M:%SZ')`;

/**
 * A message with its hex runs (`0x…`, or a hex word with a digit: addresses, hashes) and then any other digits as
 * `N`, so that one fault is one fingerprint; words without digits are left alone.
 */
const normalisedMessage = `regexp_replace(regexp_replace(message,
  '\\b(0[xX][0-9a-fA-F]+|[0-9a-fA-F]*[0-9][0-9a-fA-F]*)\\b', 'N', 'g'), '[0-9]+', 'N', 'g')`;

/** The records of the window and side, the page views each app was on, and the findings. */
const scopeStatements = (files) => [
  `CREATE TEMP TABLE scoped AS
    SELECT * FROM read_ndjson([${files.map(literal).join(', ')}], columns = {${Object.entries(columns)
      .map(([name, type]) => `${literal(name)}: ${literal(type)}`)
      .join(', ')}}, ignore_errors = true)
    WHERE receivedAt >= $since::TIMESTAMP AND side = $side`,
  `CREATE TEMP TABLE viewed AS
    SELECT a.app,
           CASE WHEN s.previewOf.app = a.app THEN s.previewOf.release ELSE s.releases[a.app] END AS release,
           s.view, s.receivedAt
    FROM scoped s
    JOIN (SELECT app FROM scoped UNION SELECT owner FROM scoped UNION SELECT unnest(map_keys(releases)) FROM scoped) a
      ON s.kind = 'pageview' AND (s.owner = a.app OR a.app = 'shell')`,
  `CREATE TEMP TABLE findings AS SELECT * FROM scoped WHERE kind IN ('error', 'vital')`,
];

const queries = {
  releases: `
    WITH seen AS (SELECT app, release, receivedAt FROM viewed UNION ALL SELECT app, release, receivedAt FROM findings),
    views AS (
      SELECT v.app, v.release, count(*)::INTEGER AS views, count(e.view)::INTEGER AS erroredViews
      FROM viewed v LEFT JOIN (SELECT DISTINCT app, view FROM findings WHERE kind = 'error') e
        ON e.app = v.app AND e.view = v.view
      GROUP BY ALL),
    errors AS (SELECT app, release, count(*)::INTEGER AS errors FROM findings WHERE kind = 'error' GROUP BY ALL)
    SELECT s.app, s.release, ${iso('min(s.receivedAt)')} AS firstSeen, ${iso('max(s.receivedAt)')} AS lastSeen,
           coalesce(any_value(v.views), 0) AS views, coalesce(any_value(v.erroredViews), 0) AS erroredViews,
           coalesce(any_value(e.errors), 0) AS errors
    FROM seen s
    LEFT JOIN views v ON v.app = s.app AND v.release IS NOT DISTINCT FROM s.release
    LEFT JOIN errors e ON e.app = s.app AND e.release IS NOT DISTINCT FROM s.release
    WHERE s.release IS NOT NULL AND ($app = '' OR s.app = $app)
    GROUP BY s.app, s.release
    ORDER BY s.app, min(s.receivedAt)`,
  vitals: `
    SELECT app, release, name, quantile_cont(value, 0.75) AS p75, count(*)::INTEGER AS count,
           (count(*) FILTER (WHERE rating = 'poor'))::INTEGER AS poor
    FROM findings
    WHERE kind = 'vital' AND name IN (${reportedVitals.map(literal).join(', ')}) AND ($app = '' OR app = $app)
    GROUP BY ALL`,
  poorCauses: `
    SELECT app, release, name, fragment, element, script, count(*)::INTEGER AS count
    FROM findings
    WHERE kind = 'vital' AND rating = 'poor' AND ($app = '' OR app = $app)
    GROUP BY app, release, name, fragment, element, script
    QUALIFY row_number() OVER (PARTITION BY app, release, name ORDER BY count(*) DESC, fragment, element, script) = 1`,
  topErrors: `
    SELECT * EXCLUDE (rank) FROM (
      SELECT app, release, type, ${normalisedMessage} AS message, source, count(*)::INTEGER AS count,
             arg_max(stack, receivedAt) AS stack, arg_max(line, receivedAt) AS line,
             arg_max("column", receivedAt) AS "column", arg_max(to_json(releases), receivedAt)::VARCHAR AS releases,
             row_number() OVER (PARTITION BY app, release ORDER BY count(*) DESC, ${normalisedMessage}) AS rank
      FROM findings
      WHERE kind = 'error' AND ($app = '' OR app = $app)
      GROUP BY app, release, type, ${normalisedMessage}, source)
    WHERE rank <= ${topErrorCount}
    ORDER BY app, release, count DESC, message`,
  hourlyVitals: `
    SELECT app, epoch(date_trunc('hour', receivedAt))::BIGINT::DOUBLE AS hour, name, quantile_cont(value, 0.75) AS p75
    FROM findings
    WHERE kind = 'vital' AND name IN (${reportedVitals.map(literal).join(', ')}) AND ($app = '' OR app = $app)
    GROUP BY ALL ORDER BY hour`,
  hourlyErrors: `
    SELECT v.app, epoch(date_trunc('hour', v.receivedAt))::BIGINT::DOUBLE AS hour, count(*)::INTEGER AS views,
           count(e.view)::INTEGER AS erroredViews
    FROM viewed v LEFT JOIN (SELECT DISTINCT app, view FROM findings WHERE kind = 'error') e
      ON e.app = v.app AND e.view = v.view
    WHERE $app = '' OR v.app = $app
    GROUP BY ALL ORDER BY hour`,
};

/**
 * Runs `task` with a DuckDB connection on which the records in `files` received since `since` on one `side` are the
 * tables `scoped` (every record), `viewed` (each page view once per app it was on, with that app's release) and
 * `findings` (errors and vitals): the one reading of the store that `pnpm field` and the canary watcher share.
 * @template T
 * @param {string[]} files
 * @param {{ since: Date, side: 'live' | 'preview' }} scope
 * @param {(connection: import('@duckdb/node-api').DuckDBConnection) => Promise<T>} task
 * @returns {Promise<T>}
 */
export async function withScopedRecords(files, { since, side }, task) {
  const instance = await DuckDBInstance.create(':memory:');
  const connection = await instance.connect();
  try {
    const [scoped, ...derived] = scopeStatements(files);
    await connection.run(scoped, { since: since.toISOString().replace('Z', ''), side });
    for (const statement of derived) await connection.run(statement);
    return await task(connection);
  } finally {
    connection.closeSync();
    instance.closeSync();
  }
}

/**
 * Every figure of the records in `files` received since `since`, on one `side` (`live` or `preview`), of `app` or
 * of every app (''), as rows of plain values (report.mjs assembles them).
 * @param {string[]} files
 * @param {{ since: Date, side: 'live' | 'preview', app?: string }} scope
 */
export async function queryFigures(files, { since, side, app = '' }) {
  const empty = Object.fromEntries(Object.keys(queries).map((name) => [name, []]));
  if (files.length === 0) return empty;
  return withScopedRecords(files, { since, side }, async (connection) => {
    const results = {};
    for (const [name, sql] of Object.entries(queries)) {
      results[name] = (await connection.runAndReadAll(sql, { app })).getRowObjectsJson();
    }
    return results;
  });
}
