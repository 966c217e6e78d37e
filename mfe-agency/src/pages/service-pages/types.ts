import type { ContactServiceId, PageHead } from '@site/routes';
import type {
  CardContent,
  CtaBandContent,
  CtaCardContent,
  HeroContent,
  Inline,
  LogoContent,
  SectionHeadingContent,
  StepContent,
} from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';

/** The ten service pages of the agency remote, by slug; each page lives at `/${slug}`. */
export const serviceSlugs = [
  'web-design',
  'web-app-development',
  'mobile-app-development',
  'website-24hrs',
  'api-integration',
  'rest-api-construction',
  'seo-audit',
  'domestic-seo',
  'international-seo',
  'graphic-design',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
type ServicePath = `/${ServiceSlug}`;

/** A section heading (h2) with the cards that follow it. */
interface CardsBlock {
  readonly heading: SectionHeadingContent;
  readonly cards: readonly CardContent[];
}

/** Reasons to choose us (or working principles): either cards with an icon, or a plain ticked list. */
type ReasonsBlock =
  | { readonly kind: 'cards'; readonly heading: SectionHeadingContent; readonly cards: readonly CardContent[] }
  | { readonly kind: 'list'; readonly heading: SectionHeadingContent; readonly items: readonly string[] };

interface BenefitsBlock {
  readonly heading: SectionHeadingContent;
  readonly items: readonly string[];
  /** The call-to-action card beside the list. */
  readonly cta: CtaCardContent;
}

/** The strip of tools or technologies: names with a kit icon, never an external image. */
interface ToolsBlock {
  readonly heading: SectionHeadingContent;
  /** Accessible name of the strip (the list's label). */
  readonly label: string;
  readonly logos: readonly LogoContent[];
}

/**
 * A page-specific extra block: a ticked list (the 24-hour package inclusions) or a card grid
 * (the search engines of the international SEO page).
 */
type ExtraBlock =
  | {
      readonly kind: 'checklist';
      readonly id: string;
      readonly heading: SectionHeadingContent;
      readonly items: readonly string[];
    }
  | {
      readonly kind: 'cards';
      readonly id: string;
      readonly heading: SectionHeadingContent;
      readonly cards: readonly CardContent[];
    };

/** Everything one service page shows, in render order. The template `ServicePage` is a function of this. */
export interface ServicePageContent {
  readonly slug: ServiceSlug;
  readonly path: ServicePath;
  /** The contact form's preselected service for every call to action on the page. */
  readonly contactService: ContactServiceId;
  readonly head: PageHead;
  readonly hero: HeroContent;
  /** The hero's product visual: the visual of the page's family (web, app, API, SEO, design). */
  readonly visual: ProductVisualContent;
  /** Paragraphs of inline runs (the kit's `RichText` shape; its name is taken by the component in `@site/ui`). */
  readonly intro: { readonly heading: SectionHeadingContent; readonly paragraphs: readonly (readonly Inline[])[] };
  /** Offered services. */
  readonly offered: CardsBlock;
  /** Process steps: four per page, three for the 24-hour website. */
  readonly process: { readonly heading: SectionHeadingContent; readonly steps: readonly StepContent[] };
  readonly reasons: ReasonsBlock;
  readonly solutions: CardsBlock;
  readonly benefits: BenefitsBlock;
  readonly tools: ToolsBlock;
  readonly extra?: ExtraBlock;
  /** Closing call to action; its first action goes to `/contact?service=<contactService>`. */
  readonly closing: CtaBandContent;
}
