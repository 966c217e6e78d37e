/**
 * Which side of a canary a visitor is on. A visitor carries a random first-party bucket id (a cookie of
 * random bytes: nothing about the person); the id hashed with the candidate's release id gives a number in
 * [0, 10000), and the visitor is on the candidate when that number is below the share. So the same visitor keeps
 * its side on every request of every page load, raising the share only adds visitors, and two canaries (two
 * candidate ids) draw unrelated sets of visitors, so one team's canary never always lands on the same people.
 */
import { createHash, randomBytes } from 'node:crypto';

// The names have no hyphen where nginx reads them as variables ($cookie_site_bucket, $arg_canary_side).
/** The cookie that holds a visitor's bucket id. */
export const bucketCookieName = 'site_bucket';
/** A query parameter that forces a side for testing: `?canary_side=candidate` or `?canary_side=live`. */
export const forceSideParam = 'canary_side';
/** A request header that forces a side for testing (every request of a page carries it, unlike a query). */
export const forceSideHeader = 'x-canary-side';
/**
 * How long a bucket id is kept: longer than any canary lasts (a step is minutes to hours, a canary a day or two),
 * short enough not to become a long-lived identifier.
 */
export const bucketMaxAgeSeconds = 30 * 24 * 60 * 60;

/** The number of buckets: a share is placed to 0.01 %. */
export const bucketCount = 10_000;

const bucketIdBytes = 16;
// 16 to 64 cookie-safe characters: this module's 22, or a server's own random id (nginx's 32-hex $request_id).
const bucketIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** @typedef {'candidate' | 'live'} Side */

/** A new visitor's bucket id: 128 random bits, base64url (22 characters, cookie-safe). */
export const newBucketId = () => randomBytes(bucketIdBytes).toString('base64url');

/**
 * Whether a cookie value can be a bucket id; anything else (tampered, truncated) counts as no cookie.
 * @param {string | undefined} value
 */
export const isBucketId = (value) => typeof value === 'string' && bucketIdPattern.test(value);

/**
 * The visitor's bucket id from a request's `Cookie` header, if it has a valid one.
 * @param {string | undefined} cookieHeader
 */
export function bucketIdOf(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === bucketCookieName && isBucketId(value)) return value;
  }
  return undefined;
}

/**
 * The visitor's bucket for one canary, in [0, 10000). The candidate id goes into the hash so that each canary
 * draws its own visitors; 48 bits of SHA-256 modulo 10000 leave a bias below 10⁻¹⁰.
 * @param {string} bucketId
 * @param {string} candidate the candidate's release id
 */
export function bucketOf(bucketId, candidate) {
  const digest = createHash('sha256').update(`${candidate}\n${bucketId}`).digest();
  return digest.readUIntBE(0, 6) % bucketCount;
}

/**
 * The side a visitor is on while `candidate` serves `share` percent (0–100, to 0.01) of visitors.
 * @param {string} bucketId
 * @param {{ candidate: string, share: number }} canary
 * @returns {Side}
 */
export function sideOf(bucketId, { candidate, share }) {
  if (!(share >= 0 && share <= 100)) throw new RangeError(`A canary's share is a percentage, not ${share}.`);
  return bucketOf(bucketId, candidate) < Math.round(share * (bucketCount / 100)) ? 'candidate' : 'live';
}

/**
 * The side a request asks for, if any: the query parameter first (a person's link), then the header (a test's
 * every request); any other value is ignored rather than refused, so a stray parameter never breaks a page.
 * @param {URLSearchParams} query
 * @param {Readonly<Record<string, string | string[] | undefined>>} headers lower-case names, as Node gives them
 * @returns {Side | undefined}
 */
export function forcedSide(query, headers) {
  for (const value of [query.get(forceSideParam), headers[forceSideHeader]]) {
    if (value === 'candidate' || value === 'live') return value;
  }
  return undefined;
}

/**
 * The cookie that keeps a side forced by the query for the rest of the browser session, so that the requests of the
 * page a person opened with `?canary_side=` (its `remotes.json`, its next pages) agree with its document.
 */
export const forcedSideCookieName = 'canary_side';

/**
 * The side a request's `Cookie` header forces, if any (forcedSideCookie).
 * @param {string | undefined} cookieHeader
 * @returns {Side | undefined}
 */
export function forcedSideOfCookie(cookieHeader) {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === forcedSideCookieName && (value === 'candidate' || value === 'live')) return value;
  }
  return undefined;
}

/**
 * The `Set-Cookie` value that keeps a forced side until the browser closes (no Max-Age), as the bucket cookie's
 * attributes otherwise.
 * @param {Side} side
 * @param {{ secure: boolean }} options
 */
export const forcedSideCookie = (side, { secure }) =>
  [`${forcedSideCookieName}=${side}`, 'Path=/', 'SameSite=Lax', 'HttpOnly', ...(secure ? ['Secure'] : [])].join('; ');

/**
 * The `Set-Cookie` value that keeps a visitor's bucket. `SameSite=Lax` and `Path=/`, so a visitor arriving from
 * another site (a top-level link) or on another path keeps its side; `HttpOnly`, since only servers and the CDN
 * read it; `Secure` whenever the site is served over https.
 * @param {string} bucketId
 * @param {{ secure: boolean }} options
 */
export function bucketCookie(bucketId, { secure }) {
  if (!isBucketId(bucketId)) throw new TypeError(`Not a bucket id: ${bucketId}`);
  const attributes = [
    `${bucketCookieName}=${bucketId}`,
    `Max-Age=${bucketMaxAgeSeconds}`,
    'Path=/',
    'SameSite=Lax',
    'HttpOnly',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
