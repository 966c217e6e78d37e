import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { company } from '@site/company';
import { firstScreenMarkerId, fragmentAttribute, needsAppAttribute, rootId } from '@site/document';
import { ShellApp } from './App';
import { RemoteSectionRoute } from './federation/RemoteSectionRoute';
import { onRouteTableLoaded, preloadRemotePage } from './federation/remoteRoutes';
import { FragmentRoute } from './fragments/FragmentRoute';
import { pageInteractive } from './fragments/pageInteractive';
import type { ServedApp, ServedPage } from './fragments/servedPage';
import { shellPageFragments } from './pages/shellPages';
import { startLinkPrefetching } from './routing/linkPrefetch';
import { addPageHeads, servedHead } from './routing/pageHeads';
import { pageAt, readLivePathOwners, type SitePage } from './routing/routeTable';
import { servedPreview, sitePathOf } from './lib/servedPreview';

/**
 * A navigation renders in one pass: its code is prefetched, and a transition's time slices took twice as long on a
 * throttled phone (issue #19). In a preview, every location stays under its prefix.
 */
function SiteRouter({ children }: { readonly children: ReactNode }) {
  return (
    <BrowserRouter basename={servedPreview?.prefix} useTransitions={false}>
      {children}
    </BrowserRouter>
  );
}

/** Each page of the live map: its fragment, hydrated or rendered by the app that owns it. */
const pageElement = (page: SitePage) =>
  page.kind === 'remote' ? (
    <RemoteSectionRoute remote={page.remote} path={page.path} />
  ) : (
    <FragmentRoute owner="shell" fragments={shellPageFragments} path={page.path} />
  );

/** Whether a part of the fragment that needs its app's code (`data-needs-app`) is on the screen the page opened at. */
function needsAppInView(container: HTMLElement): boolean {
  const part = container.querySelector(`[${fragmentAttribute}] [${needsAppAttribute}]`);
  return part !== null && part.getBoundingClientRect().top < window.innerHeight;
}

/**
 * Says how the served page's fragment is taken over, and loads its code first when it is to be hydrated with the
 * chrome. A fragment responds as served (its links, native controls, early.js's tabs and held Send), so its app
 * loads and hydrates it at the visitor's first use; only a part that needs its app's code, in view as the page
 * opens (the payout estimator, deep-linked), has its code loaded before the page responds.
 */
async function loadServedApp(page: SitePage, container: HTMLElement): Promise<ServedApp> {
  if (page.kind === 'contact' || !needsAppInView(container)) return 'at-first-use';
  return (await preloadRemotePage(page.remote, page.path)) ? 'loaded' : 'failed';
}

/**
 * The page arrives as complete HTML, composed from fragments that separate apps rendered (docs/architecture.md,
 * "Takeover by fragment"). The shell hydrates its chrome; the page's own app hydrates its fragment: at the
 * visitor's first use, or, where a part in view needs its code, in the commit that hydrates the chrome's
 * container for it (its code loaded first, so nothing suspends). A fragment whose remote cannot be loaded stays
 * exactly as served.
 */
async function takeOver(container: HTMLElement) {
  // The router routes by the live map, so a page added by its section's release alone is routed client-side too.
  const pathOwners = await readLivePathOwners();
  const path = sitePathOf(window.location.pathname);
  const page = path === undefined ? undefined : pageAt(path, pathOwners);
  let served: ServedPage | null = null;
  if (page) {
    const app = await loadServedApp(page, container);
    served = { path: page.path, app };
    // The served head is the page's own: React takes its tags over as they are (the route table's, when it
    // loads, renders the same tags).
    if (app !== 'loaded') addPageHeads([[page.path, servedHead(document)]]);
  }
  // The compose step's paint marker (server/src/compose.mjs) is no part of what the apps rendered.
  document.getElementById(firstScreenMarkerId)?.remove();
  void pageInteractive.then(() => startLinkPrefetching(pathOwners));
  // A transition hydrates in slices, so the main thread stays free for input while React takes over.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ShellApp
          Router={SiteRouter}
          pathOwners={pathOwners}
          pageElement={pageElement}
          origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}
          served={served}
          preview={servedPreview}
        />
      </StrictMode>,
    );
  });
}

// The shell learns a remote page's head from its route table, as it loads.
onRouteTableLoaded((routes) => addPageHeads(routes.map((route) => [route.path, route.head] as const)));

const container = document.getElementById(rootId);
if (!container) throw new Error(`The page has no #${rootId} element.`);
void takeOver(container);
