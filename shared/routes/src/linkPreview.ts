import type { RouteOwner } from './siteMap';

/** A link-preview (og:image) picture, served from the site's own origin. */
export interface LinkPreviewImage {
  readonly path: string;
  /** The headline drawn on the picture; its alt text says the same. */
  readonly headline: string;
}

export const linkPreviewImageSize = { width: 1200, height: 630 } as const;

/** One picture per section, drawn by scripts/og-images.mjs with these headlines. */
const sectionImages = {
  agency: { path: '/og/agency.png', headline: 'Websites, apps, APIs and SEO that grow Indian businesses' },
  payments: { path: '/og/payments.png', headline: 'Payment infrastructure for India: payouts, payins, UPI, BaaS' },
  legal: { path: '/og/legal.png', headline: 'Privacy, terms, refund and grievance policies' },
  shell: { path: '/og/site.png', headline: 'Web, app, SEO and payment technology for Indian businesses' },
} satisfies Readonly<Record<RouteOwner, LinkPreviewImage>>;

/**
 * The picture of the section that owns the page (`section`, as the live map gives it), the site's own one for the
 * shell's pages, unknown paths and a section without a picture of its own.
 */
export const linkPreviewImageFor = (section?: RouteOwner): LinkPreviewImage =>
  section !== undefined && Object.hasOwn(sectionImages, section)
    ? sectionImages[section as keyof typeof sectionImages]
    : sectionImages.shell;
