import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemotePage } from './federation/remoteRoutes';
import { preloadShellPage } from './pages/shellPages';
import { startLinkPrefetching } from './routing/linkPrefetch';
import { pageAt } from './routing/routeTable';
import { recordBeforeTakeover, type CarryOver } from './takeover/carryOver';
import { pageHydrated } from './takeover/pageHydrated';
import { ServedPageContext, type ServedPageValue } from './takeover/ServedPage';

/**
 * Marks the takeover in React's first commit: the served <title> becomes React's; `data-interactive` on <html>
 * tells the served page's early script (shell/early.js) to stand back, and tests and tools that the page now
 * responds. Then, once every component's own effects have run (they mirror the native controls), what the
 * visitor did meanwhile is carried over.
 */
function TakeoverComplete({
  carryOver,
  waitForPage,
}: {
  readonly carryOver: CarryOver;
  /** What the carry-over waits for: the page's own hydration, when it sits in a Suspense boundary. */
  readonly waitForPage: Promise<void>;
}) {
  useLayoutEffect(() => {
    // Hydrating, React takes the served <title> as its own; rendering afresh, it adds one beside it.
    const served = document.head.querySelector('title[data-prerendered]');
    if (document.head.querySelectorAll('title').length > 1) served?.remove();
    else served?.removeAttribute('data-prerendered');
    document.documentElement.dataset.interactive = '';
  }, []);
  useEffect(() => {
    void waitForPage.then(() => {
      carryOver.apply();
      startLinkPrefetching();
    });
  }, [carryOver, waitForPage]);
  return null;
}

/**
 * The page arrives as complete HTML (composed by the server from every app's build), and React hydrates it:
 * the served elements stay, React attaches to them (docs/architecture.md, "Takeover"). The current page's code
 * is loaded first, so the first render suspends nowhere and matches the HTML; what the visitor did meanwhile is
 * pushed into React's state. When the page's remote cannot be loaded, React renders the app afresh with the
 * served page kept in place of the remote's.
 */
async function takeOver(container: HTMLElement) {
  const carryOver = recordBeforeTakeover(container);
  const page = pageAt(window.location.pathname);
  let remoteFailed = false;
  if (page?.kind === 'contact') await preloadShellPage(page.path);
  else if (page?.kind === 'remote') remoteFailed = !(await preloadRemotePage(page.remote, page.path));
  // The page's meta and link tags make way for the ones React renders (invisible, unlike the title); a page
  // kept as served keeps its own.
  if (!remoteFailed) {
    for (const tag of document.head.querySelectorAll('meta[data-prerendered], link[data-prerendered]')) tag.remove();
  }
  const served: ServedPageValue = {
    path: page?.kind === 'remote' ? page.path : window.location.pathname,
    nodes: carryOver.servedPage,
    remoteFailed,
  };
  const hydrating = !remoteFailed;
  // A remote's page and the contact page sit in Suspense boundaries, which React hydrates in a pass of their own.
  const waitForPage = hydrating && page ? pageHydrated : Promise.resolve();
  // The compose step's paint marker (server/src/compose.mjs) is not part of the page React renders.
  document.getElementById('first-screen-parsed')?.remove();
  // TakeoverComplete comes first: the app is then the second of two children, as the page is in the
  // prerender's document (head, body), so the ids React generates (useId) match the HTML's.
  const app = (
    <StrictMode>
      <TakeoverComplete carryOver={carryOver} waitForPage={waitForPage} />
      <ServedPageContext value={served}>
        <App />
      </ServedPageContext>
    </StrictMode>
  );
  // A transition hydrates in slices, so the main thread stays free for input while React takes over.
  startTransition(() => {
    if (hydrating) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void takeOver(container);
