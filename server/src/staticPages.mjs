import { join } from 'node:path';
import { createLastGood, siteRoutesManifest } from './lastGood.mjs';
import { createPageBodies, siteUnavailableHtml } from './pageBodies.mjs';

const text = (value) => value;

/**
 * The second page source of the server: a release's site directory, whose pages were composed beforehand
 * (scripts/compose.mjs: `<path>/index.html` for every route, `404.html`), served as nginx serves them. The
 * same interface as createComposedPages, so the server does not care which one it has.
 */
export function createStaticPages({ siteDir, log, bodyOf = createPageBodies() }) {
  const watch = (file, parse) => createLastGood({ file, parse, log });
  const routes = watch(join(siteDir, 'site-routes.json'), siteRoutesManifest);
  const home = watch(join(siteDir, 'index.html'), text);
  // One entry per known path and the not-found page: site-routes.json bounds it, not the requests.
  const pageFiles = new Map();
  const pageFile = (file) => {
    if (!pageFiles.has(file)) pageFiles.set(file, watch(join(siteDir, file), text));
    return pageFiles.get(file);
  };

  async function page(path) {
    const siteRoutes = (await routes.read())?.value;
    const known = siteRoutes?.paths.includes(path) ?? false;
    const file = !known ? '404.html' : path === '/' ? 'index.html' : `${path.slice(1)}/index.html`;
    const current = await (file === 'index.html' ? home : pageFile(file)).read();
    if (!siteRoutes || !current)
      return { status: 503, body: await bodyOf('site-unavailable', () => siteUnavailableHtml) };
    return { status: known ? 200 : 404, body: await bodyOf(`${file}|${current.version}`, () => current.value) };
  }

  return {
    page,
    siteRoutes: async () => (await routes.read())?.value,
    template: async () => (await home.read())?.value,
    health: async () => {
      await Promise.all([routes.read(), home.read()]);
      const state = [routes, home].some((file) => file.state() !== 'current') ? 'stale' : 'current';
      return { site: routes.state() === 'unavailable' ? 'unavailable' : state };
    },
  };
}
