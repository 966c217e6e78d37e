import { BenefitsWithCta, CardGrid, CtaBand, Faq, Hero, Marquee, PricingPlans, Section } from '@site/ui/sections';
import {
  carouselLabels,
  clients,
  cta,
  developer,
  faqHeading,
  faqs,
  features,
  featuresHeading,
  hero,
  heroVisual,
  marqueeSeconds,
  pricingHeading,
  pricingPlans,
  testimonialRotationMs,
  testimonials,
  testimonialsHeading,
  toolkit,
  toolkitHeading,
  useCases,
  useCasesHeading,
} from './content';
import { PayoutEstimator } from './PayoutEstimator';
import { TestimonialCarousel } from './TestimonialCarousel';

export default function PayoutPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section tone="muted">
        <Marquee label={clients.label} logos={clients.logos} seconds={marqueeSeconds} />
      </Section>
      <Section heading={featuresHeading}>
        <CardGrid cards={features} columns={3} />
      </Section>
      <Section heading={toolkitHeading} tone="muted">
        <CardGrid cards={toolkit} columns={3} />
      </Section>
      <Section heading={useCasesHeading}>
        <CardGrid cards={useCases} columns={3} />
      </Section>
      <BenefitsWithCta heading={developer.heading} items={developer.points} cta={developer.cta} />
      <Section id="pricing" heading={pricingHeading}>
        <PricingPlans plans={pricingPlans} />
        <PayoutEstimator />
      </Section>
      <Section heading={testimonialsHeading} tone="muted">
        <TestimonialCarousel items={testimonials} intervalMs={testimonialRotationMs} labels={carouselLabels} />
      </Section>
      <Section heading={faqHeading} width="narrow">
        <Faq items={faqs} initialOpen={0} />
      </Section>
      <CtaBand content={cta} />
    </>
  );
}
