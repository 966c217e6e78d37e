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
import { PageInteractiveContext, ServedPageContext, type ServedPage } from './fragments/servedPage';
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

/** How the served fragment is taken over: at first use, unless a part that needs its app is on the first screen. */
async function servedApp(page: SitePage, container: HTMLElement, sections: RemoteSections): Promise<ServedPage['app']> {
  const part = container.querySelector(`[${fragmentAttribute}] [${needsAppAttribute}]`);
  if (page.kind === 'contact' || !part || part.getBoundingClientRect().top >= window.innerHeight) return 'at-first-use';
  return (await sections.preloadPage(page.remote, page.path)) ? 'loaded' : 'failed';
}

/** The shell hydrates its chrome; each fragment's own app hydrates it. Why: docs/architecture.md, "Takeover by fragment" */
async function takeOver(container: HTMLElement) {
  const heads = createPageHeads();
  const sections = createRemoteSections({
    onRouteTable: (routes) => heads.add(routes.map((route) => [route.path, route.head] as const)),
  });
  registerPlugins([remoteScriptsPlugin(sections.noteStep)]);
  // The router routes by the live map, so a page added by its section's release alone is routed client-side too.
  const pathOwners = await readLivePathOwners();
  const path = sitePathOf(window.location.pathname);
  const page = path === undefined ? undefined : pageAt(path, pathOwners);
  const served = page ? { path: page.path, app: await servedApp(page, container, sections) } : null;
  // React takes the served head's tags over.
  if (served && served.app !== 'loaded') heads.add([[served.path, servedHead(document)]]);
  // Compose's paint marker is no part of what the apps rendered.
  document.getElementById(firstScreenMarkerId)?.remove();
  let takenOver = false;
  // Once, after the commit that marked the page interactive (a microtask): never inside React's commit.
  const afterTakeover = () => {
    if (takenOver) return;
    takenOver = true;
    queueMicrotask(() => {
      startLinkPrefetching(pathOwners, sections);
      loadFieldSender(pathOwners, sections.remoteConfig);
    });
  };
  // No transitions: a navigation's code is prefetched, and time slices took twice as long on a throttled phone.
  hydrateInSlices(
    container,
    <StrictMode>
      <BrowserRouter basename={servedPreview?.prefix} useTransitions={false}>
        <ServedPageContext value={served}>
          <PageInteractiveContext value={afterTakeover}>
            <ShellApp
              pathOwners={pathOwners}
              sections={sections}
              heads={heads}
              pageElement={pageElement}
              origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}
              preview={servedPreview}
            />
          </PageInteractiveContext>
        </ServedPageContext>
      </BrowserRouter>
    </StrictMode>,
  );
}

const container = document.getElementById(rootId);
if (!container) throw new Error(`The page has no #${rootId} element.`);
void takeOver(container);
