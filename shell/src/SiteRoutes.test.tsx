// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { company } from '@site/company';
import { remoteNames, lookupPath, siteRoutes, type PathOwners } from '@site/routes';
import {
  shippedDeclarations,
  shippedOwnerOf,
  shippedPathOwners,
  siteRoutesOf,
} from '@site/routes/test/shippedSections';
import { unionOfDeclarations } from '@site/routes/pathOwners';
import { SiteProvider } from '@site/ui';
import { routes as agencyRoutes } from '../../mfe-agency/src/routes';
import { routes as legalRoutes } from '../../mfe-legal/src/routes';
import { routes as paymentsRoutes } from '../../mfe-payments/src/routes';
import { RemoteSectionsContext, createRemoteSections } from './federation/remoteRoutes';
import { PageHeadsContext, createPageHeads } from './routing/pageHeads';
import { PathOwnersContext, pageAt } from './routing/routeTable';
import { SiteRoutes } from './SiteRoutes';

afterEach(cleanup);

function CurrentPath() {
  return <output aria-label="current path">{useLocation().pathname}</output>;
}

/** The site's route tree at `path` (by the live map `map`), with stand-ins for the pages that load code. */
function renderAt(path: string, map: PathOwners = shippedPathOwners) {
  render(
    <SiteProvider company={company}>
      <PathOwnersContext value={map}>
        <RemoteSectionsContext value={createRemoteSections()}>
          <PageHeadsContext value={createPageHeads()}>
            <MemoryRouter initialEntries={[path]}>
              <SiteRoutes
                pageElement={(page) => (
                  <p>{page.kind === 'remote' ? `${page.remote} page ${page.path}` : 'contact page'}</p>
                )}
              />
              <CurrentPath />
            </MemoryRouter>
          </PageHeadsContext>
        </RemoteSectionsContext>
      </PathOwnersContext>
    </SiteProvider>,
  );
}

const specPaths = [
  '/',
  '/about',
  '/services',
  '/rankboost',
  '/contact',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/pricing',
  '/b2b',
  '/mobile-app-development',
  '/api-integration',
  '/rest-api-construction',
  '/graphic-design',
  '/international-seo',
  '/domestic-seo',
  '/seo-audit',
  '/web-design',
  '/web-app-development',
  '/website-24hrs',
  '/payout',
  '/payin',
  '/upi-solutions',
  '/banking-service',
];

describe('route composition', () => {
  it('ships every route of the SPEC plus /payment-orchestration, once each', () => {
    const paths = siteRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, '/payment-orchestration'].sort());
  });

  it('routes /contact to the shell and everything else to its remote', () => {
    for (const { path } of siteRoutes) {
      if (path === '/contact') expect(pageAt(path, shippedPathOwners)?.kind).toBe('contact');
      else expect(pageAt(path, shippedPathOwners)).toMatchObject({ kind: 'remote', remote: shippedOwnerOf(path) });
    }
  });

  it.each([
    ['agency', agencyRoutes],
    ['payments', paymentsRoutes],
    ['legal', legalRoutes],
  ] as const)("the %s remote's route table ships exactly the pages the site map lists for it", (remote, table) => {
    expect(remoteNames).toContain(remote);
    expect(table.map((route) => route.path).sort()).toEqual(
      siteRoutesOf(remote)
        .map((route) => route.path)
        .sort(),
    );
    for (const route of table) {
      expect(route.head.title.length, route.path).toBeGreaterThan(0);
      expect(route.head.description.length, route.path).toBeGreaterThan(50);
    }
  });

  it('redirects /services/{slug} only for real service pages', () => {
    const target = (slug: string) => {
      const found = lookupPath(shippedPathOwners, `/services/${slug}`);
      return found.kind === 'redirect' ? found.to : undefined;
    };
    expect(target('web-design')).toBe('/web-design');
    expect(target('payout')).toBe('/payout');
    expect(target('rankboost')).toBe('/rankboost');
    expect(target('about')).toBeUndefined();
    expect(target('unknown')).toBeUndefined();
    expect(target('constructor')).toBeUndefined();
  });

  it.each([
    ['/', { kind: 'remote', path: '/', remote: 'agency' }],
    ['/payout', { kind: 'remote', path: '/payout', remote: 'payments' }],
    ['/payout/', { kind: 'remote', path: '/payout', remote: 'payments' }],
    ['/refund-policy', { kind: 'remote', path: '/refund-policy', remote: 'legal' }],
    ['/contact', { kind: 'contact', path: '/contact' }],
    ['/services/web-design', undefined],
    ['/Payout', undefined],
    ['/payout/extra', undefined],
  ])('finds the page to preload at %s as the router matches it', (pathname, expected) => {
    expect(pageAt(pathname, shippedPathOwners)).toEqual(expected);
  });

  it.each([
    ['/', 'agency page /'],
    ['/payout', 'payments page /payout'],
    ['/payout/', 'payments page /payout'],
    ['/terms', 'legal page /terms'],
    ['/contact', 'contact page'],
  ])('renders %s inside the layout', (path, text) => {
    renderAt(path);
    expect(screen.getByRole('main').textContent).toContain(text);
    screen.getByRole('banner');
    screen.getByRole('contentinfo');
  });

  it.each([
    ['/services/web-design', '/web-design', 'agency page /web-design'],
    ['/services/payout/', '/payout', 'payments page /payout'],
  ])('redirects %s to %s', (path, target, text) => {
    renderAt(path);
    expect(screen.getByRole('status', { name: 'current path' }).textContent).toContain(target);
    expect(screen.getByRole('main').textContent).toContain(text);
  });

  it.each([
    '/services/about',
    '/services/constructor',
    '/services/web-design/extra',
    '/Payout',
    '/payout/extra',
    '/page-not-found',
  ])('shows the 404 page at %s, where the servers answer 404', (path) => {
    renderAt(path);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('404');
    expect(screen.getByRole('status', { name: 'current path' }).textContent).toContain(path);
  });

  describe('a page no shell build knew, by the live map', () => {
    const live = unionOfDeclarations({
      ...shippedDeclarations(),
      payments: {
        pages: [
          ...(shippedDeclarations().payments?.pages ?? []),
          { path: '/payment-links', label: 'Links', indexable: true },
        ],
        redirects: { '/pay-links': '/payment-links' },
        gone: ['/old-product'],
      },
    }).map;

    it('is routed to the section that declares it', () => {
      renderAt('/payment-links', live);
      expect(screen.getByRole('main').textContent).toContain('payments page /payment-links');
      expect(pageAt('/payment-links', live)).toEqual({ kind: 'remote', path: '/payment-links', remote: 'payments' });
    });

    it('follows the redirect its section declares', () => {
      renderAt('/pay-links', live);
      expect(screen.getByRole('status', { name: 'current path' }).textContent).toBe('/payment-links');
    });

    it.each(['/old-product', '/payment-links-2'])('shows the 404 page at %s (retired, or no one owns it)', (path) => {
      renderAt(path, live);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('404');
    });
  });
});
