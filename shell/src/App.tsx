import type { ComponentType, ReactNode } from 'react';
import type { PathOwners } from '@site/routes';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { ServedPageContext, type ServedPage } from './fragments/servedPage';
import { SiteRoutes, type PageElement } from './SiteRoutes';
import { PreviewBadge } from './preview/PreviewBadge';
import { PathOwnersContext } from './routing/routeTable';
import type { ServedPreview } from '@site/document';

/**
 * The shell's root: its chrome (header, footer, the 404 page) around the page's fragment container. The same
 * tree is prerendered at build time (with a static router, each fragment's container empty) and hydrated in the
 * browser, so React attaches to every served element of the chrome.
 */
export function ShellApp({
  Router,
  pathOwners,
  pageElement,
  origin,
  served = null,
  preview,
}: {
  readonly Router: ComponentType<{ readonly children: ReactNode }>;
  /** The path map the app routes by (`PathOwnersContext`). */
  readonly pathOwners: PathOwners;
  readonly pageElement: PageElement;
  readonly origin: string;
  /** The page served at the path the app hydrates, and how its fragment is taken over (none when prerendering). */
  readonly served?: ServedPage | null;
  /** The preview the page is part of (docs/deploy.md): its badge shows; none when prerendered or live. */
  readonly preview?: ServedPreview;
}) {
  return (
    <SiteProvider company={company} mode="composed" origin={origin}>
      <PathOwnersContext value={pathOwners}>
        <ServedPageContext value={served}>
          <Router>
            <SiteRoutes pageElement={pageElement} />
            {preview && <PreviewBadge preview={preview} />}
          </Router>
        </ServedPageContext>
      </PathOwnersContext>
    </SiteProvider>
  );
}
