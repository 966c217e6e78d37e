import { previewMetaName, previewPath, sitePathIn, type ServedPreview } from '@site/document';

/** The preview a document is part of, from the meta element compose writes into a preview's pages only. */
function readServedPreview(document: Document): ServedPreview | undefined {
  const content = document.querySelector(`meta[name="${previewMetaName}"]`)?.getAttribute('content');
  if (!content) return undefined;
  try {
    return JSON.parse(content) as ServedPreview;
  } catch {
    return undefined;
  }
}

/**
 * This page's preview, read once (none at the prerender, nor on the live site): every in-site location of the
 * app stays under its prefix (docs/deploy.md, "Stage, preview, promote").
 */
export const servedPreview: ServedPreview | undefined =
  typeof document === 'undefined' ? undefined : readServedPreview(document);

/** Where a site path is served for this page: inside its preview, if it is one. */
export const servedPath = (path: string): string => previewPath(servedPreview?.prefix, path);

/** The site path of a location of this origin, or undefined when it is outside this page's preview. */
export const sitePathOf = (pathname: string): string | undefined => sitePathIn(servedPreview?.prefix, pathname);
