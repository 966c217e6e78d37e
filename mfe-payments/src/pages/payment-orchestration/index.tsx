import { CardGrid, CtaBand, Faq, Hero, ProcessSteps, Section } from '@site/ui/sections';
import {
  benefits,
  benefitsHeading,
  cta,
  faqHeading,
  faqs,
  hero,
  heroVisual,
  steps,
  stepsHeading,
  whatHeading,
  whatItIs,
} from './content';

export default function PaymentOrchestrationPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={whatHeading}>
        <CardGrid cards={whatItIs} columns={3} />
      </Section>
      <Section id="how-it-works" heading={stepsHeading} tone="muted">
        <ProcessSteps steps={steps} />
      </Section>
      <Section heading={benefitsHeading}>
        <CardGrid cards={benefits} columns={3} />
      </Section>
      <Section heading={faqHeading} tone="muted" width="narrow">
        <Faq items={faqs} initialOpen={0} />
      </Section>
      <CtaBand content={cta} />
    </>
  );
}
