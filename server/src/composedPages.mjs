import { extname, join } from 'node:path';
import { releasesFile } from '@site/field';
import { buildReleaseId } from './field.mjs';
import { contactDeliveryFile, parseContactDelivery } from '@site/contact/delivery';
import { claimedPaths, lookupPath, originOfRobotsTxt } from '@site/routes/pathOwners';
import { fragmentSlotOwner, hasRemoteSlot, notFoundKey, rootElement, shellLayoutKey } from './compose.mjs';
import { sectionLayoutOwner } from '@site/document';
import { liveMapOfDeclarations, siteComposition, siteFileText } from './composition.mjs';
import { createLastGood, htmlTemplate, prerenderManifest } from './lastGood.mjs';
import { createPageBodies, siteUnavailableHtml } from './pageBodies.mjs';

/**
 * The first page source of the server: every page composed per request from the apps' build directories
 * (the shell's template and layout; each remote's rendering), so a redeployed app shows at once. The live path
 * map is the union of what each app's prerender.json declares (`paths`), as a release writes it to paths.json.
 * Each file is read through createLastGood: a bad deploy file of one app keeps that app's last good version;
 * with none, that app's routes answer 503 with the shell's layout and a notice, every other route 200.
 *
 * - `remotes`: `{ name, dist, base }`, base being where browsers load that remote from (its public origin).
 * `page(path)` resolves to `{ status, body }` (body: createPageBodies), or `{ status: 301, location }` for a
 * redirect the live map declares; `siteFile(name)` to the live map's `paths.json`, `sitemap.xml` or the builds'
 * `releases.json`; `template()` to the
 * shell's index.html; `contactDelivery()` to its contact-delivery.json (`@site/contact/delivery`), undefined for a
 * build without one; `health()` to the state of each app's files.
 */
export function createComposedPages({ shellDist, remotes, log, bodyOf = createPageBodies() }) {
  const watch = (file, parse) => createLastGood({ file, parse, log });
  /** Each build's release id, as `releases.json` names it; kept by manifest, so it is that of the build served. */
  const releaseOf = new WeakMap();
  const parseRendering = (text) => {
    const manifest = prerenderManifest(text);
    releaseOf.set(manifest, buildReleaseId(text));
    return manifest;
  };
  const template = watch(join(shellDist, 'index.html'), htmlTemplate(rootElement));
  const shell = watch(join(shellDist, 'prerender.json'), parseRendering);
  const delivery = watch(join(shellDist, contactDeliveryFile), parseContactDelivery);
  const robots = watch(join(shellDist, 'robots.txt'), (text) => text);
  const renderings = remotes.map((remote) => ({
    ...remote,
    rendering: watch(join(remote.dist, 'prerender.json'), parseRendering),
  }));
  /**
   * The live map, made again only when an app's rendering changes. The pages the shell's build framed for a section
   * that no readable rendering declares go to the first section whose rendering cannot be read: they answer 503
   * with the notice, and the app loads their pages.
   */
  let union = { key: '', map: undefined };
  const unclaimedFramedPages = (shellRendering, declarations) => {
    const claimed = new Set(Object.values(declarations).flatMap((declaration) => claimedPaths(declaration)));
    return Object.entries(shellRendering.pages)
      .filter(([key, page]) => key.startsWith('/') && fragmentSlotOwner(page.body) === sectionLayoutOwner)
      .filter(([path]) => !claimed.has(path))
      .map(([path]) => ({ path, label: path, indexable: true }));
  };
  const mapOf = (shellRendering, remoteRenderings) => {
    const key = [shellRendering.version, ...remoteRenderings.map((remote) => remote.version)].join('|');
    if (union.key !== key) {
      const declarations = { shell: shellRendering.value.paths };
      for (const remote of remoteRenderings)
        if (remote.manifest?.paths) declarations[remote.name] = remote.manifest.paths;
      const unreadable = remoteRenderings.find((remote) => !remote.manifest?.paths);
      if (unreadable)
        declarations[unreadable.name] = { pages: unclaimedFramedPages(shellRendering.value, declarations) };
      const { map, conflicts } = liveMapOfDeclarations(declarations);
      for (const { path, owners } of conflicts)
        log.warn({ path, owners }, `${owners.join(' and ')} both claim ${path}`);
      union = { key, map };
    }
    return union.map;
  };

  const read = () =>
    Promise.all([
      template.read(),
      shell.read(),
      ...renderings.map(async ({ name, base, rendering }) => {
        const current = await rendering.read();
        return { name, base, manifest: current?.value, version: current?.version };
      }),
    ]);

  async function page(path) {
    const [shellTemplate, shellRendering, ...remoteRenderings] = await read();
    if (!shellTemplate || !shellRendering) {
      return { status: 503, body: await bodyOf('site-unavailable', () => siteUnavailableHtml) };
    }
    const found = lookupPath(mapOf(shellRendering, remoteRenderings), path);
    if (found.kind === 'redirect') return { status: 301, location: found.to };
    const known = found.kind === 'page';
    const key = known ? path : notFoundKey;
    const owner = known ? remoteRenderings.find((remote) => remote.name === found.page.owner) : undefined;
    const layout = shellLayoutKey(shellRendering.value, key, owner?.name);
    const ownerMissing = known && !owner?.manifest?.pages?.[key] && hasRemoteSlot(shellRendering.value, layout);
    const status = found.kind === 'gone' ? 410 : !known ? 404 : ownerMissing ? 503 : 200;
    const version = [key, status, shellTemplate.version, shellRendering.version, owner?.name, owner?.version];
    const render = () =>
      siteComposition({
        template: shellTemplate.value,
        shell: shellRendering.value,
        remotes: owner?.manifest ? { [owner.name]: { manifest: owner.manifest, base: owner.base } } : {},
        map: mapOf(shellRendering, remoteRenderings),
      }).compose(key, { withFallback: ownerMissing }) ?? shellTemplate.value;
    return { status, body: await bodyOf(version.join('|'), render) };
  }

  const apps = {
    shell: [template, shell],
    ...Object.fromEntries(renderings.map((remote) => [remote.name, [remote.rendering]])),
  };
  return {
    page,
    /**
     * What a release writes beside the pages, made here from the builds: `paths.json` (the live map),
     * `sitemap.xml` on the origin the shell's robots.txt names, and `releases.json` (each build's release id).
     * Resolves to `{ body, type }` (body: createPageBodies), or undefined.
     */
    async siteFile(name) {
      const [[, shellRendering, ...remoteRenderings], robotsTxt] = await Promise.all([read(), robots.read()]);
      if (!shellRendering) return undefined;
      const map = mapOf(shellRendering, remoteRenderings);
      const origin = robotsTxt && originOfRobotsTxt(robotsTxt.value);
      const releases = Object.fromEntries(
        [{ name: 'shell', manifest: shellRendering.value }, ...remoteRenderings]
          .filter((app) => app.manifest)
          .map((app) => [app.name, releaseOf.get(app.manifest)]),
      );
      const text = siteFileText(name, { map, origin, releases });
      if (text === undefined) return undefined;
      const version = name === releasesFile ? Object.values(releases).join('|') : `${union.key}|${origin}`;
      return { type: siteFileTypes[extname(name)], body: await bodyOf(`${name}|${version}`, () => text) };
    },
    template: async () => (await template.read())?.value,
    contactDelivery: async () => (await delivery.read())?.value,
    health: async () => {
      await Promise.all(
        Object.values(apps)
          .flat()
          .map((file) => file.read()),
      );
      return Object.fromEntries(Object.entries(apps).map(([name, files]) => [name, worstState(files)]));
    },
  };
}

const siteFileTypes = { '.json': 'application/json; charset=utf-8', '.xml': 'application/xml; charset=utf-8' };

const states = ['current', 'stale', 'unavailable'];
/** An app is as healthy as its least healthy file. */
const worstState = (files) => states[Math.max(...files.map((file) => states.indexOf(file.state())))];
