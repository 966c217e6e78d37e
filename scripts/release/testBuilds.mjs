/**
 * Small builds of the four apps for the release tests: the same files as real builds (manifest, entry,
 * prerender.json, site-routes.json, index.html), a few bytes each. Version `n` changes a remote's page text,
 * entry and hashed chunk.
 */
import { chooseContactDelivery } from '@site/contact/delivery';
import { appBuild } from './build.mjs';
import { fragmentSlot } from '@site/document';

const json = (value) => Buffer.from(JSON.stringify(value));
const noAssets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
const react = (requiredVersion, version = '19.3.1') => ({
  name: 'react',
  version,
  singleton: true,
  requiredVersion,
  assets: noAssets,
});

const siteRoutes = {
  paths: ['/', '/pay', '/contact'],
  owners: { '/': 'agency', '/pay': 'payments', '/contact': 'shell' },
  serviceSlugs: {},
};
const remotePaths = { agency: ['/'], payments: ['/pay'], legal: [] };

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
    ['site-routes.json', json(siteRoutes)],
    [
      'prerender.json',
      json({
        app: 'shell',
        css: [],
        pages: {
          '/': { head: '', body: chrome('agency') },
          '/pay': { head: '', body: chrome('payments') },
          '/contact': { head: '<title>Contact</title>', body: '<h1>Contact</h1>' },
          '*': { head: '<title>Not found</title>', body: '<h1>Not found</h1>' },
        },
      }),
    ],
    ...(delivery ? [['contact-delivery.json', delivery]] : []),
  ]);
  return appBuild('shell', files, ['static/js/index.1.js']);
}

export function remoteBuild(app, n = 1, { requiredReact = '^19.0.0', routes = remotePaths[app] } = {}) {
  const chunk = `static/js/${app}.${n}.js`;
  const pages = Object.fromEntries(
    routes.map((path) => [path, { head: `<title>${app} ${path}</title>`, body: `<h1>${app} version ${n}</h1>` }]),
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
    ['prerender.json', json({ app, css: [], routes, pages })],
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
