import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemotePage } from './federation/remoteRoutes';
import { preloadShellPage } from './pages/shellPages';
import { startLinkPrefetching } from './routing/linkPrefetch';
import { pageAt } from './routing/routeTable';
import { recordBeforeTakeover, type CarryOver } from './takeover/carryOver';
import { ServedPageContext, type ServedPageValue } from './takeover/ServedPage';

/**
 * Runs in React's first commit. React renders its own <title> beside the one in the HTML: the HTML's goes in
 * the same commit. What the visitor typed meanwhile is carried over. `data-interactive` on <html> then tells
 * tests and tools that the page now responds.
 */
function TakeoverComplete({ carryOver }: { readonly carryOver: CarryOver }) {
  useLayoutEffect(() => {
    if (document.head.querySelectorAll('title').length > 1)
      document.head.querySelector('title[data-prerendered]')?.remove();
    // First: the served page's early script (shell/early.js) stands back, so carried tab clicks reach React.
    document.documentElement.dataset.interactive = '';
    carryOver.apply();
    startLinkPrefetching();
  }, [carryOver]);
  return null;
}

/**
 * The page arrives as complete HTML (composed by the server from every app's build). React takes over by
 * rendering the same page afresh rather than hydrating (docs/architecture.md, "Takeover"): the swap is
 * invisible because the current page's code is loaded first, so React's first commit is the whole page,
 * identical to the HTML, and what the visitor did meanwhile is carried over. When the page's remote cannot be
 * loaded, the served page stays in place of it.
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
  const root = createRoot(container);
  // A transition renders in slices, so the main thread stays free for input while React builds the page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <ServedPageContext value={served}>
          <App />
        </ServedPageContext>
        <TakeoverComplete carryOver={carryOver} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void takeOver(container);
