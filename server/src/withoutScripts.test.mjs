import { describe, expect, it } from 'vitest';
import { stripScripts } from './withoutScripts.mjs';

describe('stripScripts', () => {
  it('removes external, inline and module scripts', () => {
    const html = `<head><script defer src="/static/js/index.js"></script><script type="module">import('./a.js')</script>
<SCRIPT>window.x = "</div>";</SCRIPT ></head><body><div id="root"><h1>Payout</h1></div></body>`;
    expect(stripScripts(html)).toBe(`<head>
</head><body><div id="root"><h1>Payout</h1></div></body>`);
  });

  it('keeps JSON-LD structured data', () => {
    const jsonLd = `<script type="application/ld+json">{"@type":"Organization"}</script>`;
    expect(stripScripts(`<head>${jsonLd}<script src="/a.js"></script></head>`)).toBe(`<head>${jsonLd}</head>`);
  });

  it('does not mistake a data-type attribute for the type', () => {
    expect(stripScripts(`<script data-type="application/ld+json" src="/a.js"></script>`)).toBe('');
  });

  it('reads attributes whose values contain ">"', () => {
    expect(stripScripts(`<script data-note="a > b" src="/a.js"></script><p>kept</p>`)).toBe('<p>kept</p>');
  });

  it('removes hints that only serve scripts and keeps the others', () => {
    const kept = [
      '<link rel="stylesheet" href="/static/css/site.css">',
      '<link rel="preload" href="/fonts/inter.woff2" as="font" crossorigin>',
      '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    ].join('');
    const removed = [
      '<link rel="modulepreload" href="/a.js">',
      "<link rel='preload' as='script' href='/b.js'>",
      '<link rel="preload" href="/remotes.json" as="fetch" crossorigin="anonymous" />',
    ].join('');
    expect(stripScripts(`${removed}${kept}`)).toBe(kept);
  });
});
