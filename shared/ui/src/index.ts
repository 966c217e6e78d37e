import './global.css';

export * from './content';
export { Icon, iconNames, type IconName, type IconProps } from './icons';
export { SiteProvider, useSite, type SiteContextValue } from './site';
export {
  FragmentTree,
  pageFragments,
  type FragmentContext,
  type MountedFragment,
  type MountOptions,
  type PageFragments,
  type RemoteModule,
} from './fragment';
export { preloadablePage, trackedForReact, type PreloadablePage } from './preloadablePage';
export { easeOut, useEntranceMotion, useMotionFeaturesNow } from './motion';
export { useChangedSince } from './changedSince';
export { afterFirstUse } from './firstUse';
export { useInApp } from './inApp';
export { isInternalHref, opensNewTab } from './links';
export { formatCount, formatInr } from './numbers';
export { ActionButton, ActionLink, ActionRow } from './Action';
export { RichText, Inlines, richTextToPlain } from './RichText';
export { Section, SectionHeading, type SectionTone } from './Section';
export { Reveal } from './Reveal';
export { Hero } from './Hero';
export { ProductVisual } from './ProductVisual';
export {
  type ProductVisualContent,
  type VisualBar,
  type VisualBlock,
  type VisualColor,
  type VisualFrame,
  type VisualRow,
  type VisualStatus,
  type VisualTile,
  type VisualTone,
} from './productVisual';
export { Card, CardGrid, Checklist, ProcessSteps, StatTiles } from './Cards';
export { Avatar, Rating, TestimonialCard, Testimonials } from './Testimonials';
export { Accordion, type AccordionItem } from './Accordion';
export { Faq } from './Faq';
export { Tabs } from './Tabs';
export { nextTabIndex } from './tabKeys';
export { ComparisonTable, PricingCard, PricingPlans } from './Pricing';
export { LogoStrip, Marquee } from './Logos';
export { BenefitsWithCta, CtaBand } from './Cta';
export { CaseStudies } from './CaseStudies';
export { Breadcrumbs } from './Breadcrumbs';
export { PageHead } from './PageHead';
export { StructuredData } from './StructuredData';
