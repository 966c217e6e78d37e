import { sitePathOf } from '../lib/servedPreview';

/** The location and site path an in-site link leads to, when the element is inside one the site itself can show. */
export function inSiteLink(target: EventTarget | null): { url: URL; path: string } | undefined {
  const anchor = target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  const path = url.origin === window.location.origin ? sitePathOf(url.pathname) : undefined;
  return path === undefined ? undefined : { url, path };
}

/**
 * Where a plain left click on an in-site link should take the site's router; a link to a place on this page is left
 * to the browser, which scrolls to it.
 */
export function inSiteNavigation(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const link = inSiteLink(event.target);
  const { pathname, search } = window.location;
  if (!link || (link.url.pathname === pathname && link.url.search === search && link.url.hash)) return undefined;
  return `${link.path}${link.url.search}${link.url.hash}`;
}
