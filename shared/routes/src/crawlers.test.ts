import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './pathOwners';
import { shippedPathOwners } from '../test/shippedSections';

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://www.example.in/', shippedPathOwners);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists the indexable routes as absolute URLs on the configured origin', () => {
    expect(locs).toContain('https://www.example.in/');
    expect(locs).toContain('https://www.example.in/payout');
    expect(locs).toContain('https://www.example.in/privacy');
    expect(locs).toContain('https://www.example.in/payment-orchestration');
    expect(locs).toHaveLength(23);
  });

  it('leaves out the noindex pages', () => {
    expect(locs).not.toContain('https://www.example.in/terms');
    expect(locs).not.toContain('https://www.example.in/refund-policy');
  });

  it('is a sitemaps.org urlset', () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });
});

describe('robots.txt', () => {
  it('allows crawling but of previews, and points to the sitemap', () => {
    expect(robotsTxt('https://www.example.in')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /_preview/\n\nSitemap: https://www.example.in/sitemap.xml\n',
    );
  });
});
