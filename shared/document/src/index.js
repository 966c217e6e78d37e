// @ts-check
/**
 * The served document's contract, shared by compose, the prerenders, the inline scripts and the apps
 * (docs/architecture.md, "Takeover by fragment"). Plain JavaScript, so the Node server reads it as it is.
 */

/** The element the shell's chrome is rendered into and hydrated from. */
export const rootId = 'root';
/** On a fragment's container: the app that renders and hydrates it (the chrome renders it empty, compose fills it). */
export const fragmentAttribute = 'data-fragment';
/** On a fragment's container once its app has hydrated it, on `<html>` once the chrome and the page's fragment respond. */
export const interactiveAttribute = 'data-interactive';

/** @param {string} owner */
export const fragmentSlot = (owner) => `<div ${fragmentAttribute}="${owner}"></div>`;
/** The empty container of any fragment; its owner is the first group. */
export const emptyFragmentPattern = new RegExp(`<div ${fragmentAttribute}="([\\w-]+)"></div>`);
/** @param {string} body @param {string} owner @param {string} markup */
export const fillFragment = (body, owner, markup) =>
  body.replace(fragmentSlot(owner), () => `<div ${fragmentAttribute}="${owner}">${markup}</div>`);

/** The key (in the shell's prerender.json) of the chrome around any section's page, one that joined later too. */
export const sectionLayoutKey = 'section-layout';
/** The owner of the section layout's container until compose gives it to the page's section: no remote's name. */
export const sectionLayoutOwner = 'any-section';
/** The section layout's body with its container given to `owner`. @param {string} layout @param {string} owner */
export const layoutFor = (layout, owner) => layout.replace(fragmentSlot(sectionLayoutOwner), () => fragmentSlot(owner));
/** The `useId` prefix of a fragment's root: the same at its prerender and its hydration. @param {string} owner */
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
/** On a served fragment's container while its app waits for the visitor's first use to load and hydrate it. */
export const hydratesAtFirstUseAttribute = 'data-hydrates-at-first-use';

/** Signs that the visitor is using the page, not merely loading it. */
export const firstUseEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'];
/** On `<html>` from the visitor's first use (early.js listens from the start), for what waits for it. */
export const usedAttribute = 'data-used';

/** The marker compose puts where a page's first screen ends; the paint waits for it. */
export const firstScreenMarkerId = 'first-screen-parsed';
/** On each stylesheet compose puts inline, cut to the page: the file it was cut from. */
export const subsetOfAttribute = 'data-subset-of';
/** On the inline start script: the app's entry, and what to preload with it. */
export const entryAttribute = 'data-entry';
export const preloadAttribute = 'data-preload';
/**
 * The longest wait for an idle main thread, and the delay without requestIdleCallback: short for the app's start
 * (start.js), which the page's response waits for; longer for work nobody waits for (`whenIdle`).
 */
export const appStartIdleWait = { timeoutMs: 500, withoutIdleCallbackMs: 0 };
export const deferredIdleWait = { timeoutMs: 2000, withoutIdleCallbackMs: 200 };

/** The global array where early.js and the shell queue what the field sender takes over (shell/src/field/queue.ts). */
export const fieldQueueName = '__siteField';

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
 * A preview (docs/deploy.md) is served under a capability prefix, `/_preview/<release-id>-<secret>`: the prefix is
 * its only secret, `previewSecretBytes` of randomness, base64url.
 */
export const previewRoot = '/_preview/';
export const previewSecretBytes = 16;

/** @param {string} releaseId @param {string} secret */
export const previewPrefix = (releaseId, secret) => `${previewRoot}${releaseId}-${secret}`;

/**
 * A site path inside a preview, as React Router joins a `basename` (the home page is the prefix itself).
 * @param {string | undefined} prefix @param {string} path
 */
export const previewPath = (prefix, path) => (!prefix ? path : path === '/' ? prefix : `${prefix}${path}`);

/**
 * The site path of a location inside a preview, or undefined when the location is outside it.
 * @param {string | undefined} prefix @param {string} pathname
 */
export function sitePathIn(prefix, pathname) {
  if (!prefix) return pathname;
  if (pathname === prefix || pathname === `${prefix}/`) return '/';
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : undefined;
}

/**
 * The meta element (JSON: `ServedPreview`) compose writes into a preview's pages only: the shell reads its prefix
 * at runtime, so that the bytes previewed are the bytes promoted.
 */
export const previewMetaName = 'site-preview';

/**
 * What a preview's pages say about it (its meta element's JSON): its prefix, the candidate release it previews, and
 * the release of each app composed into it.
 * @typedef {{ readonly prefix: string, readonly candidate: { readonly app: string, readonly id: string },
 *   readonly releases: Readonly<Record<string, string>> }} ServedPreview
 */
