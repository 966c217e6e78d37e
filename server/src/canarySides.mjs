/**
 * Canaries on a release target (issue #55), as the servers read them: where a canary's state and its candidate side
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
import { bucketIdOf, forcedSide, forcedSideOfCookie, sideOf } from './canaryBucket.mjs';

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
 * from the same place: a candidate page with no copy is never sent as the live page's copy.
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
  const each = (/** @type {'read' | 'get'} */ method) => async (/** @type {string} */ key) => {
    const own = keyOf(key);
    return own === undefined ? undefined : target[method](own);
  };
  return {
    ...target,
    read: each('read'),
    get: each('get'),
    exists: async (/** @type {string} */ key) => {
      const own = keyOf(key);
      return own !== undefined && target.exists(own);
    },
  };
}
