import { ComparisonTable, CtaBand, Faq, Hero, PricingPlans, Section } from '@site/ui/sections';
import {
  closingCta,
  comparison,
  comparisonHeading,
  faq,
  faqHeading,
  hero,
  heroVisual,
  plans,
  plansAnchor,
  plansHeading,
} from './content';

export default function PricingPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section id={plansAnchor} heading={plansHeading}>
        <PricingPlans plans={plans} />
      </Section>
      <Section heading={comparisonHeading} tone="muted" width="narrow">
        <ComparisonTable content={comparison} />
      </Section>
      <Section heading={faqHeading} width="narrow">
        <Faq items={faq} initialOpen={0} />
      </Section>
      <CtaBand content={closingCta} />
    </>
  );
}
