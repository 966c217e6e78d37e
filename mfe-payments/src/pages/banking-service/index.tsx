import { CardGrid, CtaBand, Hero, Section } from '@site/ui/sections';
import {
  capabilities,
  capabilitiesHeading,
  cta,
  hero,
  heroVisual,
  segments,
  segmentsHeading,
  strategyBenefits,
  strategyHeading,
} from './content';

export default function BankingServicePage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={capabilitiesHeading}>
        <CardGrid cards={capabilities} columns={3} />
      </Section>
      <Section id="sme-segments" heading={segmentsHeading} tone="muted">
        <CardGrid cards={segments} columns={3} />
      </Section>
      <Section heading={strategyHeading}>
        <CardGrid cards={strategyBenefits} columns={2} />
      </Section>
      <CtaBand content={cta} />
    </>
  );
}
