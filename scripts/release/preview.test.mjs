import { describe, expect, it } from 'vitest';
import { previewPath, previewRoot, previewSecretBytes, sitePathIn } from '@site/document';
import { newPreviewPrefix, previewPage, stalePreviews } from './preview.mjs';

const id = '0123456789ab';

describe('the preview prefix', () => {
  it('names the release and a secret of 128 bits, base64url, under /_preview/', () => {
    const prefix = newPreviewPrefix(id);
    expect(prefix).toMatch(/^\/_preview\/0123456789ab-[\w-]{22}$/);
    expect(prefix.startsWith(previewRoot)).toBe(true);
    expect(previewSecretBytes * 8).toBeGreaterThanOrEqual(128);
  });

  it('takes its secret from the random source, every byte of it', () => {
    const asked = [];
    const prefix = newPreviewPrefix(id, (bytes) => {
      asked.push(bytes);
      return Buffer.alloc(bytes, 0xff);
    });
    expect(asked).toEqual([16]);
    expect(prefix).toBe(`/_preview/${id}-${'_'.repeat(21)}w`);
  });

  it('is new for every preview: no two of many alike', () => {
    const prefixes = new Set(Array.from({ length: 10_000 }, () => newPreviewPrefix(id)));
    expect(prefixes.size).toBe(10_000);
  });

  it('maps site paths into the prefix as the router does, and back', () => {
    const prefix = `/_preview/${id}-${'a'.repeat(22)}`;
    expect(previewPath(prefix, '/')).toBe(prefix);
    expect(previewPath(prefix, '/payout')).toBe(`${prefix}/payout`);
    expect(previewPath(undefined, '/payout')).toBe('/payout');
    expect(sitePathIn(prefix, prefix)).toBe('/');
    expect(sitePathIn(prefix, `${prefix}/`)).toBe('/');
    expect(sitePathIn(prefix, `${prefix}/payout`)).toBe('/payout');
    expect(sitePathIn(prefix, '/payout')).toBeUndefined();
    expect(sitePathIn(prefix, `${prefix}x/payout`)).toBeUndefined();
    expect(sitePathIn(undefined, '/payout')).toBe('/payout');
  });
});

describe('a preview page', () => {
  const prefix = `/_preview/${id}-${'b'.repeat(22)}`;
  const preview = { prefix, candidate: { app: 'agency', id }, releases: { shell: 'shell1', agency: id } };
  const html =
    '<html><head><link rel="icon" href="/favicon.svg"><link rel="canonical" href="https://www.example.in/about">' +
    '<script data-entry="/static/js/index.js" data-preload="/remotes.json https://a.test/mf-manifest.json"></script></head>' +
    '<body><a href="/">Home</a><a href="/about">About</a><a href="//cdn.test/x">x</a><a href="/static/x.pdf">pdf</a></body></html>';

  it('keeps its links, preloads and files inside the prefix, hashed files and other origins as they are', () => {
    const page = previewPage(html, preview);
    expect(page).toContain(`<a href="${prefix}">Home</a>`);
    expect(page).toContain(`<a href="${prefix}/about">About</a>`);
    expect(page).toContain(`href="${prefix}/favicon.svg"`);
    expect(page).toContain(`data-preload="${prefix}/remotes.json https://a.test/mf-manifest.json"`);
    expect(page).toContain('data-entry="/static/js/index.js"');
    expect(page).toContain('href="//cdn.test/x"');
    expect(page).toContain('href="/static/x.pdf"');
    expect(page).toContain('href="https://www.example.in/about"');
  });

  it('says it is not to be indexed, and what it previews, in its head', () => {
    const page = previewPage(html, preview);
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<meta name="robots" content="noindex">');
    const content = /<meta name="site-preview" content="([^"]*)">/.exec(head)[1].replace(/&quot;/g, '"');
    expect(JSON.parse(content)).toEqual(preview);
  });
});

describe('pruning previews', () => {
  const now = Date.parse('2026-11-27T12:00:00Z');
  const entry = (entryId, time) => ({ id: entryId, time, prefix: `/_preview/${entryId}-x`, commit: 'abc' });
  const staged = [
    entry('old', '2026-11-12T11:59:59Z'),
    entry('edge', '2026-11-13T12:00:00Z'),
    entry('fresh', '2026-11-27T11:00:00Z'),
    entry('live', '2026-11-27T11:30:00Z'),
  ];

  it('drops the previews older than the retention and the one of the live release, keeps the others', () => {
    expect(stalePreviews(staged, { live: 'live', now }).map((each) => each.id)).toEqual(['old', 'live']);
  });

  it('follows the retention asked for', () => {
    expect(stalePreviews(staged, { live: 'none', now, retentionDays: 1 }).map((each) => each.id)).toEqual([
      'old',
      'edge',
    ]);
    expect(stalePreviews(staged, { live: undefined, now, retentionDays: 365 })).toEqual([]);
  });
});
