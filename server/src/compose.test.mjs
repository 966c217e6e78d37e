import { describe, expect, it } from 'vitest';
import { fragmentSlot, needsAppAttribute, sectionLayoutKey, sectionLayoutOwner } from '@site/document';
import { composePage, notFoundKey, stylesForPage } from './compose.mjs';

const template =
  '<!doctype html><html><head><meta charset="utf-8" />' +
  '<script defer src="/start.js" data-entry="/static/js/index.js" data-preload=""></script></head>' +
  '<body><div id="root"></div></body></html>';

const shell = {
  app: 'shell',
  css: [{ href: 'static/css/async/ui.css', text: '.ui{color:red}' }],
  fallback: '<section><h1>This section is temporarily unavailable</h1></section>',
  pages: {
    '/terms': { head: '', body: `<header class="ui">Menu</header><main>${fragmentSlot('legal')}</main>` },
    [sectionLayoutKey]: {
      head: '',
      body: `<header class="ui">Any</header><main>${fragmentSlot(sectionLayoutOwner)}</main>`,
    },
    '/contact': { head: '<title>Contact</title>', body: '<main class="ui"><h1>Contact us</h1></main>' },
    [notFoundKey]: { head: '<title>Not found</title><meta name="robots" content="noindex"/>', body: '<h1>404</h1>' },
  },
};

const legal = {
  app: 'legal',
  css: [{ href: 'static/css/async/terms.css', text: '.terms{content:"</style>"}' }],
  pages: {
    '/terms': {
      head: '<title>Terms</title><meta name="description" content="Merchant terms"/>',
      body: '<h1 class="terms">Terms of Service</h1><p>Costs $& more</p>',
    },
  },
};

describe('composePage', () => {
  it("puts the remote's page into its fragment's container in the shell's layout, with both apps' stylesheets and the remote's head", () => {
    const html = composePage({
      template,
      shell,
      key: '/terms',
      remote: { manifest: legal, base: 'https://legal.example/' },
    });
    expect(html).toContain(
      '<div id="root"><header class="ui">Menu</header><main><div data-fragment="legal"><h1 class="terms">Terms of Service</h1>',
    );
    expect(html).toContain('<style data-subset-of="static/css/async/ui.css">.ui{color:red}</style>');
    expect(html).toContain('<style data-subset-of="static/css/async/terms.css">.terms{content:"\\3c /style>"}</style>');
    expect(html.indexOf('ui.css')).toBeLessThan(html.indexOf('terms.css'));
    expect(html).toContain('<title>Terms</title><meta name="description" content="Merchant terms"/>');
    expect(html).toContain('data-preload=""');
    expect(html).not.toContain(fragmentSlot('legal'));
  });

  it("preloads the remote's manifest only for a fragment with a part that needs its app", () => {
    const page = { head: '', body: `<h1>Payouts</h1><div ${needsAppAttribute}="">Estimator</div>` };
    const html = composePage({
      template,
      shell,
      key: '/terms',
      remote: { manifest: { ...legal, pages: { '/terms': page } }, base: 'https://legal.example/' },
    });
    expect(html).toContain('data-preload="/remotes.json https://legal.example/mf-manifest.json"');
  });

  it('holds the first paint until the first section of the page (its hero) is parsed, nested sections included', () => {
    const hero = '<section class="hero"><h1>Payouts</h1><section><p>Ask</p></section><p>IMPS</p></section>';
    const page = { head: '', body: `${hero}<section><h2>Pricing</h2></section>` };
    const html = composePage({
      template,
      shell,
      key: '/terms',
      remote: { manifest: { ...legal, pages: { '/terms': page } }, base: '/' },
    });
    const marker = html.match(/<link rel="expect" href="#([\w-]+)" blocking="render">/);
    expect(html.indexOf(marker[0])).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain(
      `<main><div data-fragment="legal">${hero}<span id="${marker[1]}" hidden></span><section><h2>Pricing</h2>`,
    );
  });

  it('holds the first paint until the whole page is parsed when the page has no section', () => {
    const html = composePage({ template, shell, key: '/contact' });
    const marker = html.match(/<link rel="expect" href="#([\w-]+)" blocking="render">/);
    expect(html).toContain(`<h1>Contact us</h1></main><span id="${marker[1]}" hidden></span></div></body>`);
  });

  it('copies page text literally, even where it looks like a replacement pattern', () => {
    const html = composePage({ template, shell, key: '/terms', remote: { manifest: legal, base: '/' } });
    expect(html).toContain('<p>Costs $& more</p>');
  });

  it("serves the shell's own pages without a remote", () => {
    const html = composePage({ template, shell, key: '/contact' });
    expect(html).toContain('<div id="root"><main class="ui"><h1>Contact us</h1></main>');
    expect(html).toContain('<title>Contact</title>');
    expect(html).toContain('data-preload=""');
  });

  it('inlines only the stylesheets whose classes the page uses, and those that style no class at all', () => {
    const withContactStyles = {
      ...shell,
      css: [
        ...shell.css,
        { href: 'static/css/async/tokens.css', text: ':root{--ink:#000}body{margin:0}' },
        { href: 'static/css/async/contact.css', text: '.form-a1{display:grid}.field-b2{margin:0 0 .5rem}' },
      ],
    };
    const terms = composePage({
      template,
      shell: withContactStyles,
      key: '/terms',
      remote: { manifest: legal, base: '/' },
    });
    expect(terms).toContain('data-subset-of="static/css/async/ui.css"');
    expect(terms).toContain('data-subset-of="static/css/async/tokens.css"');
    expect(terms).not.toContain('contact.css');

    const contact = composePage({
      template,
      shell: {
        ...withContactStyles,
        pages: { '/contact': { head: '', body: '<form class="form-a1 wide"><p class="field-b2">Name</p></form>' } },
      },
      key: '/contact',
    });
    expect(contact).toContain('data-subset-of="static/css/async/contact.css"');
    expect(contact).not.toContain('ui.css');
  });

  it("cuts a stylesheet to the rules the page's markup can match", () => {
    const stylesheet = {
      href: 'static/css/async/site.css',
      text:
        ':root{--gap:1rem}.card{padding:0}.card,.table{margin:0}.table td{color:red}.card:not(.open){opacity:.5}' +
        '.tabs .card{order:1}@media (min-width:40rem){.table{width:100%}.card{width:50%}}' +
        '@supports (display:grid){@media print{.table{display:none}}}@keyframes fade{from{opacity:0}to{opacity:1}}',
    };
    expect(stylesForPage(stylesheet, new Set(['card']))).toBe(
      ':root{--gap:1rem}.card{padding:0}.card{margin:0}.card:not(.open){opacity:.5}' +
        '@media (min-width:40rem){.card{width:50%}}@keyframes fade{from{opacity:0}to{opacity:1}}',
    );
  });

  it('keeps a rule whose selector list the minifier wrote as one :is(…) when one alternative can match', () => {
    const stylesheet = {
      href: 'static/css/async/header.css',
      text:
        ':is(.compact,.header:has(.panel:popover-open)){background:#000}' +
        ':is(.compact .bar,.header:has(.panel:popover-open) .bar){height:3rem}' +
        ':is(.compact,.sticky){color:red}.header:has(.drawer){order:1}:where(.card,.table) .row{gap:0}' +
        '.header:not(:is(.compact,.sticky)){opacity:1}',
    };
    expect(stylesForPage(stylesheet, new Set(['header', 'panel', 'bar', 'row', 'table']))).toBe(
      ':is(.compact,.header:has(.panel:popover-open)){background:#000}' +
        ':is(.compact .bar,.header:has(.panel:popover-open) .bar){height:3rem}' +
        ':where(.card,.table) .row{gap:0}.header:not(:is(.compact,.sticky)){opacity:1}',
    );
  });

  it("leaves the fragment's container empty when the remote has no rendering, so the app can load the page", () => {
    const html = composePage({ template, shell, key: '/terms', remote: { manifest: undefined, base: '/' } });
    expect(html).toContain(`<main>${fragmentSlot('legal')}</main>`);
  });

  it("puts the shell's own fallback into the container when asked to", () => {
    const html = composePage({ template, shell, key: '/terms', remote: undefined, withFallback: true });
    expect(html).toContain(`<main><div data-fragment="legal">${shell.fallback}`);
  });

  it('renders nothing when the shell has no rendering of the page', () => {
    expect(composePage({ template, shell, key: '/unknown' })).toBeUndefined();
    expect(composePage({ template, shell: undefined, key: '/contact' })).toBeUndefined();
  });
});

describe("a page the shell's build did not know", () => {
  /** The page at `key` of the section `name`, whose build rendered it as `page`. */
  const composeSectionPage = (name, key, page) =>
    composePage({
      template,
      shell,
      key,
      remote: { name, manifest: { app: name, css: [], pages: { [key]: page } }, base: `https://${name}.test/` },
    });

  it("is framed by the shell's section layout, its container given to the section that owns it", () => {
    const html = composeSectionPage('legal', '/cookies', { head: '<title>Cookies</title>', body: '<h1>Cookies</h1>' });
    expect(html).toContain('<header class="ui">Any</header><main><div data-fragment="legal"><h1>Cookies</h1></div>');
    expect(html).not.toContain(sectionLayoutOwner);
  });

  it('is framed so for a section that joined after the shell was built', () => {
    const html = composeSectionPage('careers', '/careers', {
      head: '<title>Careers</title>',
      body: '<h1>Join us</h1>',
    });
    expect(html).toContain('<main><div data-fragment="careers"><h1>Join us</h1></div></main>');
    expect(html).toContain('<title>Careers</title>');
  });
});
