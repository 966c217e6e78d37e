import { CardGrid, CaseStudies, CtaBand, Hero, PricingPlans, Section } from '@site/ui/sections';
import {
  caseStudies,
  closingCta,
  hero,
  heroVisual,
  packages,
  packagesAnchor,
  packagesHeading,
  reasons,
  reasonsHeading,
  resultsHeading,
  services,
  servicesHeading,
} from './content';

export default function RankBoostPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={resultsHeading}>
        <CaseStudies items={caseStudies} />
      </Section>
      <Section heading={servicesHeading} tone="muted">
        <CardGrid cards={services} columns={3} />
      </Section>
      <Section id={packagesAnchor} heading={packagesHeading}>
        <PricingPlans plans={packages} />
      </Section>
      <Section heading={reasonsHeading} tone="muted">
        <CardGrid cards={reasons} columns={3} />
      </Section>
      <CtaBand content={closingCta} />
    </>
  );
}
