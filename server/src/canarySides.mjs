/**
 * Canaries on a release target, as the servers read them: where a canary's state and its candidate side
 * are kept, and which side a request is on.
 *
 *   releases/<app>/canary.json                  one app's canary: its candidate and live release ids, the share
 *                                               (scripts/canary/state.mjs writes it; no other app's command does)
 *   <remote>/_canary/<id>/…                     a remote candidate's pointer and hashed files on its own origin:
 *                                               the candidate side's remotes.json names its manifest there, so
 *                                               what a remote origin serves never depends on the visitor (its
 *                                               requests are cross-origin, with no cookie)
 *   releases/canary-sides/<sides>/site/…        the site origin's files of each set of candidates a visitor can be
 *                                               on (each app's canary draws its visitors on its own): the pages of
 *                                               those apps composed with them, remotes.json, paths.json and
 *                                               releases.json; everything else is the live site's. No origin
 *                                               serves this folder: only a side decision reaches it.
 */
import {
  bucketCookie,
  bucketIdOf,
  forcedSide,
  forcedSideCookie,
  forcedSideOfCookie,
  newBucketId,
  sideOf,
} from './canaryBucket.mjs';

/** @typedef {{ app: string, candidate: string, live: string, share: number }} Canary */

/** One app's canary state: one object per app, so that a canary never writes what another app's release does. */
export const canaryKey = (/** @type {string} */ app) => `releases/${app}/canary.json`;

/** Where a remote candidate's files are on its own origin while it is a canary's. */
export const canaryPrefix = (/** @type {string} */ id) => `/_canary/${id}`;

/** The folder of the candidate sides' files. */
export const sidesRoot = 'releases/canary-sides';

/**
 * The name of a set of candidates (`app-id` pairs, in app order, joined by `+`): a folder under sidesRoot, and what
 * nginx's side decision computes too.
 * @param {readonly Pick<Canary, 'app' | 'candidate'>[]} canaries
 */
export const sidesName = (canaries) =>
  canaries
    .map(({ app, candidate }) => `${app}-${candidate}`)
    .sort()
    .join('+');

/** The folder of the site origin's files for the set of candidates `name`. */
export const sidesFolder = (/** @type {string} */ name) => `${sidesRoot}/${name}/site`;

/**
 * The canaries whose candidate a request is served: all of them when it forces the candidate side (query, header,
 * or the cookie a forcing query left), none when it forces live, else those whose share the visitor's bucket falls
 * in; none for a visitor with no bucket yet.
 * @param {readonly Canary[]} canaries
 * @param {{ query: URLSearchParams, headers: Readonly<Record<string, string | string[] | undefined>>, bucketId?: string }} request
 *   `bucketId`: the one the request's cookie holds, or the one its response sets
 */
export function candidatesOf(canaries, { query, headers, bucketId }) {
  const cookie = typeof headers.cookie === 'string' ? headers.cookie : undefined;
  const forced = forcedSide(query, headers) ?? forcedSideOfCookie(cookie);
  if (forced) return forced === 'candidate' ? [...canaries] : [];
  const id = bucketId ?? bucketIdOf(cookie);
  return id ? canaries.filter((canary) => sideOf(id, canary) === 'candidate') : [];
}

/**
 * A target whose site origin has the files of `folder` in place of the live ones. A file and its Brotli copy come
 * from the same place: a candidate page with no copy is never sent as the live page's copy. A file of the side that
 * is gone since `keys` was listed (its canary ended, and the side's files were removed) is the live one, as nginx's
 * `try_files` falls through to live: a page loaded just before an abort gets the live `remotes.json`, not a 404.
 * @param {{ read: Function, get: Function, exists: Function }} target
 * @param {string} folder a sidesFolder
 * @param {ReadonlySet<string>} keys the keys under `folder`, relative to it (`index.html`, `remotes.json`, …)
 */
export function overlayTarget(target, folder, keys) {
  const keyOf = (/** @type {string} */ key) => {
    if (!key.startsWith('site/')) return key;
    const path = key.slice('site/'.length);
    return keys.has(path.replace(/\.br$/, '')) ? (keys.has(path) ? `${folder}/${path}` : undefined) : key;
  };
  const each = (/** @type {'read' | 'get' | 'exists'} */ method) => async (/** @type {string} */ key) => {
    const own = keyOf(key);
    if (own === undefined) return method === 'exists' ? false : undefined;
    const found = await target[method](own);
    return found || own === key ? found : target[method](key);
  };
  return { ...target, read: each('read'), get: each('get'), exists: each('exists') };
}

/** How long the canaries and a side's list of files are trusted, as the live path map is (targetPages.mjs). */
const recheckMs = 1000;

/** A request for a page (no extension, or .html), whose first response sets a visitor's bucket. */
const isDocument = (/** @type {string} */ path) => !/\.[^/]*$/.test(path) || path.endsWith('.html');

/**
 * The side decision of the site origin on a release target. `sourceFor(request, reply)` says which source serves a
 * request: `live`, or the source `sourceOf(target)` makes of the target with a candidate side's files in place of
 * the live ones. While any app has a canary:
 * - a document request of a visitor with no bucket gets one (its response sets the bucket cookie), and a side
 *   forced by the query is kept for the session (the forced-side cookie);
 * - every response except the hashed files (`/static/`, the same on both sides) is `Cache-Control: private,
 *   no-cache`: a shared cache never keeps one visitor's side for another (`Vary: Cookie` would have it keep a copy
 *   per Cookie header, every visitor's own, or be ignored: CDNs key on named cookies, not on Vary), and the browser
 *   revalidates it as every page and JSON file of the site is revalidated.
 * @template Source
 * @param {{
 *   target: any, apps: readonly string[], https: boolean, live: Source,
 *   sourceOf: (target: any) => Source
 * }} options
 */
export function createCanarySides({ target, apps, https, live, sourceOf }) {
  /** @type {{ readAt: number, canaries: Canary[] }} */
  let read = { readAt: -Infinity, canaries: [] };
  /** @type {Map<string, { listedAt: number, keys: Set<string>, source: Source }>} */
  const sides = new Map();

  async function canaries() {
    if (performance.now() - read.readAt >= recheckMs) {
      const states = await Promise.all(apps.map((app) => target.read(canaryKey(app))));
      const running = states
        .filter((body) => body !== undefined)
        .map((body) => /** @type {Canary} */ (JSON.parse(body.toString('utf8'))))
        .filter(({ share }) => share > 0);
      read = { readAt: performance.now(), canaries: running };
      // The sides of canaries that ended are never chosen again.
      const current = new Set(running.map(({ app, candidate }) => `${app}-${candidate}`));
      for (const name of sides.keys()) if (!name.split('+').every((part) => current.has(part))) sides.delete(name);
    }
    return read.canaries;
  }

  /** The source of the side `name`, its files listed again once `recheckMs` old (each canary command rewrites them). */
  async function side(/** @type {string} */ name) {
    const folder = sidesFolder(name);
    let entry = sides.get(name);
    if (!entry) {
      const keys = new Set();
      entry = { listedAt: -Infinity, keys, source: sourceOf(overlayTarget(target, folder, keys)) };
      sides.set(name, entry);
    }
    if (performance.now() - entry.listedAt >= recheckMs) {
      const listed = await target.list(folder);
      entry.keys.clear();
      for (const key of listed) entry.keys.add(key.slice(folder.length + 1));
      entry.listedAt = performance.now();
    }
    return entry.source;
  }

  return {
    /**
     * @param {{
     *   method: string, url: string, headers: Record<string, string | string[] | undefined>, sitePath: string
     * }} request
     * @param {{ header: (name: string, value: string[]) => unknown }} reply
     * @returns {Promise<{ source: Source, split: boolean }>} `split`: a canary runs, the response depends on the side
     */
    async sourceFor(request, reply) {
      // What a page posts (the collector) is the same on both sides.
      if (request.method !== 'GET' && request.method !== 'HEAD') return { source: live, split: false };
      const running = await canaries();
      if (running.length === 0) return { source: live, split: false };
      const query = new URL(request.url, 'http://site.invalid').searchParams;
      const cookies = typeof request.headers.cookie === 'string' ? request.headers.cookie : undefined;
      /** @type {string[]} */
      const setCookies = [];
      const byQuery = forcedSide(query, {});
      if (byQuery) setCookies.push(forcedSideCookie(byQuery, { secure: https }));
      let bucketId = bucketIdOf(cookies);
      if (!bucketId && isDocument(request.sitePath)) {
        bucketId = newBucketId();
        setCookies.push(bucketCookie(bucketId, { secure: https }));
      }
      if (setCookies.length) reply.header('Set-Cookie', setCookies);
      const chosen = candidatesOf(running, { query, headers: request.headers, bucketId });
      return { source: chosen.length ? await side(sidesName(chosen)) : live, split: true };
    },
  };
}
