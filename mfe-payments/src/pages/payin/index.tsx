import { CardGrid, CtaBand, Hero, Section } from '@site/ui/sections';
import {
  complianceBadges,
  complianceHeading,
  cta,
  developerFeatures,
  developerHeading,
  hero,
  heroVisual,
  methodsHeading,
  paymentMethods,
  reasons,
  reasonsHeading,
} from './content';

export default function PayinPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={methodsHeading}>
        <CardGrid cards={paymentMethods} columns={3} />
      </Section>
      <Section heading={reasonsHeading} tone="muted">
        <CardGrid cards={reasons} columns={3} />
      </Section>
      <Section heading={developerHeading}>
        <CardGrid cards={developerFeatures} columns={3} />
      </Section>
      <Section heading={complianceHeading} tone="muted">
        <CardGrid cards={complianceBadges} columns={4} />
      </Section>
      <CtaBand content={cta} />
    </>
  );
}
