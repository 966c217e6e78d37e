import { StrictMode } from 'react';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { BrowserRouter } from 'react-router-dom';
import { company } from '@site/company';
import { firstScreenMarkerId, fragmentAttribute, needsAppAttribute, rootId } from '@site/document';
import { hydrateInSlices } from '@site/ui';
import { ShellApp } from './App';
import { loadFieldSender } from './field/load';
import { RemoteSectionRoute } from './federation/RemoteSectionRoute';
import { createRemoteSections, type RemoteSections } from './federation/remoteRoutes';
import { remoteScriptsPlugin } from './federation/remoteScripts';
import { FragmentRoute } from './fragments/FragmentRoute';
import { ServedPageContext, pageInteractive, type ServedPage } from './fragments/servedPage';
import { shellPageFragments } from './pages/shellPages';
import { startLinkPrefetching } from './routing/linkPrefetch';
import { createPageHeads, servedHead } from './routing/pageHeads';
import { pageAt, readLivePathOwners, type SitePage } from './routing/routeTable';
import { servedPreview, sitePathOf } from './lib/servedPreview';

/** Each page of the live map: its fragment, hydrated or rendered by the app that owns it. */
const pageElement = (page: SitePage) =>
  page.kind === 'remote' ? (
    <RemoteSectionRoute remote={page.remote} path={page.path} />
  ) : (
    <FragmentRoute owner="shell" fragments={shellPageFragments} path={page.path} />
  );

/**
 * How the served fragment is taken over (servedPage.ts): at the visitor's first use, unless a part that needs its
 * app's code (the payout estimator, deep-linked) is on the screen the page opened at; that code loads first.
 */
async function servedApp(page: SitePage, container: HTMLElement, sections: RemoteSections): Promise<ServedPage['app']> {
  const part = container.querySelector(`[${fragmentAttribute}] [${needsAppAttribute}]`);
  if (page.kind === 'contact' || !part || part.getBoundingClientRect().top >= window.innerHeight) return 'at-first-use';
  return (await sections.preloadPage(page.remote, page.path)) ? 'loaded' : 'failed';
}

/**
 * The page arrives as complete HTML, composed from fragments that separate apps rendered (docs/architecture.md,
 * "Takeover by fragment"). The shell hydrates its chrome; each fragment's own app hydrates it (FragmentRoute).
 */
async function takeOver(container: HTMLElement) {
  const heads = createPageHeads();
  // The shell learns a remote page's head from its route table, as it loads.
  const sections = createRemoteSections({
    onRouteTable: (routes) => heads.add(routes.map((route) => [route.path, route.head] as const)),
  });
  // Before any remote loads: their scripts with CORS, and the steps of their loads (remoteScripts.ts).
  registerPlugins([remoteScriptsPlugin(sections.noteStep)]);
  // The router routes by the live map, so a page added by its section's release alone is routed client-side too.
  const pathOwners = await readLivePathOwners();
  const path = sitePathOf(window.location.pathname);
  const page = path === undefined ? undefined : pageAt(path, pathOwners);
  const served = page ? { path: page.path, app: await servedApp(page, container, sections) } : null;
  // The served head is the page's own: React takes its tags over (the route table's, when it loads, are the same).
  if (served && served.app !== 'loaded') heads.add([[served.path, servedHead(document)]]);
  // The compose step's paint marker (server/src/compose.mjs) is no part of what the apps rendered.
  document.getElementById(firstScreenMarkerId)?.remove();
  void pageInteractive.then(() => {
    startLinkPrefetching(pathOwners, sections);
    loadFieldSender(pathOwners, sections.remoteConfig);
  });
  // A navigation renders in one pass (no transitions): its code is prefetched, and a transition's time slices took
  // twice as long on a throttled phone. In a preview, every location stays under its prefix.
  hydrateInSlices(
    container,
    <StrictMode>
      <BrowserRouter basename={servedPreview?.prefix} useTransitions={false}>
        <ServedPageContext value={served}>
          <ShellApp
            pathOwners={pathOwners}
            sections={sections}
            heads={heads}
            pageElement={pageElement}
            origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}
            preview={servedPreview}
          />
        </ServedPageContext>
      </BrowserRouter>
    </StrictMode>,
  );
}

const container = document.getElementById(rootId);
if (!container) throw new Error(`The page has no #${rootId} element.`);
void takeOver(container);
