import type { PathOwners } from '@site/routes';
import { company } from '@site/company';
import type { ServedPreview } from '@site/document';
import { SiteProvider } from '@site/ui';
import { SiteRoutes, type PageElement } from './SiteRoutes';
import { useFieldPageviews } from './field/useFieldPageviews';
import { PreviewBadge } from './preview/PreviewBadge';
import { RemoteSectionsContext, type RemoteSections } from './federation/remoteRoutes';
import { PageHeadsContext, type PageHeads } from './routing/pageHeads';
import { PathOwnersContext } from './routing/routeTable';

/**
 * The shell's root, inside a router: its chrome (header, footer, the 404 page) around the page's fragment
 * container. The same tree is prerendered at build time (with a static router, each fragment's container empty)
 * and hydrated in the browser, so React attaches to every served element of the chrome.
 */
export function ShellApp({
  pathOwners,
  sections,
  heads,
  pageElement,
  origin,
  preview,
}: {
  /** The path map the app routes by (`PathOwnersContext`). */
  readonly pathOwners: PathOwners;
  /** The page's remote sections and the heads it knows, made once per page (bootstrap.tsx, prerender.tsx). */
  readonly sections: RemoteSections;
  readonly heads: PageHeads;
  readonly pageElement: PageElement;
  readonly origin: string;
  /** The preview the page is part of (docs/deploy.md): its badge shows; none when prerendered or live. */
  readonly preview?: ServedPreview;
}) {
  useFieldPageviews();
  return (
    <SiteProvider company={company} origin={origin}>
      <PathOwnersContext value={pathOwners}>
        <RemoteSectionsContext value={sections}>
          <PageHeadsContext value={heads}>
            <SiteRoutes pageElement={pageElement} />
            {preview && <PreviewBadge preview={preview} />}
          </PageHeadsContext>
        </RemoteSectionsContext>
      </PathOwnersContext>
    </SiteProvider>
  );
}
