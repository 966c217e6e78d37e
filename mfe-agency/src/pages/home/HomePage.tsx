import { CardGrid, CtaBand, Faq, Hero, Section, Testimonials } from '@site/ui/sections';
import {
  closingCta,
  faq,
  faqHeading,
  hero,
  heroVisual,
  services,
  servicesHeading,
  testimonials,
  testimonialsHeading,
  whyChoose,
  whyChooseHeading,
} from './content';

export default function HomePage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={whyChooseHeading}>
        <CardGrid cards={whyChoose} columns={3} />
      </Section>
      <Section heading={servicesHeading} tone="muted">
        <CardGrid cards={services} columns={3} />
      </Section>
      <Section heading={testimonialsHeading}>
        <Testimonials items={testimonials} />
      </Section>
      <Section heading={faqHeading} tone="muted" width="narrow">
        <Faq items={faq} initialOpen={null} />
      </Section>
      <CtaBand content={closingCta} />
    </>
  );
}
