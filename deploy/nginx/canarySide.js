/**
 * nginx's side decision during a canary, loaded by the site origin's config when render.mjs is given
 * `njsModule`: the same decision as the Node server's (server/src/canarySides.mjs: createCanarySides, and
 * canaryBucket.mjs), written for njs 0.7.9 (Debian 12's libnginx-mod-http-js): no destructuring, no `??`, no
 * imports but njs's own `fs` and `crypto`. deploy/nginx/canary.test.mjs checks it against sideOf and the Node
 * server's cookies through a real nginx.
 *
 * The site server sets `$canary_releases` (the target's `releases/` folder), `$canary_apps` (the remotes, space
 * separated), `$canary_live_root` (its root), `$canary_secure` (`1` when the site origin is https) and
 * `$canary_request_id` (`$request_id`, kept: read by njs on its own, it is a new random id on every read); any other
 * server leaves `$canary_releases` empty and decides nothing (a remote candidate's files have URLs of their own).
 *
 * The canaries are read from the target on every request: njs 0.7.9 keeps nothing between requests (each runs in
 * its own copy of this module), and three small reads from the page cache cost microseconds. So a `--canary`,
 * `--abort` or `--promote` reaches every visitor from the next request on, with no reload.
 */
import crypto from 'crypto';
import fs from 'fs';

// server/src/canaryBucket.mjs has each of these, and why.
const bucketCookieName = 'site_bucket';
const forceSideParam = 'canary_side';
const forceSideHeader = 'X-Canary-Side';
const forcedSideCookieName = 'canary_side';
const bucketMaxAgeSeconds = 30 * 24 * 60 * 60;
const bucketCount = 10000;
const bucketIdPattern = /^[A-Za-z0-9_-]{16,64}$/;
// server/src/headers.mjs: canarySplitCacheControl, staticPrefix.
const splitCacheControl = 'private, no-cache';
const staticPrefix = '/static/';

const isSide = (value) => value === 'candidate' || value === 'live';

/** The value of cookie `name` in a Cookie header, parsed as canaryBucket.mjs does (the first that `valid` accepts). */
function cookieOf(header, name, valid) {
  const pairs = (header || '').split(';');
  for (let i = 0; i < pairs.length; i++) {
    const parts = pairs[i].trim().split('=');
    if (parts[0] === name && valid(parts[1])) return parts[1];
  }
  return undefined;
}

const isBucketId = (value) => typeof value === 'string' && bucketIdPattern.test(value);

/** canaryBucket.mjs: bucketOf; 48 bits of the hash are exact in a double. */
function bucketOf(bucketId, candidate) {
  const hex = crypto.createHash('sha256').update(`${candidate}\n${bucketId}`).digest('hex');
  return parseInt(hex.slice(0, 12), 16) % bucketCount;
}

const onCandidate = (bucketId, canary) =>
  bucketOf(bucketId, canary.candidate) < Math.round(canary.share * (bucketCount / 100));

/** Every app's running canary (share above 0) on the target; a missing state is no canary. */
function runningCanaries(releases, apps) {
  const running = [];
  for (let i = 0; i < apps.length; i++) {
    let body;
    try {
      body = fs.readFileSync(`${releases}/${apps[i]}/canary.json`, 'utf8');
    } catch (error) {
      if (error.code === 'ENOENT') continue;
      throw error;
    }
    const canary = JSON.parse(body);
    if (canary.share > 0) running.push(canary);
  }
  return running;
}

/** canarySides.mjs: sidesName. */
const sidesName = (canaries) =>
  canaries
    .map((canary) => `${canary.app}-${canary.candidate}`)
    .sort()
    .join('+');

const cookieAttributes = (secure) => `; Path=/; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;

const unsplit = { split: false, root: undefined, bucketCookie: '', forcedCookie: '' };

/** The decision for request `r`: computed once per request (every variable below asks for it). */
function decide(r) {
  const releases = r.variables.canary_releases;
  if (!releases || (r.method !== 'GET' && r.method !== 'HEAD')) return unsplit;
  const running = runningCanaries(releases, r.variables.canary_apps.split(' '));
  if (running.length === 0) return unsplit;

  const secure = r.variables.canary_secure === '1';
  const cookies = r.headersIn.Cookie;
  // The request as it came: an error page reached by an internal redirect is still the answer to it.
  const path = r.variables.request_uri.split('?')[0];
  const byQuery = isSide(r.variables[`arg_${forceSideParam}`]) ? r.variables[`arg_${forceSideParam}`] : undefined;
  const byHeader = isSide(r.headersIn[forceSideHeader]) ? r.headersIn[forceSideHeader] : undefined;
  const forced = byQuery || byHeader || cookieOf(cookies, forcedSideCookieName, isSide);

  let bucketId = cookieOf(cookies, bucketCookieName, isBucketId);
  let bucketCookie = '';
  if (!bucketId && (!/\.[^/]*$/.test(path) || path.endsWith('.html'))) {
    // nginx's own random id of the request (32 hex digits), as the site server keeps it for the whole request.
    bucketId = r.variables.canary_request_id;
    bucketCookie = `${bucketCookieName}=${bucketId}; Max-Age=${bucketMaxAgeSeconds}${cookieAttributes(secure)}`;
  }
  let chosen = [];
  if (forced) chosen = forced === 'candidate' ? running : [];
  else if (bucketId) chosen = running.filter((canary) => onCandidate(bucketId, canary));
  return {
    split: true,
    root: chosen.length ? `${releases}/canary-sides/${sidesName(chosen)}/site` : undefined,
    bucketCookie,
    forcedCookie: byQuery ? `${forcedSideCookieName}=${byQuery}${cookieAttributes(secure)}` : '',
    cacheControl: path.startsWith(staticPrefix) ? '' : splitCacheControl,
  };
}

// Each request runs in its own copy of this module: this keeps the decision for the request it was made for.
const decided = { id: undefined, decision: unsplit };
function decision(r) {
  if (decided.id !== r.variables.canary_request_id) {
    try {
      decided.decision = decide(r);
    } catch (error) {
      // An unreadable canary state serves the live site (logged), never an error page or an empty root.
      r.error(`canary side decision failed, serving live: ${error}`);
      decided.decision = unsplit;
    }
    decided.id = r.variables.canary_request_id;
  }
  return decided.decision;
}

/** `$canary_root`: the folder the site's files are looked up in first (the candidate side's), or the live root. */
const root = (r) => decision(r).root || r.variables.canary_live_root;
/** `$canary_cache_control`: `private, no-cache` while a canary splits the visitors (not /static/), else empty. */
const cacheControl = (r) => (decision(r).split ? decision(r).cacheControl : '');
/** `$canary_bucket_cookie`: the Set-Cookie of a new visitor's bucket, else empty (no header). */
const bucketCookie = (r) => decision(r).bucketCookie;
/** `$canary_forced_cookie`: the Set-Cookie that keeps a side forced by the query for the session, else empty. */
const forcedCookie = (r) => decision(r).forcedCookie;

export default { root, cacheControl, bucketCookie, forcedCookie };
