/**
 * Typed content shapes shared by every page. Pages keep their copy as data of these types in a
 * `content.ts` beside them; the ui kit's section components render them.
 */

import type { IconName } from './icons';

/** A run of inline text. Markup is data, never an HTML string, so it is always rendered safely. */
export type Inline =
  string | { readonly strong: string } | { readonly em: string } | { readonly text: string; readonly href: string };

/** A paragraph: a list of inline runs. */
export type InlineText = readonly Inline[];

/** A block of rich content (FAQ answers, legal sections). */
export type RichBlock =
  | { readonly p: InlineText }
  | { readonly ul: readonly InlineText[] }
  | { readonly ol: readonly InlineText[] }
  | { readonly h3: string };

/**
 * A call to action. `href` is an internal path (`/contact?service=…`, `/pricing#plans`) or an
 * external URL (`https:`, `mailto:`, `tel:`); never `#`.
 */
export interface Action {
  readonly label: string;
  readonly href: string;
  readonly variant?: 'primary' | 'secondary' | 'ghost';
  readonly icon?: IconName;
}

export interface Stat {
  readonly value: string;
  readonly label: string;
}

export interface HeroContent {
  readonly eyebrow?: string;
  /** Rendered as the page's h1. */
  readonly title: string;
  readonly lead: string;
  readonly badge?: string;
  readonly actions?: readonly Action[];
  readonly stats?: readonly Stat[];
  /** Short proof points shown as ticked items under the actions. */
  readonly highlights?: readonly string[];
}

export interface SectionHeadingContent {
  readonly eyebrow?: string;
  readonly title: string;
  readonly lead?: string;
}

export interface CardContent {
  readonly icon?: IconName;
  readonly title: string;
  readonly description: string;
  readonly features?: readonly string[];
  /** A small label over the title, e.g. the services page's WebTech / Rank Boost tag. */
  readonly tag?: string;
  readonly link?: Action;
}

export interface StepContent {
  readonly icon?: IconName;
  readonly title: string;
  readonly description: string;
}

export interface TestimonialContent {
  readonly name: string;
  readonly quote: string;
  /** Out of 5. */
  readonly rating?: number;
  readonly role?: string;
  readonly company?: string;
  /** Local image path; an initial-letter avatar is shown when absent or when it fails to load. */
  readonly image?: string;
}

export interface FaqItemContent {
  readonly question: string;
  readonly answer: readonly RichBlock[];
}

export interface PricingPlanContent {
  readonly name: string;
  /** Display price exactly as the SPEC states it, e.g. '₹15,000'. */
  readonly price: string;
  /** Words before the price, e.g. 'Starts at', 'Starting at'. */
  readonly pricePrefix?: string;
  /** What the price covers, e.g. 'one-time', 'per month', 'per transaction'. */
  readonly priceNote?: string;
  /** Machine-readable amount in rupees for structured data; omitted for 'contact us' plans. */
  readonly amountInr?: number;
  readonly description: string;
  readonly audience?: string;
  readonly features: readonly string[];
  readonly popular?: boolean;
  readonly action: Action;
}

export interface ComparisonContent {
  readonly caption: string;
  readonly columns: readonly string[];
  readonly rows: readonly { readonly feature: string; readonly values: readonly (string | boolean)[] }[];
}

export interface TabContent {
  readonly id: string;
  readonly label: string;
  readonly icon?: IconName;
  readonly title: string;
  readonly description: string;
  readonly items: readonly string[];
}

export interface LogoContent {
  readonly name: string;
  readonly icon?: IconName;
}

export interface CtaBandContent {
  readonly title: string;
  readonly lead: string;
  readonly actions: readonly Action[];
}

export interface CaseStudyContent {
  readonly client: string;
  readonly industry: string;
  readonly improvement: string;
  readonly timeframe: string;
  readonly keyMetric: string;
}

/** The call-to-action card beside a benefits list. */
export interface CtaCardContent {
  readonly title: string;
  readonly lead: string;
  readonly action: Action;
}
