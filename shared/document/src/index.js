/**
 * The served document's contract. A page is composed from fragments that separate apps render and hydrate
 * (docs/architecture.md, "Takeover by fragment"): the shell's chrome around one page fragment. Every name that
 * the compose step (server/src/compose.mjs), the prerenders, the inline early.js and the apps share is here.
 * Plain JavaScript, so that the Node server and the build's inline scripts read it as they are.
 */

/** The element the shell's chrome is rendered into and hydrated from. */
export const rootId = 'root';

/**
 * On each fragment's container: the name of the app that rendered the fragment and hydrates it. The shell's
 * chrome renders the container empty; compose puts the fragment's markup inside.
 */
export const fragmentAttribute = 'data-fragment';

/**
 * Set once an app has hydrated what it rendered: on a fragment's container, and on `<html>` once the chrome and
 * the page's fragment respond. Until then early.js works the fragment's tabs, Go Back and held Send.
 */
export const interactiveAttribute = 'data-interactive';

/** The empty container of a fragment, as the shell's chrome renders it and compose finds it. */
export const fragmentSlot = (owner) => `<div ${fragmentAttribute}="${owner}"></div>`;

/** The empty container of any fragment in a page's markup; its owner is the first group. */
export const emptyFragmentPattern = new RegExp(`<div ${fragmentAttribute}="([\\w-]+)"></div>`);

/** A page's markup with a fragment's markup put into that fragment's empty container. */
export const fillFragment = (body, owner, markup) =>
  body.replace(fragmentSlot(owner), () => `<div ${fragmentAttribute}="${owner}">${markup}</div>`);

/**
 * The key of the shell's layout for any page of a section (in its prerender.json): the chrome that compose puts
 * around a page the shell's build did not know (a page added by its section's release alone).
 */
export const sectionLayoutKey = (owner) => `section:${owner}`;

/** The `useId` prefix of a fragment's root: the same at its prerender and its hydration. */
export const identifierPrefix = (owner) => `${owner}-`;

/** On a form whose Send was pressed before its app ran (set by early.js, taken by the app). */
export const pendingSubmitAttribute = 'data-pending-submit';
/** On a form: when the visitor first touched it (ms since the epoch), for the spam guard's minimum fill time. */
export const startedAtAttribute = 'data-started-at';
/** On the note that says a held Send will go out once the page has loaded (shown by CSS while held). */
export const pendingNoteAttribute = 'data-pending-note';
/** On a control that goes back in history (the 404 page's Go Back). */
export const historyBackAttribute = 'data-history-back';
/** On a part of a fragment that needs its app's code to work (the payout estimator). */
export const needsAppAttribute = 'data-needs-app';
/**
 * On a served fragment's container while its app waits for the visitor's first use (a pointer move, touch, key or
 * scroll) to load and hydrate it: a fragment with no part that needs its app responds as served (links, native
 * controls, early.js's tabs), so its code is not part of a load nobody uses.
 */
export const hydratesAtFirstUseAttribute = 'data-hydrates-at-first-use';

/** Signs that the visitor is using the page, not merely loading it. */
export const firstUseEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'];
/**
 * On `<html>` from the visitor's first use of the page (early.js listens from the start): what waits for a first
 * use starts at once when the visitor used the page before its app arrived.
 */
export const usedAttribute = 'data-used';

/** The marker compose puts where a page's first screen ends; the paint waits for it. */
export const firstScreenMarkerId = 'first-screen-parsed';
/** On each stylesheet compose puts inline, cut to the page: the file it was cut from. */
export const subsetOfAttribute = 'data-subset-of';
/** On the inline start script: the app's entry, and what to preload with it. */
export const entryAttribute = 'data-entry';
export const preloadAttribute = 'data-preload';
/**
 * The longest wait for an idle main thread (requestIdleCallback's timeout), and the delay where a browser has no
 * idle callback: short for the app's start (start.js, put in at build time), which the page's response waits for;
 * longer for work nobody waits for (`whenIdle` in the apps: prefetching, Motion's features).
 */
export const appStartIdleWait = { timeoutMs: 500, withoutIdleCallbackMs: 0 };
export const deferredIdleWait = { timeoutMs: 2000, withoutIdleCallbackMs: 200 };

/** What early.js reads, passed to it at build time (shell/rsbuild.config.ts). */
export const earlyScriptContract = {
  fragmentAttribute,
  interactiveAttribute,
  pendingSubmitAttribute,
  startedAtAttribute,
  historyBackAttribute,
  firstUseEvents,
  usedAttribute,
};

/**
 * Previews (docs/deploy.md, "Stage, preview, promote"): a staged release composed with the live apps, served as
 * static files under a capability prefix, `/_preview/<release-id>-<secret>`, on every origin of the target. The
 * prefix is the only secret: `previewSecretBytes` of randomness, base64url.
 */
export const previewRoot = '/_preview/';
export const previewSecretBytes = 16;
const previewPrefixPattern = /^\/_preview\/([0-9a-f]{12})-([\w-]{22,})$/;

/** A preview's prefix, from its release id and its secret (base64url). */
export const previewPrefix = (releaseId, secret) => `${previewRoot}${releaseId}-${secret}`;

/** The release id a preview prefix names, or undefined when it is no preview prefix. */
export const previewReleaseId = (prefix) => previewPrefixPattern.exec(prefix)?.[1];

/**
 * A site path as it is addressed inside a preview, as React Router joins a `basename`: the home page is the prefix
 * itself, any other path follows it. No prefix: the path as it is.
 */
export const previewPath = (prefix, path) => (!prefix ? path : path === '/' ? prefix : `${prefix}${path}`);

/** The site path of a location inside a preview, or undefined when the location is outside it. */
export function sitePathIn(prefix, pathname) {
  if (!prefix) return pathname;
  if (pathname === prefix || pathname === `${prefix}/`) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

/**
 * The meta element compose writes into every page of a preview, and nothing else ever does: what the shell reads
 * at runtime (its router's basename, where remotes.json is, the zone badge), so that the bytes previewed are the
 * bytes promoted. Its content is JSON: `{ prefix, candidate: { app, id }, releases: { app: id } }`.
 */
export const previewMetaName = 'site-preview';
