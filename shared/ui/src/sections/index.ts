/**
 * The page sections of the ui kit (`@site/ui/sections`), shared apart from its core (`@site/ui`): the shell's
 * chrome needs only the core, so a page whose fragment hydrates at first use loads no section before it responds.
 */
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
