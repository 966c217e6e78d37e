import { StrictMode, startTransition, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { company } from '@site/company';
import { firstScreenMarkerId, fragmentAttribute, needsAppAttribute, rootId } from '@site/document';
import { ShellApp } from './App';
import { RemoteRoute } from './federation/RemoteRoute';
import { preloadRemotePage } from './federation/remoteRoutes';
import { FragmentRoute } from './fragments/FragmentRoute';
import { pageInteractive } from './fragments/pageInteractive';
import { startHydrating, type ServedApp } from './fragments/servedPage';
import { preloadShellPage, shellPageFragments } from './pages/shellPages';
import { startLinkPrefetching } from './routing/linkPrefetch';
import { addPageHeads, servedHead } from './routing/pageHeads';
import { pageAt, type SitePage } from './routing/routeTable';

/**
 * A navigation renders in one pass: its code is prefetched, and a transition's time slices took twice as long on a
 * throttled phone (docs/performance.md, issue #19).
 */
function SiteRouter({ children }: { readonly children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

/** Each page of the site map: its fragment, hydrated or rendered by the app that owns it. */
const pageElement = (page: SitePage) =>
  page.kind === 'remote' ? (
    <RemoteRoute remote={page.remote} path={page.path} />
  ) : (
    <FragmentRoute owner="shell" fragments={shellPageFragments} path={page.path} />
  );

/** Loads the code the served page's fragment needs before React takes over, and says how its app takes it over. */
async function loadServedApp(page: SitePage, container: HTMLElement): Promise<ServedApp> {
  if (page.kind === 'contact') {
    await preloadShellPage(page.path);
    return 'loaded';
  }
  // A remote's fragment with no part that needs its app responds as served: its app hydrates it at first use.
  if (!container.querySelector(`[${fragmentAttribute}] [${needsAppAttribute}]`)) return 'at-first-use';
  return (await preloadRemotePage(page.remote, page.path)) ? 'loaded' : 'failed';
}

/**
 * The page arrives as complete HTML, composed from fragments that separate apps rendered (docs/architecture.md,
 * "Takeover by fragment"). The shell hydrates its chrome; the page's own app hydrates its fragment, in the
 * commit that hydrates the chrome's container for it. The page's code is loaded first, so nothing suspends;
 * a fragment that responds as served is hydrated after the visitor's first use instead, and one whose remote cannot be loaded stays
 * exactly as served.
 */
async function takeOver(container: HTMLElement) {
  const page = pageAt(window.location.pathname);
  if (page) {
    const app = await loadServedApp(page, container);
    startHydrating({ path: page.path, app });
    // The served head is the page's own: React takes its tags over as they are (the route table's, when it
    // loads, renders the same tags).
    if (app !== 'loaded') addPageHeads([[page.path, servedHead(document)]]);
  }
  // The compose step's paint marker (server/src/compose.mjs) is no part of what the apps rendered.
  document.getElementById(firstScreenMarkerId)?.remove();
  void pageInteractive.then(startLinkPrefetching);
  // A transition hydrates in slices, so the main thread stays free for input while React takes over.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <ShellApp
          Router={SiteRouter}
          pageElement={pageElement}
          origin={import.meta.env.PUBLIC_SITE_ORIGIN ?? company.website}
        />
      </StrictMode>,
    );
  });
}

const container = document.getElementById(rootId);
if (!container) throw new Error(`The page has no #${rootId} element.`);
void takeOver(container);
