import { describe, expect, it } from 'vitest';
import { remoteNames, routesOwnedBy, servicePathForSlug, siteRoutes } from '@site/routes';
import { routes as agencyRoutes } from '../../../mfe-agency/src/routes';
import { routes as legalRoutes } from '../../../mfe-legal/src/routes';
import { routes as paymentsRoutes } from '../../../mfe-payments/src/routes';
import { matchPath, shellRoutes } from './routeTable';

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
  it('covers every route of the SPEC plus /payment-orchestration, once each', () => {
    const paths = shellRoutes().map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...specPaths, '/payment-orchestration'].sort());
  });

  it('routes /contact to the shell and everything else to its remote', () => {
    for (const route of shellRoutes()) {
      if (route.path === '/contact') expect(route.kind).toBe('contact');
      else
        expect(route).toMatchObject({ kind: 'remote', remote: siteRoutes.find((r) => r.path === route.path)?.owner });
    }
  });

  it.each([
    ['agency', agencyRoutes],
    ['payments', paymentsRoutes],
    ['legal', legalRoutes],
  ] as const)("the %s remote's route table matches exactly the paths the site map gives it", (remote, table) => {
    expect(remoteNames).toContain(remote);
    expect(table.map((route) => route.path).sort()).toEqual(
      routesOwnedBy(remote)
        .map((route) => route.path)
        .sort(),
    );
    for (const route of table) {
      expect(route.head.title.length, route.path).toBeGreaterThan(0);
      expect(route.head.description.length, route.path).toBeGreaterThan(50);
    }
  });

  it('marks terms and refund policy noindex, in the site map and in the legal head data', () => {
    expect(siteRoutes.filter((route) => !route.indexable).map((route) => route.path)).toEqual([
      '/terms',
      '/refund-policy',
    ]);
    expect(
      legalRoutes
        .filter((route) => route.head.noindex)
        .map((route) => route.path)
        .sort(),
    ).toEqual(['/refund-policy', '/terms']);
  });

  it('redirects /services/{slug} only for real service pages', () => {
    expect(servicePathForSlug('web-design')).toBe('/web-design');
    expect(servicePathForSlug('payout')).toBe('/payout');
    expect(servicePathForSlug('rankboost')).toBe('/rankboost');
    expect(servicePathForSlug('about')).toBeUndefined();
    expect(servicePathForSlug('unknown')).toBeUndefined();
  });

  it.each([
    ['/', { kind: 'remote', path: '/', remote: 'agency' }],
    ['/payout', { kind: 'remote', path: '/payout', remote: 'payments' }],
    ['/payout/', { kind: 'remote', path: '/payout', remote: 'payments' }],
    ['/refund-policy', { kind: 'remote', path: '/refund-policy', remote: 'legal' }],
    ['/contact', { kind: 'contact', path: '/contact' }],
    ['/services/web-design', { kind: 'redirect', to: '/web-design' }],
    ['/services/payout/', { kind: 'redirect', to: '/payout' }],
    ['/services/about', { kind: 'notFound' }],
    ['/services/web-design/extra', { kind: 'notFound' }],
    ['/Payout', { kind: 'notFound' }],
    ['/payout/extra', { kind: 'notFound' }],
    ['/page-not-found', { kind: 'notFound' }],
  ])('matches %s as the servers do', (pathname, expected) => {
    expect(matchPath(pathname)).toEqual(expected);
  });
});
