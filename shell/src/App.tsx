import { useLayoutEffect, type ComponentType, type ReactNode } from 'react';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { endHydrating } from './fragments/servedPage';
import { SiteRoutes, type PageElement } from './SiteRoutes';
import { PreviewBadge } from './preview/PreviewBadge';
import type { ServedPreview } from '@site/document';

/** After the chrome's first commit, a route rendered for a served path is a new visit (see servedPage.ts). */
function HydrationEnd() {
  useLayoutEffect(endHydrating, []);
  return null;
}

/**
 * The shell's root: its chrome (header, footer, the 404 page) around the page's fragment container. The same
 * tree is prerendered at build time (with a static router, each fragment's container empty) and hydrated in the
 * browser, so React attaches to every served element of the chrome.
 */
export function ShellApp({
  Router,
  pageElement,
  origin,
  preview,
}: {
  readonly Router: ComponentType<{ readonly children: ReactNode }>;
  readonly pageElement: PageElement;
  readonly origin: string;
  /** The preview the page is part of (docs/deploy.md): its badge shows; none when prerendered or live. */
  readonly preview?: ServedPreview;
}) {
  return (
    <SiteProvider company={company} mode="composed" origin={origin}>
      <Router>
        <SiteRoutes pageElement={pageElement} />
        <HydrationEnd />
        {preview && <PreviewBadge preview={preview} />}
      </Router>
    </SiteProvider>
  );
}
