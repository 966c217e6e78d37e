import { describe, expect, it } from 'vitest';
import {
  claimsOfOthers,
  droppedPages,
  lookupPath,
  menuPagesOf,
  parsePathOwners,
  removedPages,
  unionOfDeclarations,
  type PathDeclaration,
} from './pathOwners';
import { shippedDeclarations, shippedPathOwners } from '../test/shippedSections';

const page = (path: string, extra: { inMenu?: boolean; indexable?: boolean } = {}) => ({
  path,
  label: path.slice(1),
  indexable: extra.indexable ?? true,
  ...(extra.inMenu === undefined ? {} : { inMenu: extra.inMenu }),
});

const agency: PathDeclaration = {
  pages: [page('/'), page('/pricing')],
  redirects: { '/services/pricing': '/pricing' },
};
const payments: PathDeclaration = {
  pages: [page('/payout', { inMenu: true }), page('/payin'), page('/payment-links', { inMenu: true })],
  redirects: { '/pay-links': '/payment-links' },
  gone: ['/old-product'],
};

describe('unionOfDeclarations', () => {
  const { map, conflicts } = unionOfDeclarations({ agency, payments });

  it("gives every path its app: pages, redirects' old paths and retired paths", () => {
    expect(map.pages['/pricing']?.owner).toBe('agency');
    expect(map.pages['/payment-links']).toMatchObject({ owner: 'payments', inMenu: true });
    expect(map.redirects['/pay-links']).toEqual({ to: '/payment-links', owner: 'payments' });
    expect(map.gone['/old-product']).toBe('payments');
    expect(conflicts).toEqual([]);
  });

  it('reports a path two apps claim, naming both, and leaves it with the first', () => {
    const grabbing: PathDeclaration = { pages: [page('/payout')] };
    const result = unionOfDeclarations({ payments, agency: grabbing });
    expect(result.conflicts).toEqual([{ path: '/payout', owners: ['payments', 'agency'] }]);
    expect(result.map.pages['/payout']?.owner).toBe('payments');
  });
});

describe('claimsOfOthers', () => {
  const { map } = unionOfDeclarations({ agency, payments });

  it("names the app that owns a path another app's release claims", () => {
    const claiming: PathDeclaration = { ...payments, pages: [...payments.pages, page('/pricing')] };
    expect(claimsOfOthers('payments', claiming, map)).toEqual([{ path: '/pricing', owner: 'agency' }]);
  });

  it("never counts an app's own paths, nor a new path no one owns", () => {
    const adding: PathDeclaration = { ...payments, pages: [...payments.pages, page('/payment-pages')] };
    expect(claimsOfOthers('payments', adding, map)).toEqual([]);
  });

  it('counts a redirect or a retired path over another app’s page', () => {
    expect(claimsOfOthers('payments', { pages: [], redirects: { '/': '/payout' }, gone: ['/pricing'] }, map)).toEqual([
      { path: '/', owner: 'agency' },
      { path: '/pricing', owner: 'agency' },
    ]);
  });
});

describe('droppedPages and removedPages', () => {
  it('a page renamed with a redirect, or retired with a 410, is not dropped; one left out is', () => {
    const renamed: PathDeclaration = {
      pages: [page('/payout'), page('/payin'), page('/links')],
      redirects: { '/payment-links': '/links' },
    };
    const retired: PathDeclaration = { pages: [page('/payout'), page('/payin')], gone: ['/payment-links'] };
    const forgotten: PathDeclaration = { pages: [page('/payout'), page('/payin')] };
    expect(droppedPages(payments, renamed)).toEqual([]);
    expect(droppedPages(payments, retired)).toEqual([]);
    expect(droppedPages(payments, forgotten)).toEqual(['/payment-links']);
    expect(removedPages(payments, renamed)).toEqual(['/payment-links']);
  });

  it('a first release drops nothing', () => {
    expect(droppedPages(undefined, payments)).toEqual([]);
  });
});

describe('lookupPath', () => {
  const { map } = unionOfDeclarations({ agency, payments });

  it('finds pages case-sensitively, a trailing slash ignored', () => {
    expect(lookupPath(map, '/payment-links/')).toMatchObject({ kind: 'page', page: { owner: 'payments' } });
    expect(lookupPath(map, '/Payment-links')).toEqual({ kind: 'unknown' });
  });

  it('tells redirects, retired paths and unknown paths apart', () => {
    expect(lookupPath(map, '/pay-links')).toEqual({ kind: 'redirect', to: '/payment-links' });
    expect(lookupPath(map, '/old-product')).toEqual({ kind: 'gone' });
    expect(lookupPath(map, '/no-such-page')).toEqual({ kind: 'unknown' });
  });
});

describe('the live map', () => {
  it("lists a section's menu pages in the order it declared them", () => {
    const { map } = unionOfDeclarations({ agency, payments });
    expect(menuPagesOf(map, 'payments').map((entry) => entry.path)).toEqual(['/payout', '/payment-links']);
  });

  it('reads back as written, and refuses what is not a map', () => {
    expect(parsePathOwners(JSON.stringify(shippedPathOwners))).toEqual(shippedPathOwners);
    expect(() => parsePathOwners('{"pages":{}}')).toThrow('not a path map');
  });

  it("the site map's pages, owned as the apps ship them, are the union of what the apps declare", () => {
    expect(unionOfDeclarations(shippedDeclarations())).toEqual({ map: shippedPathOwners, conflicts: [] });
  });

  it('ships the service redirects as the agency’s', () => {
    expect(lookupPath(shippedPathOwners, '/services/web-design')).toEqual({ kind: 'redirect', to: '/web-design' });
    expect(shippedPathOwners.redirects['/services/web-design']?.owner).toBe('agency');
  });
});
