import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { linkPreviewImageFor, linkPreviewImageSize } from './linkPreview';
import { shippedSections } from '../test/shippedSections';

/** Width and height from a PNG's header (IHDR). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe('linkPreviewImageFor', () => {
  it("gives each section's pages its picture", () => {
    expect(linkPreviewImageFor('agency').path).toBe('/og/agency.png');
    expect(linkPreviewImageFor('payments').path).toBe('/og/payments.png');
    expect(linkPreviewImageFor('legal').path).toBe('/og/legal.png');
  });

  it("gives the shell's pages, unknown paths and a section without a picture the site's own", () => {
    expect(linkPreviewImageFor('shell').path).toBe('/og/site.png');
    expect(linkPreviewImageFor(undefined).path).toBe('/og/site.png');
    expect(linkPreviewImageFor('careers').path).toBe('/og/site.png');
    expect(linkPreviewImageFor('constructor').path).toBe('/og/site.png');
  });

  // The alt text repeats the headline, so the pictures must be drawn with the same words.
  it('has a committed 1200×630 picture for every section, drawn with its headline', () => {
    const script = readFileSync(new URL('../../../scripts/og-images.mjs', import.meta.url), 'utf8');
    const images = new Set([...Object.keys(shippedSections), undefined].map((section) => linkPreviewImageFor(section)));
    expect(images.size).toBe(4);
    for (const image of images) {
      expect(script).toContain(`'${image.headline}'`);
      const png = readFileSync(new URL(`../../../shell/public${image.path}`, import.meta.url));
      expect(pngSize(png)).toEqual(linkPreviewImageSize);
    }
  });
});
