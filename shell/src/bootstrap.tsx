import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { preloadRemotePage } from './federation/remoteRoutes';
import { preloadShellPage } from './pages/shellPages';
import { pageAt } from './routing/routeTable';
import { recordBeforeTakeover, type CarryOver } from './takeover/carryOver';

/**
 * Runs in React's first commit. React renders its own <title> beside the one in the HTML: the HTML's goes in
 * the same commit. What the visitor typed meanwhile is carried over. `data-interactive` on <html> then tells
 * tests and tools that the page now responds.
 */
function TakeoverComplete({ carryOver }: { readonly carryOver: CarryOver }) {
  useLayoutEffect(() => {
    if (document.head.querySelectorAll('title').length > 1)
      document.head.querySelector('title[data-prerendered]')?.remove();
    carryOver.apply();
    document.documentElement.dataset.interactive = '';
  }, [carryOver]);
  return null;
}

/**
 * The page arrives as complete HTML (composed by the server from every app's build). React takes over by
 * rendering the same page afresh rather than hydrating: the shell and its remotes render their parts at
 * separate builds, so their markup can never be guaranteed to hydrate. The swap is invisible because the
 * current page's code is loaded first, so React's first commit is the whole page, identical to the HTML.
 */
async function takeOver(container: HTMLElement) {
  const carryOver = recordBeforeTakeover(container);
  const page = pageAt(window.location.pathname);
  if (page?.kind === 'contact') await preloadShellPage(page.path);
  else if (page?.kind === 'remote') await preloadRemotePage(page.remote, page.path);
  // The page's meta and link tags make way for the ones React renders (invisible, unlike the title).
  for (const tag of document.head.querySelectorAll('meta[data-prerendered], link[data-prerendered]')) tag.remove();
  const root = createRoot(container);
  // A transition renders in slices, so the main thread stays free for input while React builds the page.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
        <TakeoverComplete carryOver={carryOver} />
      </StrictMode>,
    );
  });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
void takeOver(container);
