import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useLocation, useNavigate } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path on this site, optionally with a query and a hash (`/pricing#packages`). */
  readonly to: string;
  /** Replace the current history entry instead of adding one. */
  readonly replace?: boolean;
  readonly ref?: Ref<HTMLAnchorElement>;
}

/** Whether a click is one the browser should handle itself: a new tab or window, a download, a modified click. */
function opensElsewhere(event: MouseEvent<HTMLAnchorElement>): boolean {
  const anchor = event.currentTarget;
  return (
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey ||
    (anchor.target !== '' && anchor.target !== '_self') ||
    anchor.hasAttribute('download')
  );
}

/**
 * A real anchor that navigates inside the page on a plain click. React Router's own Link carries prefetching,
 * view transitions and data-router support the site does not use (≈5 kB gzip on every page); this one does
 * what the site's links need and nothing else.
 */
export function Link({ to, replace, onClick, ...anchor }: LinkProps) {
  const navigate = useNavigate();
  return (
    <a
      {...anchor}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || opensElsewhere(event)) return;
        event.preventDefault();
        void navigate(to, { replace });
      }}
    />
  );
}

export interface NavLinkProps extends LinkProps {
  /** Active only on this exact path, not on the paths below it. */
  readonly end?: boolean;
}

/** Whether a link to `to` stands for the page at `pathname` (the servers ignore a trailing slash too). */
export function isLinkActive(to: string, pathname: string, end = false): boolean {
  const withoutTrailingSlash = (path: string) => path.replace(/\/+$/, '') || '/';
  const target = withoutTrailingSlash(to.replace(/[?#].*$/, ''));
  const current = withoutTrailingSlash(pathname);
  if (current === target) return true;
  return !end && target !== '/' && current.startsWith(`${target}/`);
}

/** A Link that marks itself `aria-current="page"` while its page is shown. */
export function NavLink({ end, 'aria-current': ariaCurrent, ...link }: NavLinkProps) {
  const { pathname } = useLocation();
  const active = isLinkActive(link.to, pathname, end);
  return <Link {...link} aria-current={active ? (ariaCurrent ?? 'page') : undefined} />;
}
