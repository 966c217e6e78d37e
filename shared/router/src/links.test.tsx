// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router';
import { isLinkActive, Link, NavLink } from './links';

function CurrentPath() {
  const { pathname, hash } = useLocation();
  return <output aria-label="current path">{pathname + hash}</output>;
}

function renderAt(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <CurrentPath />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('isLinkActive', () => {
  it.each([
    ['/payout', '/payout', false, true],
    ['/payout', '/payout/', false, true],
    ['/payout', '/payin', false, false],
    ['/services', '/services/web', false, true],
    ['/services', '/services/web', true, false],
    ['/', '/payout', false, false],
    ['/', '/', true, true],
    ['/pricing#packages', '/pricing', true, true],
  ])('a link to %s on %s (end: %s) is active: %s', (to, pathname, end, active) => {
    expect(isLinkActive(to, pathname, end)).toBe(active);
  });
});

describe('Link', () => {
  it('is a real anchor that navigates in the page on a plain click', () => {
    renderAt('/', <Link to="/pricing#packages">Packages</Link>);
    const link = screen.getByRole('link', { name: 'Packages' });
    expect(link.getAttribute('href')).toBe('/pricing#packages');
    expect(fireEvent.click(link)).toBe(false);
    expect(screen.getByRole('status', { name: 'current path' }).textContent).toBe('/pricing#packages');
  });

  it('leaves modified clicks, other buttons and new-tab links to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/about">About</Link>
        <Link to="/terms" target="_blank">
          Terms
        </Link>
      </>,
    );
    const about = screen.getByRole('link', { name: 'About' });
    expect(fireEvent.click(about, { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(about, { button: 1 })).toBe(true);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Terms' }))).toBe(true);
    expect(screen.getByRole('status', { name: 'current path' }).textContent).toBe('/');
  });

  it('runs its own click handler, which may keep the browser default', () => {
    let clicked = 0;
    renderAt(
      '/',
      <Link to="/about" onClick={() => (clicked += 1)}>
        About
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    expect(clicked).toBe(1);
    expect(screen.getByRole('status', { name: 'current path' }).textContent).toBe('/about');
  });
});

describe('NavLink', () => {
  it("marks the current page's link, and only it", () => {
    renderAt(
      '/payout',
      <>
        <NavLink to="/payout">Payout</NavLink>
        <NavLink to="/payin">Payin</NavLink>
        <NavLink to="/" end>
          Home
        </NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Payout' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Payin' }).hasAttribute('aria-current')).toBe(false);
    expect(screen.getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });
});
