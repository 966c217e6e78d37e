/**
 * What a release reads from the origins file (the one nginx's config is rendered from, deploy/nginx/render.mjs):
 * where browsers load each remote's `mf-manifest.json`, on the remote's own origin.
 */
import { apps, hostApp, manifestLocation } from '@site/apps';

/** The app served from `key` of the origins file: the registered one, else a section named by its origin. */
const appServedFrom = (key) => apps.find((app) => app.origin === key)?.name ?? key;

/**
 * The site's `remotes.json` by the origins file: every origin but the site's, as the remote served from it.
 * @param {{ origins?: Record<string, { origin?: unknown }> }} config
 * @returns {Record<string, string>}
 */
export function locationsOfOrigins(config) {
  const entries = Object.entries(config.origins ?? {}).filter(([key]) => key !== hostApp.origin);
  const unnamed = entries.filter(([, entry]) => typeof entry?.origin !== 'string').map(([key]) => key);
  if (unnamed.length) throw new Error(`the origins of ${unnamed.join(', ')} have no "origin" URL.`);
  if (!entries.length)
    throw new Error('it names no origin but the site\'s ("origins": { "<remote>": { "origin": … } }).');
  return Object.fromEntries(
    entries.map(([key, entry]) => [appServedFrom(key), manifestLocation(/** @type {string} */ (entry.origin))]),
  );
}

/**
 * Where browsers load `app`'s manifest by the origins file, or undefined when it names no origin for it.
 * @param {{ origins?: Record<string, { origin?: unknown }> }} config @param {string} app
 */
export function locationOfOrigins(config, app) {
  const key = apps.find((candidate) => candidate.name === app)?.origin ?? app;
  const origin = config.origins?.[key]?.origin;
  return typeof origin === 'string' ? manifestLocation(origin) : undefined;
}
