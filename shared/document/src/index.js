// @ts-check
/**
 * The served document's contract: every name that compose (server/src/compose.mjs), the prerenders, the inline
 * scripts and the apps share. A page is the shell's chrome around one page fragment, each rendered and hydrated by
 * its own app (docs/architecture.md, "Takeover by fragment"). Plain JavaScript, for the Node server and the build;
 * its types are inferred, and checked (`@ts-check`).
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

/**
 * The key (in the shell's prerender.json) of the chrome compose puts around a section's page the shell never knew,
 * whatever the section: a section that joined after the shell's build too.
 */
export const sectionLayoutKey = 'section-layout';
/**
 * The owner of the section layout's empty container, which compose gives to the page's section: no remote's name
 * (a remote's has no hyphen), so the layout never stands for one section.
 */
export const sectionLayoutOwner = 'any-section';
/**
 * The body of `layout` with its container given to `owner`: the section layout's body made a section's.
 * @param {string} layout @param {string} owner
 */
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
 * The longest wait for an idle main thread (requestIdleCallback's timeout), and the delay where a browser has no
 * idle callback: short for the app's start (start.js, put in at build time), which the page's response waits for;
 * longer for work nobody waits for (`whenIdle` in the apps: prefetching, Motion's features).
 */
export const appStartIdleWait = { timeoutMs: 500, withoutIdleCallbackMs: 0 };
export const deferredIdleWait = { timeoutMs: 2000, withoutIdleCallbackMs: 200 };

/**
 * The global array (on `window`) where early.js queues uncaught errors, unhandled rejections and CSP violations
 * from the first inline script on, and the shell its own findings, until the field sender takes them over
 * (shell/src/field/queue.ts).
 */
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
 * Previews (docs/deploy.md, "Stage, preview, promote"): a staged release composed with the live apps, served as
 * static files under a capability prefix, `/_preview/<release-id>-<secret>`, on every origin of the target. The
 * prefix is the only secret: `previewSecretBytes` of randomness, base64url.
 */
export const previewRoot = '/_preview/';
export const previewSecretBytes = 16;
const previewPrefixPattern = /^\/_preview\/([0-9a-f]{12})-([\w-]{22,})$/;

/** @param {string} releaseId @param {string} secret */
export const previewPrefix = (releaseId, secret) => `${previewRoot}${releaseId}-${secret}`;
/** The release id a preview prefix names, or undefined when it is no preview prefix. @param {string} prefix */
export const previewReleaseId = (prefix) => previewPrefixPattern.exec(prefix)?.[1];

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
 * The meta element compose writes into every page of a preview, and nothing else ever does: what the shell reads
 * at runtime (its router's basename, where remotes.json is, the zone badge), so that the bytes previewed are the
 * bytes promoted. Its content is JSON: `ServedPreview`.
 */
export const previewMetaName = 'site-preview';

/**
 * What a preview's pages say about it (its meta element's JSON): its prefix, the candidate release it previews, and
 * the release of each app composed into it.
 * @typedef {{ readonly prefix: string, readonly candidate: { readonly app: string, readonly id: string },
 *   readonly releases: Readonly<Record<string, string>> }} ServedPreview
 */
