/**
 * schema.org structured data (JSON-LD) for what the pages show. Pure builders: the ui kit's components
 * render their result next to the content it describes.
 */
import type { CompanyFacts } from '@site/company';
import { absoluteUrl } from './crawlers';
import type { NavLink } from './siteMap';

export type JsonLd = Readonly<Record<string, unknown>>;

const context = 'https://schema.org';

/** The square logo image served from the site's own origin. */
export const organizationLogoPath = '/logo.png';

export function organizationJsonLd(company: CompanyFacts, origin: string): JsonLd {
  const { address, businessHours } = company;
  const sameAs = company.social.flatMap((link) => (link.url ? [link.url] : []));
  return {
    '@context': context,
    '@type': 'Organization',
    name: company.name,
    legalName: company.legalName,
    description: company.tagline,
    url: absoluteUrl(origin, '/'),
    logo: absoluteUrl(origin, organizationLogoPath),
    email: company.email,
    telephone: company.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: address.streetLines.join(', '),
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country.code,
    },
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: company.phone.e164,
      email: company.email,
      areaServed: address.country.code,
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: businessHours.dayOfWeek,
        opens: businessHours.opens,
        closes: businessHours.closes,
      },
    },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export interface FaqEntry {
  readonly question: string;
  /** The answer as plain text. */
  readonly answerText: string;
}

export const faqPageJsonLd = (entries: readonly FaqEntry[]): JsonLd => ({
  '@context': context,
  '@type': 'FAQPage',
  mainEntity: entries.map((entry) => ({
    '@type': 'Question',
    name: entry.question,
    acceptedAnswer: { '@type': 'Answer', text: entry.answerText },
  })),
});

export const breadcrumbListJsonLd = (trail: readonly NavLink[], origin: string): JsonLd => ({
  '@context': context,
  '@type': 'BreadcrumbList',
  itemListElement: trail.map((crumb, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: crumb.label,
    item: absoluteUrl(origin, crumb.path),
  })),
});

/** What a pricing card shows, as far as structured data needs it. */
export interface PricedPlan {
  readonly name: string;
  readonly description: string;
  /** Rupees; absent for 'contact us' plans, which have no price to publish. */
  readonly amountInr?: number;
  /** 'Starts at', 'Starting at': the amount is the lowest price. */
  readonly pricePrefix?: string;
  /** What the price covers: 'one-time', 'per month', 'per transaction'. */
  readonly priceNote?: string;
}

/** The unit a recurring or metered price is quoted per; UN/CEFACT codes (MON: month, C62: one). */
const priceUnits: Readonly<Record<string, { readonly unitText: string; readonly unitCode: string }>> = {
  'per month': { unitText: 'month', unitCode: 'MON' },
  'per transaction': { unitText: 'transaction', unitCode: 'C62' },
};

function priceSpecification(plan: PricedPlan & { readonly amountInr: number }): JsonLd {
  const price = { price: plan.amountInr, priceCurrency: 'INR' };
  const startingPrice = plan.pricePrefix ? { minPrice: plan.amountInr } : {};
  const unit = plan.priceNote ? priceUnits[plan.priceNote] : undefined;
  if (!unit) return { '@type': 'PriceSpecification', ...price, ...startingPrice };
  return {
    '@type': 'UnitPriceSpecification',
    ...price,
    ...startingPrice,
    unitText: unit.unitText,
    referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: unit.unitCode },
  };
}

/** Each priced plan as a Service with its Offer; plans without a published price are left out. */
export function offersJsonLd(plans: readonly PricedPlan[], pageUrl: string, company: CompanyFacts): JsonLd {
  const priced = plans.filter(
    (plan): plan is PricedPlan & { readonly amountInr: number } => plan.amountInr !== undefined,
  );
  return {
    '@context': context,
    '@graph': priced.map((plan) => ({
      '@type': 'Service',
      name: plan.name,
      description: plan.description,
      provider: { '@type': 'Organization', name: company.name },
      offers: {
        '@type': 'Offer',
        price: plan.amountInr,
        priceCurrency: 'INR',
        priceSpecification: priceSpecification(plan),
        url: pageUrl,
        availability: 'https://schema.org/InStock',
      },
    })),
  };
}
