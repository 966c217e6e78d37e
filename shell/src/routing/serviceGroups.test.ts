import { describe, expect, it } from 'vitest';
import type { PathOwners } from '@site/routes';
import { shippedPathOwners } from '@site/routes/test/shippedSections';
import { joinedSectionLinks, liveServiceGroups } from './serviceGroups';

/** A page of the live map, as a section's release declares it. */
const livePage = (path: string, label: string, owner: string, inMenu = false) => ({
  [path]: { path, label, indexable: true, owner, ...(inMenu ? { inMenu } : {}) },
});

const linksOf = (map: PathOwners, id: string) =>
  liveServiceGroups(map)
    .find((group) => group.id === id)
    ?.links.map((link) => link.path);

describe('the menu groups by the live map', () => {
  it('are the curated groups while the live map is the shipped one', () => {
    expect(linksOf(shippedPathOwners, 'payment-solution')).toEqual([
      '/payment-orchestration',
      '/payout',
      '/payin',
      '/upi-solutions',
      '/banking-service',
    ]);
  });

  it('list a page its section declared in the menu after the curated ones, and leave out a page no app serves', () => {
    const { '/payin': _payin, ...pages } = shippedPathOwners.pages;
    const map: PathOwners = {
      ...shippedPathOwners,
      pages: {
        ...pages,
        ...livePage('/payment-links', 'Payment Links', 'payments', true),
        ...livePage('/payment-pages', 'Payment Pages', 'payments'),
      },
    };
    expect(linksOf(map, 'payment-solution')).toEqual([
      '/payment-orchestration',
      '/payout',
      '/upi-solutions',
      '/banking-service',
      '/payment-links',
    ]);
    expect(linksOf(map, 'webtech')).toEqual(linksOf(shippedPathOwners, 'webtech'));
  });
});

describe('the links to joined sections', () => {
  it('are the pages a section no menu group lists declared in the menu, and none for the shipped site', () => {
    expect(joinedSectionLinks(shippedPathOwners)).toEqual([]);
    const map: PathOwners = {
      ...shippedPathOwners,
      pages: {
        ...shippedPathOwners.pages,
        ...livePage('/careers', 'Careers', 'careers', true),
        ...livePage('/careers/life', 'Life at work', 'careers'),
        ...livePage('/payment-links', 'Payment Links', 'payments', true),
      },
    };
    expect(joinedSectionLinks(map)).toEqual([{ label: 'Careers', path: '/careers' }]);
  });
});
