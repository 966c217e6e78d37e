import type { ComponentType } from 'react';
import type { LinkPreviewImage } from './linkPreview';

/** Head data of one page: what search engines and link previews read. */
export interface PageHead {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
  /** True for pages marked not to be indexed. */
  readonly noindex?: boolean;
  /** Its section's own link-preview picture (`defineRemote`'s `linkPreview`); without one, the site's. */
  readonly linkPreview?: LinkPreviewImage;
}

/** One entry of a remote's route table: the shell renders `load()`'s default export at `path`. */
export interface RemoteRoute {
  readonly path: string;
  readonly head: PageHead;
  /** Its name in menus and breadcrumbs, for a page the site map does not list (default: the site map's label). */
  readonly label?: string;
  /** Listed in its section's menu group, from the live map (`PathDeclaration`). */
  readonly inMenu?: boolean;
  readonly load: () => Promise<{ default: ComponentType }>;
}
