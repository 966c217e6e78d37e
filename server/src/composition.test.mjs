import { describe, expect, it } from 'vitest';
import { fragmentSlot } from '@site/document';
import { notFoundKey } from './compose.mjs';
import {
  liveMapOfDeclarations,
  pageFileOf,
  siteComposition,
  siteFileText,
  siteFiles,
  siteKeys,
} from './composition.mjs';

const template =
  '<!doctype html><html><head><script defer src="/start.js"></script></head><body><div id="root"></div></body></html>';
const shell = {
  app: 'shell',
  css: [],
  pages: {
    '/contact': { head: '<title>Contact</title>', body: '<h1>Contact us</h1>' },
    '/terms': { head: '', body: `<main>${fragmentSlot('legal')}</main>` },
    [notFoundKey]: { head: '<title>Not found</title>', body: '<h1>404</h1>' },
  },
  paths: { pages: [{ path: '/contact', label: 'Contact' }] },
};
const legal = {
  app: 'legal',
  css: [],
  pages: { '/terms': { head: '<title>Terms</title>', body: '<h1>Terms of Service</h1>' } },
  paths: { pages: [{ path: '/terms', label: 'Terms', indexable: true }], redirects: [{ from: '/tos', to: '/terms' }] },
};
const { map, conflicts } = liveMapOfDeclarations({ shell: shell.paths, legal: legal.paths });

describe('the site composition', () => {
  it('maps each page to the app that declares it, with every key a site composes', () => {
    expect(conflicts).toEqual([]);
    expect(map.pages['/terms']?.owner).toBe('legal');
    expect(siteKeys(map)).toEqual(['/contact', '/terms', notFoundKey]);
  });

  it('names the file of each page on the site origin as a static host finds it', () => {
    expect(['/', '/terms', '/pricing/api', notFoundKey].map(pageFileOf)).toEqual([
      'index.html',
      'terms/index.html',
      'pricing/api/index.html',
      '404.html',
    ]);
  });

  it("composes a remote's page into the shell's layout, and the shell's own pages alone", () => {
    const { compose, ownerOf } = siteComposition({
      template,
      shell,
      remotes: { legal: { manifest: legal, base: 'https://legal.example/' } },
      map,
    });
    expect(ownerOf('/terms')).toBe('legal');
    expect(compose('/terms')).toContain('<div data-fragment="legal"><h1>Terms of Service</h1>');
    expect(compose('/terms')).toContain('<title>Terms</title>');
    expect(compose('/contact')).toContain('<h1>Contact us</h1>');
    expect(compose('/nowhere')).toBeUndefined();
  });

  it('writes the live map, the sitemap on the public origin and the release ids beside the pages', () => {
    const releases = { shell: 'aaaaaaaaaaaa', legal: 'bbbbbbbbbbbb' };
    const files = Object.fromEntries(siteFiles({ map, origin: 'https://example.in', releases }));
    expect(Object.keys(files)).toEqual(['paths.json', 'sitemap.xml', 'releases.json']);
    expect(JSON.parse(files['paths.json']).redirects).toEqual(map.redirects);
    expect(files['sitemap.xml']).toContain('<loc>https://example.in/terms</loc>');
    expect(JSON.parse(files['releases.json'])).toEqual(releases);
  });

  it('writes no sitemap for a shell built for no public origin, and nothing for a name it does not know', () => {
    expect(siteFiles({ map, releases: {} }).map(([name]) => name)).toEqual(['paths.json', 'releases.json']);
    expect(siteFileText('robots.txt', { map, releases: {} })).toBeUndefined();
  });
});
