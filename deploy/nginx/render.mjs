#!/usr/bin/env node
/**
 * Renders deploy/nginx/nginx.conf.template into a complete nginx.conf for the four origins of the site.
 *
 *   node deploy/nginx/render.mjs --config deploy/nginx/production.example.json --out /etc/nginx/nginx.conf \
 *     [--paths /srv/meridian/site/paths.json] [--shell-html shell/dist/index.html] \
 *     [--contact-delivery shell/dist/contact-delivery.json] [--mime-types mime.types]
 *
 * The config file names each origin (`origin` URL: scheme, host name and port; `root`: the directory it
 * serves) and the TLS certificate (needed when an origin is https). The Content-Security-Policy is derived
 * from these origins, so changing an origin is one edit and a re-render. `--paths` is the live path map a release
 * writes (`paths.json`, @site/routes/pathOwners): the redirects and retired (410) paths its sections declare, so
 * it is rendered again (and nginx reloaded) after a release that changes them; `--contact-delivery` the shell's
 * contact-delivery.json, where its contact form posts (@site/contact/delivery): the CSP's connect-src.
 * `contactOutbox` in the config file (`http://127.0.0.1:3100`: `pnpm serve --outbox-only`) is where nginx
 * passes the form's send path and the field collector's paths (`/api/field`, `/api/field/records`) on the site's
 * origin. `brotliStaticModule`, the path of nginx's brotli_static
 * module (Debian: libnginx-mod-http-brotli-static), serves the precompressed Brotli copy of each file;
 * without it, gzip only.
 *
 * A canary (`pnpm release <app> --canary <percent>`) needs `njsModule`, the path of nginx's njs module
 * (Debian: libnginx-mod-http-js, /usr/lib/nginx/modules/ngx_http_js_module.so): the site origin then decides each
 * request's side as the Node server does (canarySide.js, loaded from `canaryScript` in the config file, by default
 * this repository's deploy/nginx/canarySide.js), reading the canaries of the release target its root is in
 * (`<root>/../releases/`, a `dir:` target's layout) on every request, so a canary's start, raise, promote or abort
 * needs no reload. Without `njsModule` this warns and writes the config of old: every visitor gets the live
 * release during a canary (nobody reaches the candidate, so the watcher gets no candidate samples and holds);
 * a canary is not refused, since it may start long after this file is written.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { EMAILJS_SEND_PATH, SAME_ORIGIN } from '@site/contact';
import { contactConnectSource, deliveryGuide, parseContactDelivery } from '@site/contact/delivery';
import {
  contentSecurityPolicy,
  documentContentTypePattern,
  documentHeaders,
  documentOnlyHeaderNames,
  everyResponseHeaders,
  immutableCacheControl,
  previewCacheControl,
  previewHeaders,
  inlineScriptHashes,
  remoteAccessControlAllowOrigin,
  remoteContentSecurityPolicy,
  revalidateCacheControl,
  staticPrefix,
  strictTransportSecurity,
} from '@site/server/headers';
import { MAX_BODY_BYTES } from '@site/server/outbox';
import { fieldEndpointPath, fieldLimits, fieldRecordsPath } from '@site/server/field';
import { parsePathOwners } from '@site/routes/pathOwners';
import { previewRoot } from '@site/document';
import { remoteNames } from '@site/apps';

const templateFile = join(dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template');
export { contentSecurityPolicy, inlineScriptHashes, remoteContentSecurityPolicy };

/** Where nginx keeps its process files: the system's for a production install, or inside the prefix. */
const processSettings = {
  system: {
    main: ['user www-data;', 'worker_processes auto;', 'pid /run/nginx.pid;', 'error_log /var/log/nginx/error.log;'],
    http: ['access_log /var/log/nginx/access.log;'],
  },
  // nginx -p <dir>: relative paths are inside <dir>, so any user can run it and nothing is left behind.
  local: {
    main: ['worker_processes 1;', 'pid nginx.pid;', 'error_log stderr;'],
    http: [
      'access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `${name}_temp_path ${name}_temp;`),
    ],
  },
};

/** nginx reads these values bare: anything that could end a directive or open a block is refused. */
function safe(value, what) {
  if (typeof value !== 'string' || value === '' || /[\s;{}"'`$\\]/.test(value)) {
    throw new Error(`${what} must be a non-empty value without spaces, quotes, ';', '{', '}', '$': ${value}`);
  }
  return value;
}

const indent = (lines, depth) => lines.map((line) => `${'    '.repeat(depth)}${line}`).join('\n');

/** Parses an origin URL; the listen port is its explicit port or the scheme's default. */
function parseOrigin(name, origin) {
  const url = new URL(origin);
  if (url.origin !== origin) throw new Error(`${name}: origin must be scheme://host[:port] only, got ${origin}`);
  const https = url.protocol === 'https:';
  if (!https && url.protocol !== 'http:') throw new Error(`${name}: origin must be http or https: ${origin}`);
  return { origin, host: safe(url.hostname, `${name} host`), port: Number(url.port || (https ? 443 : 80)), https };
}

/** IPv6 too in production; a local run listens on IPv4 only, since a container may have no IPv6. */
function listenLines({ port, https }, local) {
  const options = https ? ' ssl http2' : '';
  const addresses = local ? [`${port}`] : [`${port}`, `[::]:${port}`];
  return indent(
    addresses.map((address) => `listen ${address}${options};`),
    2,
  );
}

function tlsLines(tls) {
  if (!tls?.certificate || !tls?.certificateKey) {
    throw new Error('An https origin needs tls.certificate and tls.certificateKey (one certificate for all hosts).');
  }
  return indent(
    [
      `ssl_certificate ${safe(tls.certificate, 'tls.certificate')};`,
      `ssl_certificate_key ${safe(tls.certificateKey, 'tls.certificateKey')};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      'ssl_session_cache shared:SSL:10m;',
    ],
    1,
  );
}

/**
 * The brotli_static module sends the Brotli copy written beside every text file (each app's build, and the
 * compose step for the pages): on for every origin. This config replaces Debian's nginx.conf, and with it the
 * include of /etc/nginx/modules-enabled: the module is loaded here, by its absolute path (a local run's prefix
 * is not nginx's).
 */
function brotliStaticLines(modulePath) {
  if (!modulePath) return { modules: '', http: '' };
  return {
    modules: `load_module ${safe(modulePath, 'brotliStaticModule')};`,
    http: indent(['brotli_static on;'], 1),
  };
}

/** What a config without the side decision means for a canary (render.mjs and serve-local.mjs print it). */
export const noNjsWarning =
  'no njsModule (apt-get install libnginx-mod-http-js): during a canary this nginx serves every visitor the live release, and the canary reaches nobody through it.';

/** The side decision's script (loaded by nginx from where the config says: canaryScript). */
export const canaryScriptSource = join(dirname(fileURLToPath(import.meta.url)), 'canarySide.js');

/**
 * A canary on the release target through njs (Debian: libnginx-mod-http-js): each request of the site
 * origin gets the side the Node server would give it (canarySide.js), its Cache-Control and the cookies that keep
 * it. Every `add_header` is on the http level, as the others: a remote server's requests decide nothing.
 */
function canaryHttpLines(modulePath, script) {
  if (!modulePath) return { modules: '', http: '', cacheControlVariable: 'cache_control' };
  return {
    modules: `load_module ${safe(modulePath, 'njsModule')};`,
    cacheControlVariable: 'site_cache_control',
    // Between blank lines, in the template's blank line.
    http: `\n${indent(
      [
        '# A canary: the side of each request of the site origin, decided as the Node server decides it',
        "# (canarySide.js, which reads the target's canaries on every request: no reload when one starts or ends).",
        "# While one runs, the side's files are looked up first ($canary_root), every answer but /static/ is",
        "# private, no-cache (never a shared cache's copy), and a new visitor's first page sets its bucket cookie.",
        `js_import canary from ${safe(script, 'canaryScript')};`,
        'js_set $canary_root canary.root;',
        'js_set $canary_cache_control canary.cacheControl;',
        'js_set $canary_bucket_cookie canary.bucketCookie;',
        'js_set $canary_forced_cookie canary.forcedCookie;',
        'map $canary_cache_control $site_cache_control {',
        '    "" $cache_control;',
        '    default $canary_cache_control;',
        '}',
        'add_header Set-Cookie $canary_forced_cookie always;',
        'add_header Set-Cookie $canary_bucket_cookie always;',
      ],
      1,
    )}\n`,
  };
}

/**
 * The site server's canary settings: the release target's `releases/` folder beside its `site/` folder (a `dir:`
 * target's layout), the apps that can have a canary, its live root and whether the origin is https (the cookies'
 * Secure, as the Node server decides it from the origin, also behind a TLS-terminating proxy).
 */
const canarySiteLines = ({ root, https }) =>
  indent(
    [
      `set $canary_releases ${join(dirname(root), 'releases')};`,
      `set $canary_apps "${remoteNames.join(' ')}";`,
      `set $canary_live_root ${root};`,
      `set $canary_secure ${https ? 1 : 0};`,
      // A new visitor's bucket id: read here once, so that its side and its cookie agree (njs reading $request_id
      // itself would get a new random id on every read).
      'set $canary_request_id $request_id;',
    ],
    2,
  );

/**
 * How the site server finds a request's file: as uploaded, else the page at that path. With the side decision, the
 * visitor's side's file first (a candidate side holds only the files that differ), then the live one; a file and
 * its Brotli copy come from the same folder, so a candidate's page is never sent as the live page's copy.
 */
function siteFileLines(withCanary) {
  const live = [
    '# A file as uploaded, or else the page at that path.',
    'location / {',
    `    try_files $uri @page;`,
    '}',
    'location @page {',
    '    try_files $uri/index.html =404;',
    '}',
    '# /about/ serves the same page as /about.',
    'location ~ ^(?<page>.+?)/+$ {',
    '    try_files $page/index.html =404;',
    '}',
  ];
  if (!withCanary) return indent(live, 2);
  return indent(
    [
      "# A file as uploaded, or else the page at that path: the visitor's side's (canary), else the live one.",
      'location / {',
      '    root $canary_root;',
      '    try_files $uri $uri/index.html @live;',
      '}',
      'location @live {',
      '    try_files $uri @page;',
      '}',
      'location @page {',
      '    try_files $uri/index.html =404;',
      '}',
      '# /about/ serves the same page as /about.',
      'location ~ ^(?<page>.+?)/+$ {',
      '    root $canary_root;',
      '    try_files $page/index.html @live_page;',
      '}',
      'location @live_page {',
      '    try_files $page/index.html =404;',
      '}',
    ],
    2,
  );
}

/** `/og/<section>.png` on the site's origin (@site/routes: sectionLinkPreview) is the section's origin's og.png. */
const sectionPictureLines = (parsed) =>
  indent(
    remoteNames.flatMap((name) => [`location = /og/${name}.png {`, `    alias ${parsed[name].root}/og.png;`, '}']),
    2,
  );

/** With TLS, plain HTTP on port 80 only sends visitors to the HTTPS address of the same host. */
function httpToHttpsServer(hosts) {
  return [
    '',
    '    server {',
    '        listen 80;',
    '        listen [::]:80;',
    `        server_name ${hosts.join(' ')};`,
    `        set $content_security_policy "${remoteContentSecurityPolicy}";`,
    '        set $access_control_allow_origin "";',
    '        return 301 https://$host$request_uri;',
    '    }',
    '',
  ].join('\n');
}

/** A site path nginx can match literally: what the apps declare, never anything that could break the config. */
const sitePathPattern = /^\/[A-Za-z0-9._~/-]*$/;
const safePath = (path, what) => {
  if (!sitePathPattern.test(path)) throw new Error(`Unexpected ${what}: ${path}`);
  return path.replace(/\./g, '\\.');
};

/**
 * The live map's redirects (old path → new path) and retired paths as `map $uri` entries, with or without a
 * trailing slash (as the pages themselves).
 */
function pathMapLines(map) {
  return {
    redirects: indent(
      Object.entries(map.redirects).map(([from, { to }]) => {
        safePath(to, 'redirect target');
        return `~^${safePath(from, 'redirect')}/*$ ${to};`;
      }),
      2,
    ),
    gone: indent(
      Object.keys(map.gone).map((path) => `~^${safePath(path, 'retired path')}/*$ 1;`),
      2,
    ),
  };
}

/**
 * The headers of server/src/headers.mjs as add_header lines: those every response of every origin carries, and
 * the document headers through the variables of their maps (empty, so not sent, unless the response is a document).
 */
const everyResponseHeaderLines = () =>
  indent(
    [
      ...Object.entries(everyResponseHeaders).map(([name, value]) => `add_header ${name} "${value}" always;`),
      ...documentOnlyHeaderNames.map((name) => `add_header ${name} $${documentHeaderVariable(name)} always;`),
    ],
    1,
  );

/** The variable that holds a document header's value for the response being sent (empty: not a document). */
const documentHeaderVariable = (name) => `document_${name.toLowerCase().replace(/-/g, '_')}`;

/**
 * One map per document header, on the Content-Type of the response: the value for a document, else empty.
 * The CSP's value is the origin's `$content_security_policy`.
 */
const documentHeaderMapLines = () =>
  indent(
    [...Object.entries(documentHeaders), ['Content-Security-Policy', '$content_security_policy']].flatMap(
      ([name, value]) => [
        `map $sent_http_content_type $${documentHeaderVariable(name)} {`,
        `    "~*${documentContentTypePattern}" "${value}";`,
        '    default "";',
        '}',
      ],
    ),
    1,
  );

/** The headers nginx adds to every response of the site origin: an outbox's own would go out twice. */
const headersNginxSets = [
  'Cache-Control',
  'Strict-Transport-Security',
  ...Object.keys(everyResponseHeaders),
  ...documentOnlyHeaderNames,
  'Access-Control-Allow-Origin',
];

/** `scheme://host:port` of the contact outbox nginx passes the send path to. */
function parseOutbox(contactOutbox) {
  const url = new URL(safe(contactOutbox, 'contactOutbox'));
  if (url.origin !== contactOutbox || !['http:', 'https:'].includes(url.protocol)) {
    throw new Error(`contactOutbox must be http(s)://host:port only, got ${contactOutbox}`);
  }
  return contactOutbox;
}

/**
 * What pages post on the site origin, passed to the collector (`pnpm serve --outbox-only`): the contact form's
 * send path and the field collector's paths, each with the collector's own body limit; the client's address goes
 * in X-Forwarded-For, which the collector believes from this proxy only (TRUST_PROXY), so that each visitor has
 * their own rate limits (and nothing else about them is kept). nginx reads a body whole before passing it on, so
 * a client that dribbles one ties up nginx's time-limited buffer, never the collector. The response carries the
 * site's headers, as every other response of the origin. Without a collector, a page's field report is answered
 * 404 at once (the file handler would answer a POST 405).
 */
function collectorLines(contactOutbox) {
  if (!contactOutbox) {
    return indent(
      [
        '# No collector configured (render.mjs: contactOutbox): nothing takes field reports here.',
        `location = ${fieldEndpointPath} {`,
        '    return 404;',
        '}',
      ],
      2,
    );
  }
  const upstream = parseOutbox(contactOutbox);
  const passed = (comment, path, maxBodyBytes, extra = []) => [
    comment,
    `location = ${path} {`,
    ...extra,
    `    client_max_body_size ${Math.ceil(maxBodyBytes / 1024)}k;`,
    `    proxy_pass ${upstream};`,
    '    proxy_set_header Host $host;',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    ...headersNginxSets.map((name) => `    proxy_hide_header ${name};`),
    '}',
  ];
  return indent(
    [
      ...passed(
        '# The contact form sends here: the outbox answers (render.mjs: contactOutbox).',
        EMAILJS_SEND_PATH,
        MAX_BODY_BYTES,
      ),
      ...passed(
        '# Pages report field errors and vitals here: the same collector keeps them.',
        fieldEndpointPath,
        fieldLimits.maxBodyBytes,
        // A visitor's address is never written next to their field report (docs/field-data.md).
        ['    access_log off;'],
      ),
      ...passed('# A team reads them back here, with the read token.', fieldRecordsPath, fieldLimits.maxBodyBytes),
    ],
    2,
  );
}

/**
 * Why this config would leave the contact form with nowhere to send, or undefined: a shell that posts to the
 * site's own origin needs `contactOutbox` there (render.mjs refuses; serve-local.mjs warns).
 */
export function contactDeliveryProblem({ contactDelivery, contactOutbox }) {
  if (contactDelivery?.kind !== 'outbox' || contactDelivery.origin !== SAME_ORIGIN || contactOutbox) return undefined;
  return `the shell's contact form posts to ${EMAILJS_SEND_PATH} on the site's own origin, and no contactOutbox is configured to pass it to: every Send would fail. Run the outbox (pnpm serve --outbox-only) and name it in the origins file ("contactOutbox": "http://127.0.0.1:3100"), or build the shell for EmailJS: ${deliveryGuide}`;
}

/** Fills `{{name}}` from `values` and repeats `{{#list}}…{{/list}}` once per item (item values first). */
export function fillTemplate(template, values) {
  const fill = (text, scope) =>
    text.replace(/\{\{(\w+)\}\}/g, (_, name) => {
      if (!(name in scope)) throw new Error(`The template needs a value for {{${name}}}.`);
      return String(scope[name]);
    });
  const withSections = template.replace(/\{\{#(\w+)\}\}\n([\s\S]*?)\{\{\/\1\}\}\n/g, (_, name, body) => {
    if (!Array.isArray(values[name])) throw new Error(`The template needs a list for {{#${name}}}.`);
    return values[name].map((item) => fill(body, { ...values, ...item })).join('\n');
  });
  return fill(withSections, values);
}

/**
 * The complete nginx.conf.
 * - `origins`: `{ site, <remote>… }` (every remote of @site/apps), each `{ origin, root }`.
 * - `tls`: `{ certificate, certificateKey }`, used when any origin is https.
 * - `contactDelivery`: the shell's contact-delivery.json (@site/contact/delivery): the CSP's connect-src.
 * - `contactOutbox`: the collector the site origin passes the form's send path and the field paths to (unset:
 *   none; field reports are answered 404).
 * - `pathOwners`: the live path map (`paths.json`): its redirects are 301s, its retired paths 410s.
 * - `scriptHashes`: `inlineScriptHashes` of the shell's index.html.
 * - `local`: keep pid, logs and temp files inside the nginx prefix (see processSettings).
 * - `mimeTypes`: path of nginx's mime.types (relative to the config file's directory, or absolute).
 * - `brotliStaticModule`: path of ngx_http_brotli_static_module.so; when set, every origin sends a file's
 *   Brotli copy to browsers that accept br. Unset: gzip only.
 * - `njsModule`: path of ngx_http_js_module.so (njs); when set, the site origin makes the canary side decision of
 *   the release target its root is in (canarySide.js, loaded from `canaryScript`: by default this repository's).
 *   Unset: a canary reaches no visitor through this nginx (everyone gets the live release, answers as without a
 *   canary), and the watcher, with no candidate samples from these visitors, holds; render.mjs warns of it.
 */
export async function renderNginxConfig({
  origins,
  tls,
  contactDelivery,
  contactOutbox,
  pathOwners,
  scriptHashes = [],
  local = false,
  mimeTypes = 'mime.types',
  brotliStaticModule,
  njsModule,
  canaryScript = canaryScriptSource,
}) {
  const names = ['site', ...remoteNames];
  const parsed = Object.fromEntries(
    names.map((name) => {
      if (!origins?.[name]) throw new Error(`No origin configured for ${name}.`);
      return [name, { ...parseOrigin(name, origins[name].origin), root: safe(origins[name].root, `${name} root`) }];
    }),
  );
  const https = names.some((name) => parsed[name].https);
  const pathMap = pathMapLines(pathOwners);
  const settings = processSettings[local ? 'local' : 'system'];
  const brotliStatic = brotliStaticLines(brotliStaticModule);
  const canary = canaryHttpLines(njsModule, canaryScript);
  const template = await readFile(templateFile, 'utf8');
  return fillTemplate(template, {
    modules: [brotliStatic.modules, canary.modules].filter(Boolean).join('\n'),
    canary_http: canary.http,
    cache_control_variable: canary.cacheControlVariable,
    canary_site: njsModule ? canarySiteLines(parsed.site) : '',
    site_files: siteFileLines(Boolean(njsModule)),
    section_pictures: sectionPictureLines(parsed),
    process: settings.main.join('\n'),
    process_http: indent(settings.http, 1),
    brotli_static: brotliStatic.http,
    mime_types: safe(mimeTypes, 'mime types path'),
    tls: https ? tlsLines(tls) : '',
    http_to_https: https ? httpToHttpsServer(names.map((name) => parsed[name].host)) : '',
    path_redirects: pathMap.redirects,
    gone_paths: pathMap.gone,
    site_listen: listenLines(parsed.site, local),
    site_host: parsed.site.host,
    site_root: parsed.site.root,
    collector: collectorLines(contactOutbox),
    field_records_path: fieldRecordsPath,
    site_csp: contentSecurityPolicy({
      remoteOrigins: remoteNames.map((name) => parsed[name].origin),
      contactApiOrigin: contactConnectSource(contactDelivery),
      scriptHashes,
    }),
    remote_csp: remoteContentSecurityPolicy,
    remote_access_control_allow_origin: remoteAccessControlAllowOrigin,
    static_prefix: staticPrefix,
    preview_root: previewRoot,
    preview_cache_control: previewCacheControl,
    preview_robots_tag: previewHeaders['X-Robots-Tag'],
    immutable_cache_control: immutableCacheControl,
    revalidate_cache_control: revalidateCacheControl,
    strict_transport_security: strictTransportSecurity,
    every_response_headers: everyResponseHeaderLines(),
    document_header_maps: documentHeaderMapLines(),
    remotes: remoteNames.map((name) => ({
      listen: listenLines(parsed[name], local),
      host: parsed[name].host,
      root: parsed[name].root,
    })),
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      config: { type: 'string' },
      out: { type: 'string' },
      paths: { type: 'string' },
      'shell-html': { type: 'string', default: 'shell/dist/index.html' },
      'contact-delivery': { type: 'string', default: 'shell/dist/contact-delivery.json' },
      'mime-types': { type: 'string', default: 'mime.types' },
    },
  });
  if (!values.config || !values.out || !values.paths) {
    console.error(
      'usage: node deploy/nginx/render.mjs --config <origins.json> --out <nginx.conf> --paths <paths.json> [--shell-html file] [--contact-delivery file] [--mime-types path]',
    );
    process.exit(2);
  }
  const config = JSON.parse(await readFile(values.config, 'utf8'));
  const pathOwners = parsePathOwners(await readFile(values.paths, 'utf8'));
  const scriptHashes = inlineScriptHashes(await readFile(values['shell-html'], 'utf8'));
  const contactDelivery = await readContactDelivery(values['contact-delivery']);
  const problem = contactDeliveryProblem({ contactDelivery, contactOutbox: config.contactOutbox });
  if (problem) {
    console.error(`Not written: ${problem}`);
    process.exit(1);
  }
  if (!config.njsModule) console.warn(`Warning: ${noNjsWarning}`);
  await writeFile(
    values.out,
    await renderNginxConfig({
      ...config,
      pathOwners,
      scriptHashes,
      contactDelivery,
      mimeTypes: values['mime-types'],
    }),
  );
  console.log(`Wrote ${values.out}`);
}

/** A shell's contact-delivery.json (from its build, or `site/` of a release target). */
export async function readContactDelivery(file) {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`${file} is missing: name the contact-delivery.json of a shell build or release that records one.`);
  });
  return parseContactDelivery(text);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
