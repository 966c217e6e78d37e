/**
 * A team's field report: per app and release, page views, the error rate with its exact 95 % interval, p75 LCP,
 * INP and CLS with what most often caused the poor ones, the top errors with their frames mapped through the
 * release's source maps, each figure's change against the app's previous release, and the hourly series the
 * charts draw. The figures come from DuckDB (query.mjs); this module only puts them together.
 */
import { stackFrames } from '@site/field';
import { readHistory } from '../release/release.mjs';
import { clopperPearson } from './interval.mjs';
import { queryFigures, reportedVitals } from './query.mjs';
import { sourceMapper } from './sourceMaps.mjs';
import { recordFiles, sinceTime } from './store.mjs';

const framesShown = 6;
const hourSeconds = 3600;

const keyOf = (app, release) => `${app}\0${release}`;
const groupBy = (rows, key) => {
  const groups = new Map();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return groups;
};

/** The error rate: page views of the app in which it threw at least once, of all its page views. */
function errorRate({ erroredViews, views }) {
  const interval = clopperPearson(erroredViews, views);
  return interval && { value: erroredViews / views, ...interval };
}

/** Frames of an error, each with where it is in the source when a kept map covers it. */
async function mappedFrames(error, mapper) {
  const frames = stackFrames(error.stack ?? '');
  if (frames.length === 0 && error.source)
    frames.push({ source: error.source, line: error.line, column: error.column });
  const releases = [[error.app, error.release], ...Object.entries(JSON.parse(error.releases ?? '{}'))];
  return Promise.all(
    frames.slice(0, framesShown).map(async (frame) => ({ ...frame, mapped: await mapper?.map(frame, releases) })),
  );
}

/** Each figure minus the previous release's (a missing one on either side has no change). */
function changeOf(current, previous) {
  const minus = (a, b) => (a === undefined || b === undefined ? undefined : a - b);
  return {
    views: minus(current.views, previous.views),
    errorRate: minus(current.errorRate?.value, previous.errorRate?.value),
    ...Object.fromEntries(
      reportedVitals.map((name) => [name, minus(current.vitals[name]?.p75, previous.vitals[name]?.p75)]),
    ),
  };
}

/**
 * The releases of an app in release order: the target's history when there is one (releases it does not list
 * after, by when they were first seen), else by when each was first seen.
 */
function inReleaseOrder(releases, historyIds) {
  const rank = (release) => {
    const index = historyIds?.indexOf(release.id) ?? -1;
    return index === -1 ? Number.POSITIVE_INFINITY : index;
  };
  return [...releases].sort((a, b) => rank(a) - rank(b) || a.firstSeen.localeCompare(b.firstSeen));
}

/** The hourly series of an app, on every hour from its first to its last (null where nothing was recorded). */
function seriesOf(vitalRows, errorRows) {
  const hours = [...vitalRows, ...errorRows].map((row) => row.hour);
  if (hours.length === 0)
    return { hours: [], errorRate: [], ...Object.fromEntries(reportedVitals.map((n) => [n, []])) };
  const first = Math.min(...hours);
  const span = Array.from(
    { length: (Math.max(...hours) - first) / hourSeconds + 1 },
    (_, i) => first + i * hourSeconds,
  );
  const at = (rows, value) => {
    const byHour = new Map(rows.map((row) => [row.hour, value(row)]));
    return span.map((hour) => byHour.get(hour) ?? null);
  };
  return {
    hours: span,
    errorRate: at(errorRows, (row) => (row.views ? row.erroredViews / row.views : null)),
    ...Object.fromEntries(
      reportedVitals.map((name) => [
        name,
        at(
          vitalRows.filter((row) => row.name === name),
          (row) => row.p75,
        ),
      ]),
    ),
  };
}

/**
 * The report of the records in `files` since `since` on `side`, for `app` (or every app). With a `target`, the
 * releases are ordered by its history and the frames mapped through the maps kept there.
 * @param {{ files: string[], since: Date, side?: 'live' | 'preview', app?: string, target?: any }} options
 */
export async function fieldReport({ files, since, side = 'live', app = '', target }) {
  const rows = await queryFigures(files, { since, side, app });
  const mapper = target && sourceMapper(target);
  const vitals = groupBy(rows.vitals, (row) => keyOf(row.app, row.release));
  const causes = groupBy(rows.poorCauses, (row) => keyOf(row.app, row.release));
  const errors = groupBy(rows.topErrors, (row) => keyOf(row.app, row.release));
  const hourlyVitals = groupBy(rows.hourlyVitals, (row) => row.app);
  const hourlyErrors = groupBy(rows.hourlyErrors, (row) => row.app);

  const apps = [];
  for (const [name, releaseRows] of groupBy(rows.releases, (row) => row.app)) {
    const historyIds = target && (await readHistory(target, name)).releases.map((entry) => entry.id);
    const releases = [];
    for (const row of inReleaseOrder(
      releaseRows.map((each) => ({ ...each, id: each.release })),
      historyIds,
    )) {
      const key = keyOf(name, row.id);
      const release = {
        id: row.id,
        firstSeen: row.firstSeen,
        lastSeen: row.lastSeen,
        views: row.views,
        errors: row.errors,
        erroredViews: row.erroredViews,
        errorRate: errorRate(row),
        vitals: Object.fromEntries(
          (vitals.get(key) ?? []).map((vital) => {
            const cause = causes.get(key)?.find((each) => each.name === vital.name);
            return [vital.name, { p75: vital.p75, count: vital.count, poor: vital.poor, cause }];
          }),
        ),
        topErrors: await Promise.all(
          (errors.get(key) ?? []).map(async (error) => ({
            type: error.type,
            message: error.message,
            source: error.source,
            count: error.count,
            frames: await mappedFrames(error, mapper),
          })),
        ),
      };
      const previous = releases.at(-1);
      if (previous) Object.assign(release, { previous: previous.id, change: changeOf(release, previous) });
      releases.push(release);
    }
    apps.push({
      app: name,
      releases,
      series: seriesOf(hourlyVitals.get(name) ?? [], hourlyErrors.get(name) ?? []),
      markers: releases.map((release) => ({ id: release.id, at: Date.parse(release.firstSeen) / 1000 })),
    });
  }
  return { since: since.toISOString(), side, apps };
}

/**
 * The live figures of each release of `app` (id → the report's release), for `pnpm releases`; undefined when no
 * record of the app is found (the listing then says nothing of the field).
 * @param {{ repo: string, app: string, target: any, since: string, data?: string, collector?: string, token?: string }} options
 */
export async function releaseFieldFigures({ repo, app, target, since, data, collector, token }) {
  const from = sinceTime(since);
  const source = await recordFiles({ repo, since: from, data, collector, token });
  try {
    const report = await fieldReport({ files: source.files, since: from, app, target });
    const releases = report.apps.find((each) => each.app === app)?.releases ?? [];
    return releases.length ? new Map(releases.map((release) => [release.id, release])) : undefined;
  } finally {
    await source.dispose();
  }
}
