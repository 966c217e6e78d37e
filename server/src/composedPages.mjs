import { join } from 'node:path';
import { contactDeliveryFile, parseContactDelivery } from '@site/contact/delivery';
import { composePage, hasRemoteSlot, notFoundKey, ownerOf, rootElement } from './compose.mjs';
import { createLastGood, htmlTemplate, prerenderManifest, siteRoutesManifest } from './lastGood.mjs';
import { createPageBodies, siteUnavailableHtml } from './pageBodies.mjs';

/**
 * The first page source of the server: every page composed per request from the apps' build directories
 * (the shell's template, layout and site routes; each remote's rendering), so a redeployed app shows at once.
 * Each file is read through createLastGood: a bad deploy file of one app keeps that app's last good version;
 * with none, that app's routes answer 503 with the shell's layout and a notice, every other route 200.
 *
 * - `remotes`: `{ name, dist, base }`, base being where browsers load that remote from (its public origin).
 * `page(path)` resolves to `{ status, body }` (body: createPageBodies); `siteRoutes()` to the shell's
 * site-routes.json; `template()` to its index.html; `contactDelivery()` to its contact-delivery.json
 * (`@site/contact/delivery`), undefined for a build without one; `health()` to the state of each app's files.
 */
export function createComposedPages({ shellDist, remotes, log, bodyOf = createPageBodies() }) {
  const watch = (file, parse) => createLastGood({ file, parse, log });
  const template = watch(join(shellDist, 'index.html'), htmlTemplate(rootElement));
  const shell = watch(join(shellDist, 'prerender.json'), prerenderManifest);
  const routes = watch(join(shellDist, 'site-routes.json'), siteRoutesManifest);
  const delivery = watch(join(shellDist, contactDeliveryFile), parseContactDelivery);
  const renderings = remotes.map((remote) => ({
    ...remote,
    rendering: watch(join(remote.dist, 'prerender.json'), prerenderManifest),
  }));
  const knownPaths = new WeakMap();
  const isKnown = (siteRoutes, path) => {
    if (!knownPaths.has(siteRoutes)) knownPaths.set(siteRoutes, new Set(siteRoutes.paths));
    return knownPaths.get(siteRoutes).has(path);
  };

  async function page(path) {
    const [shellTemplate, shellRendering, siteRoutes, ...remoteRenderings] = await Promise.all([
      template.read(),
      shell.read(),
      routes.read(),
      ...renderings.map(async ({ name, base, rendering }) => {
        const current = await rendering.read();
        return { name, base, manifest: current?.value, version: current?.version };
      }),
    ]);
    if (!shellTemplate || !shellRendering || !siteRoutes) {
      return { status: 503, body: await bodyOf('site-unavailable', () => siteUnavailableHtml) };
    }
    const known = isKnown(siteRoutes.value, path);
    const key = known ? path : notFoundKey;
    const owner = known ? ownerOf(remoteRenderings, key) : undefined;
    const ownerMissing = known && !owner && hasRemoteSlot(shellRendering.value, key);
    const status = !known ? 404 : ownerMissing ? 503 : 200;
    const version = [key, status, shellTemplate.version, shellRendering.version, owner?.name, owner?.version];
    const render = () =>
      composePage({
        template: shellTemplate.value,
        shell: shellRendering.value,
        key,
        remote: owner && { manifest: owner.manifest, base: owner.base },
        withFallback: ownerMissing,
      }) ?? shellTemplate.value;
    return { status, body: await bodyOf(version.join('|'), render) };
  }

  const apps = {
    shell: [template, shell, routes],
    ...Object.fromEntries(renderings.map((remote) => [remote.name, [remote.rendering]])),
  };
  return {
    page,
    siteRoutes: async () => (await routes.read())?.value,
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

const states = ['current', 'stale', 'unavailable'];
/** An app is as healthy as its least healthy file. */
const worstState = (files) => states[Math.max(...files.map((file) => states.indexOf(file.state())))];
