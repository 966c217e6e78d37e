// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { shippedPathOwners } from '@site/routes/test/shippedSections';
import { notFoundLocation } from '../pages/notFound';
import { createPageHeads, pageHeadAt as headIn, servedHead } from './pageHeads';

const heads = createPageHeads();
const pageHeadAt = (pathname: string) => headIn(pathname, shippedPathOwners, heads.known());

const payoutHead = { title: 'Payout API', description: 'Bulk payouts', keywords: ['payout'] };

describe('pageHeadAt', () => {
  it("knows the shell's own pages, and a remote's once its route table has loaded", () => {
    expect(pageHeadAt('/contact')?.path).toBe('/contact');
    expect(pageHeadAt('/payout')).toBeUndefined();
    heads.add([['/payout', payoutHead]]);
    expect(pageHeadAt('/payout')).toEqual({ path: '/payout', head: payoutHead });
    expect(pageHeadAt('/payout/')).toEqual({ path: '/payout', head: payoutHead });
  });

  it('gives the same heads while nothing is added (an external store snapshot), new ones when heads are added', () => {
    const before = heads.known();
    const told: string[] = [];
    const unsubscribe = heads.subscribe(() => told.push('added'));
    expect(heads.known()).toBe(before);
    heads.add([['/payin', payoutHead]]);
    expect(heads.known()).not.toBe(before);
    expect(before.has('/payin')).toBe(false);
    expect(told).toEqual(['added']);
    unsubscribe();
    heads.add([['/upi-solutions', payoutHead]]);
    expect(told).toEqual(['added']);
  });

  it('keeps the heads of one page apart from those of another (each bootstrap makes its own)', () => {
    expect(createPageHeads().known().has('/payout')).toBe(false);
  });

  it('names the 404 document for an unknown path, and nothing for a service redirect', () => {
    expect(pageHeadAt('/no-such-page')).toMatchObject({ path: notFoundLocation, head: { noindex: true } });
    expect(pageHeadAt('/services/web-design')).toBeUndefined();
    expect(pageHeadAt('/services/no-such-service')?.path).toBe(notFoundLocation);
  });
});

describe('servedHead', () => {
  it('reads the head data back from the served tags', () => {
    const document = new DOMParser().parseFromString(
      '<html><head><title>Terms | Meridian</title><meta name="description" content="Merchant terms">' +
        '<meta name="keywords" content="terms, merchants"><meta name="robots" content="noindex, follow"></head></html>',
      'text/html',
    );
    expect(servedHead(document)).toEqual({
      title: 'Terms | Meridian',
      description: 'Merchant terms',
      keywords: ['terms', 'merchants'],
      noindex: true,
    });
  });

  it("reads its section's link-preview picture back, so that the head renders the served tags", () => {
    const document = new DOMParser().parseFromString(
      '<html><head><title>Payout | Meridian</title><meta name="description" content="Payouts">' +
        '<meta property="og:image" content="https://www.example.in/og/careers.png">' +
        '<meta property="og:image:alt" content="Meridian — Work with us"></head></html>',
      'text/html',
    );
    expect(servedHead(document).linkPreview).toEqual({ path: '/og/careers.png', headline: 'Work with us' });
  });
});
