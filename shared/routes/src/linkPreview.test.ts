// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  linkPreviewImageSize,
  linkPreviewOf,
  sectionLinkPreview,
  servedLinkPreview,
  siteLinkPreview,
} from './linkPreview';

const repo = join(import.meta.dirname, '../../..');

/** Width and height from a PNG's header (IHDR). */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

const head = { title: 'Jobs', description: 'Open roles.', keywords: [] };
const careers = sectionLinkPreview('careers', 'Work with us');

describe('linkPreviewOf', () => {
  it('gives a page the picture its head names, with the headline as its alt text', () => {
    expect(linkPreviewOf({ ...head, linkPreview: careers }, 'Meridian')).toEqual({
      path: '/og/careers.png',
      alt: 'Meridian — Work with us',
    });
  });

  it("gives a page whose head names none (the shell's, a section without a picture) the site's own", () => {
    expect(linkPreviewOf(head, 'Meridian')).toEqual({
      path: '/og/site.png',
      alt: `Meridian — ${siteLinkPreview.headline}`,
    });
  });

  // The alt text repeats the headline, so the picture must be drawn with the same words.
  it("has the site's committed 1200×630 picture, drawn with its headline", () => {
    const script = readFileSync(join(repo, 'scripts/og-images.mjs'), 'utf8');
    expect(script).toContain(`'${siteLinkPreview.headline}'`);
    const png = readFileSync(join(repo, 'shell/public', siteLinkPreview.path));
    expect(pngSize(png)).toEqual(linkPreviewImageSize);
  });
});

describe('servedLinkPreview', () => {
  const served = (tags: string) =>
    servedLinkPreview(new DOMParser().parseFromString(`<html><head>${tags}</head></html>`, 'text/html'));

  it("reads a section's picture back from the served tags", () => {
    expect(
      served(
        '<meta property="og:image" content="https://www.example.in/og/careers.png">' +
          '<meta property="og:image:alt" content="Meridian — Work with us">',
      ),
    ).toEqual(careers);
  });

  it("reads none for the site's picture, or without the tags", () => {
    expect(
      served(
        '<meta property="og:image" content="https://www.example.in/og/site.png">' +
          `<meta property="og:image:alt" content="Meridian — ${siteLinkPreview.headline}">`,
      ),
    ).toBeUndefined();
    expect(served('')).toBeUndefined();
  });
});
