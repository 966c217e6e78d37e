/**
 * Small builds of the four apps for the release tests: the same files as real builds (manifest, entry,
 * prerender.json with the paths each declares, index.html, robots.txt), a few bytes each. Version `n` changes a
 * remote's page text, entry and hashed chunk.
 */
import { chooseContactDelivery } from '@site/contact/delivery';
import { appBuild } from './build.mjs';
import { fragmentSlot, sectionLayoutKey, sectionLayoutOwner } from '@site/document';

const json = (value) => Buffer.from(JSON.stringify(value));
const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
const react = (requiredVersion, version = '19.3.1') => ({
  name: 'react',
  version,
  singleton: true,
  requiredVersion,
  assets: noAssets,
});

const remotePaths = { agency: ['/'], payments: ['/pay'], legal: [] };
const declaredPage = (path) => ({ path, label: path, indexable: true });

/** The contact delivery a shell build recorded, from the variables it was built with. */
export const contactDelivery = (env) => json(chooseContactDelivery(env).record);
const emailJsEnv = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_test',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_test',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_test',
};

/** `delivery`: the shell's contact-delivery.json (EmailJS by default); null leaves it out. */
export function shellBuild({ reactVersion = '19.3.1', delivery = contactDelivery(emailJsEnv) } = {}) {
  const chrome = (owner) => `<header>Meridian</header>${fragmentSlot(owner)}`;
  const files = new Map([
    [
      'index.html',
      Buffer.from(
        '<html><head><script data-entry="/static/js/index.1.js" data-preload="">start</script></head><body><div id="root"></div></body></html>',
      ),
    ],
    ['mf-manifest.json', json({ metaData: {}, shared: [react('^19.3.0', reactVersion)], exposes: [] })],
    ['robots.txt', Buffer.from('User-agent: *\nAllow: /\n\nSitemap: https://www.example.in/sitemap.xml\n')],
    [
      'prerender.json',
      json({
        app: 'shell',
        css: [],
        paths: { pages: [declaredPage('/contact')] },
        pages: {
          '/': { head: '', body: chrome('agency') },
          '/pay': { head: '', body: chrome('payments') },
          [sectionLayoutKey]: { head: '', body: chrome(sectionLayoutOwner) },
          '/contact': { head: '<title>Contact</title>', body: '<h1>Contact</h1>' },
          '*': { head: '<title>Not found</title>', body: '<h1>Not found</h1>' },
        },
      }),
    ],
    ...(delivery ? [['contact-delivery.json', delivery]] : []),
  ]);
  return appBuild('shell', files, ['static/js/index.1.js']);
}

/**
 * A remote's build serving `routes`, with the `redirects` and `gone` paths it declares; `links` (path → paths)
 * puts links into its pages; `rendered`: the routes it has a rendering of (all of them by default).
 */
export function remoteBuild(
  app,
  n = 1,
  {
    requiredReact = '^19.0.0',
    routes = remotePaths[app],
    redirects = {},
    gone = [],
    links = {},
    rendered = routes,
  } = {},
) {
  const chunk = `static/js/${app}.${n}.js`;
  const linksOf = (path) => (links[path] ?? []).map((to) => `<a href="${to}">${to}</a>`).join('');
  const pages = Object.fromEntries(
    rendered.map((path) => [
      path,
      { head: `<title>${app} ${path}</title>`, body: `<h1>${app} version ${n}</h1>${linksOf(path)}` },
    ]),
  );
  const files = new Map([
    [
      'mf-manifest.json',
      json({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        shared: [react(requiredReact)],
        exposes: [{ path: './routes', assets: { ...noAssets, js: { sync: [chunk], async: [] } } }],
      }),
    ],
    ['remoteEntry.js', Buffer.from(`/* ${app} version ${n}: ${chunk} */`)],
    [
      'prerender.json',
      json({ app, css: [], routes, paths: { pages: routes.map(declaredPage), redirects, gone }, pages }),
    ],
  ]);
  return appBuild(app, files, [chunk]);
}

/** What `release()` reads a build's hashed files with: their content names them. */
export const localStatic = async (file) => Buffer.from(`/* ${file} */`);

export const remotesJson = json({
  agency: 'http://agency.test/mf-manifest.json',
  payments: 'http://payments.test/mf-manifest.json',
  legal: 'http://legal.test/mf-manifest.json',
});
