// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router-dom';
import { ServicesMenu } from './ServicesMenu';

afterEach(cleanup);

function servicesLinkAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <ul>
        <ServicesMenu />
      </ul>
    </MemoryRouter>,
  );
  return screen.getByRole('link', { name: 'Services' });
}

describe('the Services item of the main navigation', () => {
  it('is the current page on /services', () => {
    const link = servicesLinkAt('/services');
    expect(link.className).toContain('activeLink');
    expect(link.getAttribute('aria-current')).toBe('page');
  });

  it.each(['/web-design', '/payout', '/graphic-design', '/rankboost'])(
    'is the current section, not the current page, on %s',
    (path) => {
      const link = servicesLinkAt(path);
      expect(link.className).toContain('activeLink');
      expect(link.getAttribute('aria-current')).toBeNull();
    },
  );

  it.each(['/', '/pricing', '/contact'])('is neither elsewhere, as on %s', (path) => {
    const link = servicesLinkAt(path);
    expect(link.className).not.toContain('activeLink');
    expect(link.getAttribute('aria-current')).toBeNull();
  });
});
