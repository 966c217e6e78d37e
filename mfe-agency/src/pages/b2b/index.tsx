import { CtaBand, Hero, ProcessSteps, Section, Tabs } from '@site/ui/sections';
import {
  approach,
  approachHeading,
  categories,
  categoriesHeading,
  categoriesLabel,
  closingCta,
  hero,
  heroVisual,
} from './content';

export default function B2bPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section heading={categoriesHeading}>
        <Tabs label={categoriesLabel} tabs={categories} />
      </Section>
      <Section heading={approachHeading} tone="muted">
        <ProcessSteps steps={approach} />
      </Section>
      <CtaBand content={closingCta} />
    </>
  );
}
