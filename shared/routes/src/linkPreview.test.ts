import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkPreviewImageFor, linkPreviewImageSize } from './linkPreview';
import { siteRoutes } from './siteMap';

/** Width and height from a PNG's header (IHDR). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('linkPreviewImageFor', () => {
  it("gives each path its section's picture", () => {
    expect(linkPreviewImageFor('/').path).toBe('/og/agency.png');
    expect(linkPreviewImageFor('/seo-audit').path).toBe('/og/agency.png');
    expect(linkPreviewImageFor('/payout').path).toBe('/og/payments.png');
    expect(linkPreviewImageFor('/terms').path).toBe('/og/legal.png');
  });

  it("gives the contact page and unknown paths the site's own picture", () => {
    expect(linkPreviewImageFor('/contact').path).toBe('/og/site.png');
    expect(linkPreviewImageFor('/no-such-page').path).toBe('/og/site.png');
    expect(linkPreviewImageFor('/payment-links', 'payments').path).toBe('/og/payments.png');
    expect(linkPreviewImageFor('/payment-links', 'constructor').path).toBe('/og/site.png');
  });

  // The alt text repeats the headline, so the pictures must be drawn with the same words.
  it('has a committed 1200×630 picture for every section, drawn with its headline', () => {
    const script = readFileSync(new URL('../../../scripts/og-images.mjs', import.meta.url), 'utf8');
    const images = new Set(
      [...siteRoutes.map((route) => route.path), '/no-such-page'].map((path) => linkPreviewImageFor(path)),
    );
    expect(images.size).toBe(4);
    for (const image of images) {
      expect(script).toContain(`'${image.headline}'`);
      const png = readFileSync(new URL(`../../../shell/public${image.path}`, import.meta.url));
      expect(pngSize(png)).toEqual(linkPreviewImageSize);
    }
  });
});
