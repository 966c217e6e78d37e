/**
 * Composes each page's HTML from the parts every app renders at its own build (`dist/prerender.json`): the
 * shell's template and layout, and the page of the remote that owns the path.
 * Why: docs/architecture.md#compose-at-serve-time
 */

/** The placeholder the shell renders where a remote's page goes (`RemotePageSlot` in `@site/prerender`). */
export const remotePageSlot = '<div data-remote-page=""></div>';

/** The shell renders its not-found page under the router's catch-all. */
export const notFoundKey = '*';

export const rootElement = '<div id="root"></div>';

/**
 * The browser paints a page only once all of it is parsed: a large page parsed in slices on a slow phone would
 * otherwise paint half a navigation bar or half a hero, then shift it as the rest arrives.
 */
const pageParsedMarker = '<span id="page-parsed" hidden></span>';
const renderBlockingUntilParsed = '<link rel="expect" href="#page-parsed" blocking="render">';

/**
 * Marks the head tags a page renders, so the browser app can drop them before React renders its own
 * (`shell/src/bootstrap.tsx`).
 */
const markPrerendered = (head) => head.replace(/<(meta|link|title)\b/g, '<$1 data-prerendered=""');

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The class names a stylesheet's selectors name; none for one that styles elements and variables only. */
const parseClassSelectors = (css) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

/**
 * Parsed once per stylesheet, not per request: the stylesheet objects live as long as the prerender manifest
 * that holds them (the server's file cache keeps it until the app is redeployed).
 */
const selectorsByStylesheet = new WeakMap();
const classSelectorsOf = (stylesheet) => {
  let selectors = selectorsByStylesheet.get(stylesheet);
  if (!selectors) {
    selectors = parseClassSelectors(stylesheet.text);
    selectorsByStylesheet.set(stylesheet, selectors);
  }
  return selectors;
};

/** The class names a page's markup uses. */
const classNamesIn = (html) =>
  new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));

/**
 * Whether a page uses a stylesheet: it does unless the stylesheet names classes and the page's markup uses
 * none of them (the contact form's styles on another page, another page of the same section). A stylesheet
 * left out is fetched by the app's chunk loader if the page ever needs it, as any stylesheet not in the page.
 */
const usedBy = (pageClasses) => (stylesheet) => {
  const selectors = classSelectorsOf(stylesheet);
  return selectors.size === 0 || [...selectors].some((name) => pageClasses.has(name));
};

/**
 * The page's stylesheets travel inline: no render-blocking request (a hanging remote origin cannot hold the
 * page blank), and no extra round trip before first paint. `data-href` names the file, so the app's chunk
 * loader recognises the stylesheet as loaded and does not fetch it again.
 */
const inlineStylesheets = (stylesheets = [], pageClasses) =>
  stylesheets
    .filter(usedBy(pageClasses))
    .map(
      ({ href, text }) =>
        `<style data-href="${escapeAttribute(href)}">${text.replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');

/** On a remote's page, start.js preloads remotes.json and its manifest. Why: docs/architecture.md#how-the-app-starts */
const withRemotePreloads = (html, base) =>
  html.replace(
    /data-preload="[^"]*"/,
    () => `data-preload="/remotes.json ${escapeAttribute(`${base}mf-manifest.json`)}"`,
  );

/**
 * What a remote's slot holds when no version of that remote's rendering can be read: the words of the
 * shell's own fallback (`SectionUnavailable`), which the app shows in its place once it starts.
 */
export const sectionUnavailableNotice =
  '<section role="status" aria-labelledby="section-unavailable-title"><h1 id="section-unavailable-title">' +
  'This section is temporarily unavailable</h1><p>We could not load this part of the site just now. The rest of ' +
  'the site still works: try again in a moment, or <a href="/contact">reach us directly</a>.</p></section>';

/** Whether the shell's rendering of `key` leaves a slot for a remote's page. */
export const hasRemoteSlot = (shell, key) => shell?.pages?.[key]?.body.includes(remotePageSlot) ?? false;

/** The remote (if any) whose rendering has a page for `path`. */
export const ownerOf = (remotes, path) => remotes.find((remote) => remote.manifest?.pages?.[path]);

/**
 * The HTML of one page.
 * - `template`: the shell's built `index.html` (scripts, icons, the empty #root).
 * - `shell`: the shell's prerender manifest.
 * - `remote`: `{ manifest, base }` of the remote that owns the page, or undefined for the shell's own pages.
 *   A remote whose rendering is missing leaves its slot empty, or holds `fallback`: the app then loads the
 *   page or shows its own fallback.
 * Returns undefined when the shell has no rendering of `key` (the caller serves the bare template).
 */
export function composePage({ template, shell, key, remote, fallback = '' }) {
  const shellPage = shell?.pages?.[key];
  if (!shellPage || !template.includes(rootElement)) return undefined;
  const remotePage = remote?.manifest?.pages?.[key];
  const body = shellPage.body.replace(remotePageSlot, () => remotePage?.body ?? fallback);
  const pageClasses = classNamesIn(body);
  const head = [
    inlineStylesheets(shell.css, pageClasses),
    inlineStylesheets(remote?.manifest?.css, pageClasses),
    markPrerendered(shellPage.head + (remotePage?.head ?? '')),
    renderBlockingUntilParsed,
  ].join('');
  return (remote ? withRemotePreloads(template, remote.base) : template)
    .replace('</head>', () => `${head}</head>`)
    .replace(rootElement, () => `<div id="root">${body}</div>${pageParsedMarker}`);
}
