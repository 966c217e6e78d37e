import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import {
  emptyFragmentPattern,
  fillFragment,
  firstScreenMarkerId,
  needsAppAttribute,
  preloadAttribute,
  layoutFor,
  rootId,
  sectionLayoutKey,
  subsetOfAttribute,
} from '@site/document';

/**
 * Composes each page's HTML from the parts every app renders at its own build (`dist/prerender.json`): the
 * shell's template and layout, and the page of the remote that owns the path.
 * Why: docs/architecture.md#compose-at-serve-time
 */

/** The shell renders its not-found page under the router's catch-all. */
export const notFoundKey = '*';

export const rootElement = `<div id="${rootId}"></div>`;

/**
 * The browser paints a page only once its first screen is parsed: a large page parsed in slices on a slow phone
 * would otherwise paint half a navigation bar or half a hero, then shift it as the rest arrives. Holding the
 * paint for the whole page instead costs its first paint about 600 ms on a 4x slower phone (the first frame then
 * styles and lays out every section); what is parsed after the hero only adds below what is painted.
 */
const firstScreenParsedMarker = `<span id="${firstScreenMarkerId}" hidden></span>`;
const renderBlockingUntilFirstScreen = `<link rel="expect" href="#${firstScreenMarkerId}" blocking="render">`;

/**
 * Where the page's first screen ends in its markup: after the first section of `<main>` (the page's hero),
 * or after the whole body when it has none.
 */
function firstScreenEnd(body) {
  const main = body.indexOf('<main');
  const firstSection = main < 0 ? -1 : body.indexOf('<section', main);
  if (firstSection < 0 || firstSection > body.indexOf('</main>', main)) return body.length;
  const sectionTags = /<(\/?)section\b[^>]*>/g;
  sectionTags.lastIndex = firstSection;
  let depth = 0;
  for (let tag = sectionTags.exec(body); tag; tag = sectionTags.exec(body)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return sectionTags.lastIndex;
  }
  return body.length;
}

/** A value inside a double-quoted HTML attribute. */
export const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The class names a stylesheet's selectors name; none for one that styles elements and variables only. */
const parseClassSelectors = (css) => new Set([...css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]));

/**
 * What is read from a stylesheet is read once, not per request, and kept as long as the stylesheet object: it
 * lives as long as the prerender manifest that holds it (the server's file cache keeps it until the app is
 * redeployed), so a redeploy's new class names never pile up.
 */
const perStylesheet = (read) => {
  const cache = new WeakMap();
  return (stylesheet) => {
    if (!cache.has(stylesheet)) cache.set(stylesheet, read(stylesheet));
    return cache.get(stylesheet);
  };
};

const classSelectorsOf = perStylesheet((stylesheet) => parseClassSelectors(stylesheet.text));

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
 * Pseudo-classes that match when one of their selectors does. The build's minifier writes a rule's selector list
 * as one `:is(…)` (`.compact, .header:has(.panel:popover-open)` becomes `:is(.compact,.header:has(…))`), so one
 * alternative the page can match keeps the rule.
 */
const anyOfPseudos = new Set([':is', ':where', ':matches', ':-webkit-any', ':-moz-any', ':has']);

/**
 * Whether a selector can match an element of markup that uses only `pageClasses`: every class it names must be
 * used, but inside `:is(…)` and its kin one alternative is enough, and `:not(…)` only excludes.
 * @param {import('postcss-selector-parser').Selector} selector
 * @param {ReadonlySet<string>} pageClasses
 * @returns {boolean}
 */
const canMatch = (selector, pageClasses) =>
  selector.nodes.every((node) => {
    if (node.type === 'class') return pageClasses.has(node.value);
    if (node.type === 'pseudo' && anyOfPseudos.has(node.value.toLowerCase())) {
      return node.nodes.some((alternative) => canMatch(alternative, pageClasses));
    }
    return true;
  });

const parsedOf = perStylesheet((stylesheet) => postcss.parse(stylesheet.text));

/** A stylesheet's selectors, each parsed the first time a page needs it. */
const selectorsParsedIn = perStylesheet(() => new Map());
const parsedSelector = (stylesheet, selector) => {
  const parsed = selectorsParsedIn(stylesheet);
  if (!parsed.has(selector)) parsed.set(selector, selectorParser().astSync(selector).first);
  return parsed.get(selector);
};

const insideKeyframes = (rule) => rule.parent?.type === 'atrule' && /keyframes$/i.test(rule.parent.name);

/**
 * The rules of a stylesheet that can match this page's markup: a selector naming a class the page does not use
 * cannot. What the app's own renders need later comes with the whole stylesheet, loaded before takeover.
 */
export function stylesForPage(stylesheet, pageClasses) {
  const root = parsedOf(stylesheet).clone();
  root.walkRules((rule) => {
    if (insideKeyframes(rule)) return;
    const matching = rule.selectors.filter((selector) => canMatch(parsedSelector(stylesheet, selector), pageClasses));
    if (matching.length === 0) rule.remove();
    else if (matching.length < rule.selectors.length) rule.selectors = matching;
  });
  let emptied;
  do {
    emptied = 0;
    root.walkAtRules((atRule) => {
      if (atRule.nodes?.length === 0) {
        atRule.remove();
        emptied += 1;
      }
    });
  } while (emptied > 0);
  return root.toString();
}

/**
 * The page's stylesheets travel inline, cut to the rules its markup can use: no render-blocking request (a
 * hanging remote origin cannot hold the page blank), no extra round trip before first paint, and a page that
 * fits in the first round trip. `data-subset-of` names the file; the app's chunk loader does not recognise it
 * as the file, so it loads the whole stylesheet with the page's code before React takes over.
 */
const inlineStylesheets = (stylesheets = [], pageClasses) =>
  stylesheets
    .filter(usedBy(pageClasses))
    .map(
      (stylesheet) =>
        `<style ${subsetOfAttribute}="${escapeAttribute(stylesheet.href)}">${stylesForPage(stylesheet, pageClasses).replace(/<\/style/gi, '<\\/style')}</style>`,
    )
    .join('');

/**
 * On a remote's page whose fragment needs its app (a `data-needs-app` part), start.js preloads remotes.json and
 * the remote's manifest; any other fragment responds as served and its app loads when idle, off the first
 * load's path. Why: docs/architecture.md#how-the-app-starts
 */
const withRemotePreloads = (html, base) =>
  html.replace(
    new RegExp(`${preloadAttribute}="[^"]*"`),
    () => `${preloadAttribute}="/remotes.json ${escapeAttribute(`${base}mf-manifest.json`)}"`,
  );

/** The app whose fragment the shell's rendering of a page leaves an empty container for, if any. */
export const fragmentSlotOwner = (body) => emptyFragmentPattern.exec(body ?? '')?.[1];

/** Whether the shell's rendering of `key` leaves a container for a remote's page fragment. */
export const hasRemoteSlot = (shell, key) => fragmentSlotOwner(shell?.pages?.[key]?.body) !== undefined;

/**
 * The shell's rendering to put around the page at `key`: its own for a page its build knew, else the layout of
 * the section that owns the page (a page added by that section's release alone).
 */
export const shellLayoutKey = (shell, key, owner) => (shell?.pages?.[key] || !owner ? key : sectionLayoutKey);

/**
 * The HTML of one page.
 * - `template`: the shell's built `index.html` (scripts, icons, the empty #root).
 * - `shell`: the shell's prerender manifest: its chrome for each page, and `fallback`, its "section
 *   unavailable" notice.
 * - `remote`: `{ name, manifest, base }` of the remote that owns the page, or undefined for the shell's own pages;
 *   the shell's layout for its section frames a page the shell's build did not know.
 *   A remote whose rendering is missing leaves its fragment's container empty, or with the shell's fallback
 *   when `withFallback`: the app then loads the page or shows its own fallback.
 * Returns undefined when the shell has no rendering of `key` (the caller serves the bare template).
 */
export function composePage({ template, shell, key, remote, withFallback = false }) {
  const shellPage = shell?.pages?.[shellLayoutKey(shell, key, remote?.name)];
  if (!shellPage || !template.includes(rootElement)) return undefined;
  const remotePage = remote?.manifest?.pages?.[key];
  const chrome = remote ? layoutFor(shellPage.body, remote.name) : shellPage.body;
  const owner = fragmentSlotOwner(chrome);
  const fragment = remotePage?.body ?? (withFallback ? (shell.fallback ?? '') : '');
  const body = owner ? fillFragment(chrome, owner, fragment) : chrome;
  const pageClasses = classNamesIn(body);
  const head = [
    inlineStylesheets(shell.css, pageClasses),
    inlineStylesheets(remote?.manifest?.css, pageClasses),
    shellPage.head + (remotePage?.head ?? ''),
    renderBlockingUntilFirstScreen,
  ].join('');
  const markerAt = firstScreenEnd(body);
  const markedBody = body.slice(0, markerAt) + firstScreenParsedMarker + body.slice(markerAt);
  const needsApp = remote !== undefined && fragment.includes(needsAppAttribute);
  return (needsApp ? withRemotePreloads(template, remote.base) : template)
    .replace('</head>', () => `${head}</head>`)
    .replace(rootElement, () => `<div id="root">${markedBody}</div>`);
}
