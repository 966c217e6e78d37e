import { findSiteRoute, type RouteOwner } from './siteMap';

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
 * The picture of the section that owns the path (`section`, as the live map gives it; by default the site map's
 * owner), the site's own one for the contact page and unknown paths.
 */
export const linkPreviewImageFor = (pathname: string, section?: string): LinkPreviewImage => {
  const owner = section ?? findSiteRoute(pathname)?.owner ?? 'shell';
  return Object.hasOwn(sectionImages, owner) ? sectionImages[owner as keyof typeof sectionImages] : sectionImages.shell;
};
