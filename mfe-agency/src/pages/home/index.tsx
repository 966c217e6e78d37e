import { company } from '@site/company';
import { organizationJsonLd } from '@site/routes';
import { StructuredData, useSite } from '@site/ui';
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

/**
 * The company's details for search engines, on the home page alone: Google reads Organization data from the home
 * page (developers.google.com/search/docs/appearance/structured-data/organization), and on every other page it
 * would only add bytes to the response's first round trip.
 */
function OrganizationData() {
  const { origin } = useSite();
  return <StructuredData data={organizationJsonLd(company, origin)} />;
}

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
      <OrganizationData />
    </>
  );
}
