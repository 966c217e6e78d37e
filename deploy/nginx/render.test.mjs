import { readFileSync } from 'node:fs';
import { chooseContactDelivery } from '@site/contact/delivery';
import { describe, expect, it } from 'vitest';
import {
  contactDeliveryProblem,
  contentSecurityPolicy,
  fillTemplate,
  inlineScriptHashes,
  readContactDelivery,
  renderNginxConfig,
} from './render.mjs';

const viaEmailJs = chooseContactDelivery({
  PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_y',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_z',
}).record;
const viaSameOrigin = chooseContactDelivery({ PUBLIC_EMAILJS_ORIGIN: 'same-origin' }).record;
const production = {
  ...JSON.parse(readFileSync(new URL('./production.example.json', import.meta.url), 'utf8')),
  contactDelivery: viaEmailJs,
};
const pathOwners = {
  pages: { '/payout': { path: '/payout', owner: 'payments' } },
  redirects: {
    '/services/web-design': { to: '/web-design', owner: 'agency' },
    '/pay.links': { to: '/payment-links', owner: 'payments' },
  },
  gone: { '/old-product': 'payments' },
};

const localOrigins = {
  site: { origin: 'http://localhost:4500', root: '/tmp/site' },
  agency: { origin: 'http://localhost:4501', root: '/tmp/agency' },
  payments: { origin: 'http://localhost:4502', root: '/tmp/payments' },
  legal: { origin: 'http://localhost:4503', root: '/tmp/legal' },
};

describe('renderNginxConfig', () => {
  it('renders the production origins with TLS, HTTP→HTTPS redirects and their CSP', async () => {
    const config = await renderNginxConfig({ ...production, pathOwners });
    expect(config).not.toMatch(/\{\{\w/);
    expect(config).toContain('user www-data;');
    expect(config).toContain('ssl_certificate /etc/ssl/meridian/fullchain.pem;');
    expect(config.match(/listen 443 ssl http2;/g)).toHaveLength(4);
    expect(config).toContain('return 301 https://$host$request_uri;');
    expect(config).toContain('server_name agency.static.example.in;');
    expect(config).toContain('root /srv/meridian/legal;');
    expect(config).toContain('~^/services/web-design/*$ /web-design;');
    expect(config).toContain('~^/pay\\.links/*$ /payment-links;');
    expect(config).toMatch(/map \$uri \$retired \{\n\s+volatile;\n\s+default "";\n\s+~\^\/old-product\/\*\$ 1;/);
    expect(config).toContain('error_page 404 410 /404.html;');
    // Each section's link-preview picture on the site's origin is the one its release put on its own origin.
    expect(config).toContain(
      'location = /og/payments.png {\n            alias /srv/meridian/payments/og.png;\n        }',
    );
    expect(config).toContain(
      "script-src 'self' https://agency.static.example.in https://payments.static.example.in https://legal.static.example.in;",
    );
    expect(config).toContain('https://legal.static.example.in https://api.emailjs.com;');
  });

  it('loads the brotli_static module and turns it on for every origin, keeping the copies from being requested', async () => {
    const config = await renderNginxConfig({ ...production, pathOwners });
    expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_brotli_static_module\.so;$/m);
    expect(config.match(/^\s*brotli_static on;$/gm)).toHaveLength(1);
    expect(config.indexOf('brotli_static on;')).toBeLessThan(config.indexOf('server {'));
    expect(config.match(/location ~ \\.br\$ \{\n\s+internal;/g)).toHaveLength(4);
  });

  it('leaves Brotli out without the module', async () => {
    const config = await renderNginxConfig({ ...production, brotliStaticModule: undefined, pathOwners });
    expect(config).not.toMatch(/^\s*(load_module \S*brotli|brotli_static) /m);
  });

  it('keeps a local run inside its prefix, on plain HTTP ports', async () => {
    const config = await renderNginxConfig({
      origins: localOrigins,
      contactDelivery: viaEmailJs,
      pathOwners,
      local: true,
      mimeTypes: '/etc/nginx/mime.types',
    });
    expect(config).not.toMatch(/\{\{\w|^user |\/var\/|\/run\/|\bssl/m);
    expect(config).toContain('pid nginx.pid;');
    expect(config).toContain('client_body_temp_path client_body_temp;');
    expect(config).toContain('include /etc/nginx/mime.types;');
    for (const port of [4500, 4501, 4502, 4503]) expect(config).toContain(`listen ${port};`);
  });

  it('refuses an https origin without a certificate, and values that would break the config', async () => {
    await expect(renderNginxConfig({ ...production, tls: undefined, pathOwners })).rejects.toThrow(/tls\.certificate/);
    const origins = { ...localOrigins, legal: { origin: 'http://localhost:4503', root: '/srv/x; include /etc' } };
    await expect(renderNginxConfig({ ...production, origins, pathOwners })).rejects.toThrow(/legal root/);
    const badRedirect = { ...pathOwners, redirects: { '/x;': { to: '/x', owner: 'agency' } } };
    await expect(renderNginxConfig({ ...production, pathOwners: badRedirect })).rejects.toThrow(/redirect: \/x;/);
    const badGone = { ...pathOwners, gone: { '/x {': 'legal' } };
    await expect(renderNginxConfig({ ...production, pathOwners: badGone })).rejects.toThrow(/retired path/);
  });
});

describe("the contact form's delivery", () => {
  const sitePolicy = (config) => /set \$content_security_policy "([^"]*connect-src[^"]*)";/.exec(config)[1];

  it("connect-src names where the shell's build posts, and nothing when that is the site itself", async () => {
    expect(sitePolicy(await renderNginxConfig({ ...production, pathOwners }))).toContain(
      'https://legal.static.example.in https://api.emailjs.com;',
    );
    const outbox = chooseContactDelivery({ PUBLIC_EMAILJS_ORIGIN: 'https://outbox.example.in' }).record;
    const toOutbox = sitePolicy(await renderNginxConfig({ ...production, contactDelivery: outbox, pathOwners }));
    expect(toOutbox).toContain('https://legal.static.example.in https://outbox.example.in;');
    expect(toOutbox).not.toContain('emailjs');
    const sameOrigin = { ...production, contactDelivery: viaSameOrigin, contactOutbox: 'http://127.0.0.1:3100' };
    expect(sitePolicy(await renderNginxConfig({ ...sameOrigin, pathOwners }))).toContain(
      "connect-src 'self' https://agency.static.example.in https://payments.static.example.in https://legal.static.example.in;",
    );
  });

  it('passes the send path to the outbox with the client address, its body limit and the site’s headers', async () => {
    const config = await renderNginxConfig({
      ...production,
      contactDelivery: viaSameOrigin,
      contactOutbox: 'http://127.0.0.1:3100',
      pathOwners,
    });
    const location = /location = \/api\/v1\.0\/email\/send \{([^}]*)\}/.exec(config)?.[1] ?? '';
    expect(location).toContain('proxy_pass http://127.0.0.1:3100;');
    expect(location).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
    expect(location).toContain('client_max_body_size 64k;');
    for (const header of ['Cache-Control', 'X-Content-Type-Options', 'Content-Security-Policy']) {
      expect(location).toContain(`proxy_hide_header ${header};`);
    }
    // Inside the site's server, after its root: not on a remote origin.
    expect(config.indexOf('location = /api/v1.0/email/send')).toBeGreaterThan(
      config.indexOf('root /srv/meridian/site;'),
    );
    expect(config.indexOf('location = /api/v1.0/email/send')).toBeLessThan(
      config.indexOf('root /srv/meridian/agency;'),
    );
    expect(await renderNginxConfig({ ...production, pathOwners })).not.toContain('/api/v1.0/email/send');
  });

  it('passes the field collector’s paths to the same collector, with the client address, its body limit and no caching', async () => {
    const config = await renderNginxConfig({
      ...production,
      contactDelivery: viaSameOrigin,
      contactOutbox: 'http://127.0.0.1:3100',
      pathOwners,
    });
    for (const path of ['/api/field', '/api/field/records']) {
      const location = new RegExp(`location = ${path.replace(/\//g, '\\/')} \\{([^}]*)\\}`).exec(config)?.[1] ?? '';
      expect(location, path).toContain('proxy_pass http://127.0.0.1:3100;');
      expect(location, path).toContain('proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;');
      expect(location, path).toContain('client_max_body_size 32k;');
      expect(location, path).toContain('proxy_hide_header Cache-Control;');
      expect(config.indexOf(`location = ${path} {`)).toBeLessThan(config.indexOf('root /srv/meridian/agency;'));
    }
    expect(config).toMatch(/map \$uri \$cache_control_for_path \{\n\s+\/api\/field\/records "no-store";/);
    // A visitor's address is never written beside their report.
    expect(/location = \/api\/field \{([^}]*)\}/.exec(config)?.[1]).toContain('access_log off;');
  });

  it('answers field reports 404 at once when no collector is configured', async () => {
    const config = await renderNginxConfig({ ...production, pathOwners });
    expect(config).toMatch(/location = \/api\/field \{\n\s+return 404;\n\s+\}/);
    expect(config).not.toContain('proxy_pass');
  });

  it('refuses an outbox that is not an origin', async () => {
    for (const contactOutbox of ['http://127.0.0.1:3100/api', 'unix:/run/outbox.sock', 'http://a b']) {
      await expect(renderNginxConfig({ ...production, contactOutbox, pathOwners }), contactOutbox).rejects.toThrow(
        /contactOutbox must/,
      );
    }
  });

  it('finds a form that would post where nothing answers', async () => {
    expect(contactDeliveryProblem({ contactDelivery: viaSameOrigin })).toMatch(
      /^the shell's contact form posts to \/api\/v1\.0\/email\/send on the site's own origin, and no contactOutbox/,
    );
    expect(contactDeliveryProblem({ contactDelivery: viaSameOrigin, contactOutbox: 'http://127.0.0.1:3100' })).toBe(
      undefined,
    );
    expect(contactDeliveryProblem({ contactDelivery: viaEmailJs })).toBeUndefined();
    await expect(readContactDelivery('/nonexistent/contact-delivery.json')).rejects.toThrow(
      '/nonexistent/contact-delivery.json is missing',
    );
  });
});

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the origins, never inline or eval', () => {
    const policy = contentSecurityPolicy({
      remoteOrigins: ['https://a.example', 'https://b.example'],
      contactApiOrigin: 'https://api.emailjs.com',
    });
    expect(policy).toContain("script-src 'self' https://a.example https://b.example;");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-/);
    expect(policy).toContain("connect-src 'self' https://a.example https://b.example https://api.emailjs.com;");
  });
});

describe('fillTemplate', () => {
  it('fills values, repeats sections per item and refuses a missing value', () => {
    const template = 'a {{x}}\n{{#items}}\n- {{name}} {{x}}\n{{/items}}\nend\n';
    expect(fillTemplate(template, { x: 1, items: [{ name: 'p' }, { name: 'q' }] })).toBe('a 1\n- p 1\n\n- q 1\nend\n');
    expect(() => fillTemplate('{{y}}', {})).toThrow('{{y}}');
  });
});

describe('inlineScriptHashes', () => {
  it("hashes each inline script of the shell's page, not script files or JSON-LD", () => {
    const html =
      '<script data-entry="/static/js/index.js">start()</script><script src="/a.js"></script>' +
      '<script type="application/ld+json">{}</script>';
    // echo -n 'start()' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual(["'sha256-DIm7WJS6ZKDYe5qFLPy+h4JFI9Bol5QmYC57mt3Fb00='"]);
  });
});

describe("the canary's side decision (njs)", () => {
  it("loads njs and decides the site origin's side from the target its root is in", async () => {
    const config = await renderNginxConfig({ ...production, pathOwners });
    expect(config).toMatch(/^load_module \/usr\/lib\/nginx\/modules\/ngx_http_js_module\.so;$/m);
    expect(config).toMatch(/^\s*js_import canary from \/\S+\/deploy\/nginx\/canarySide\.js;$/m);
    expect(config).toContain('set $canary_releases /srv/meridian/releases;');
    expect(config).toContain('set $canary_live_root /srv/meridian/site;');
    expect(config).toContain('set $canary_secure 1;');
    expect(config).toContain('set $canary_request_id $request_id;');
    expect(config).toContain('add_header Cache-Control $site_cache_control always;');
    expect(config.match(/^\s*root \$canary_root;$/gm)).toHaveLength(2);
    // Set once, in the site server: the remote origins decide nothing.
    expect(config.match(/set \$canary_releases /g)).toHaveLength(1);
  });

  it('renders the config of old without njs', async () => {
    const config = await renderNginxConfig({ ...production, njsModule: undefined, pathOwners });
    expect(config).not.toMatch(/js_|canary/);
    expect(config).toContain('add_header Cache-Control $cache_control always;');
  });
});
