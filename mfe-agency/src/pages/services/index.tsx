import { CardGrid, CtaBand, Hero, ProcessSteps, Section } from '@site/ui/sections';
import { approach, approachHeading, closingCta, hero, heroVisual, services, servicesHeading } from './content';

export default function ServicesPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={servicesHeading}>
        <CardGrid cards={services} columns={3} />
      </Section>
      <Section heading={approachHeading} tone="muted">
        <ProcessSteps steps={approach} />
      </Section>
      <CtaBand content={closingCta} />
    </>
  );
}
