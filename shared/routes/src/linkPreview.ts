import type { PageHead } from './remoteContract';

/** A link-preview (og:image) picture, served from the site's own origin. */
export interface LinkPreviewImage {
  readonly path: string;
  /** The headline drawn on the picture; its alt text says the same. */
  readonly headline: string;
}

export const linkPreviewImageSize = { width: 1200, height: 630 } as const;

/** The site's own picture, drawn by scripts/og-images.mjs with this headline. */
export const siteLinkPreview: LinkPreviewImage = {
  path: '/og/site.png',
  headline: 'Web, app, SEO and payment technology for Indian businesses',
};

/**
 * A section's own picture: the `og.png` of its live release, which the site's origin serves at this path (the
 * servers and nginx), so that crawlers fetch it from the origin of the page they preview.
 */
export const sectionLinkPreview = (section: string, headline: string): LinkPreviewImage => ({
  path: `/og/${section}.png`,
  headline,
});

const altSeparator = ' — ';

/**
 * The picture of a page, its section's when its section brought one (`defineRemote`), else the site's, and its alt
 * text: the company's name and the headline the picture shows.
 */
export const linkPreviewOf = (head: PageHead, companyName: string) => {
  const image = head.linkPreview ?? siteLinkPreview;
  return { path: image.path, alt: `${companyName}${altSeparator}${image.headline}` };
};

/**
 * The section's picture a served document names, as its head carries it, for a page whose section's code failed to
 * load: its head is read back from the served tags, and must render them as they are. None for the site's picture.
 */
export function servedLinkPreview(document: Document): LinkPreviewImage | undefined {
  const content = (property: string) =>
    document.head.querySelector(`meta[property="og:${property}"]`)?.getAttribute('content') ?? '';
  const [image, alt] = [content('image'), content('image:alt')];
  if (!image || !alt.includes(altSeparator)) return undefined;
  // The tag names it on the site's public origin; its path is what the head carries.
  const { pathname } = new URL(image, 'https://site.invalid');
  return pathname === siteLinkPreview.path
    ? undefined
    : { path: pathname, headline: alt.slice(alt.indexOf(altSeparator) + altSeparator.length) };
}
