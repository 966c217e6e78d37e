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

/** The shell's root inside a router: its chrome around the page's fragment; prerendered at build time, then hydrated. */
export function ShellApp({
  pathOwners,
  sections,
  heads,
  pageElement,
  origin,
  preview,
}: {
  readonly pathOwners: PathOwners;
  readonly sections: RemoteSections;
  readonly heads: PageHeads;
  readonly pageElement: PageElement;
  readonly origin: string;
  /** The preview the page is part of: its badge shows. */
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
