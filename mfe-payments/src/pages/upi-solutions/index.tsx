import { CardGrid, CtaBand, Hero, Section, Tabs } from '@site/ui/sections';
import { cta, explainers, explainersHeading, flows, flowsHeading, flowsTabsLabel, hero, heroVisual } from './content';

export default function UpiSolutionsPage() {
  return (
    <>
      <Hero content={hero} visual={heroVisual} />
      <Section id="upi-flows" heading={flowsHeading}>
        <Tabs label={flowsTabsLabel} tabs={flows} />
      </Section>
      <Section heading={explainersHeading} tone="muted">
        <CardGrid cards={explainers} columns={2} />
      </Section>
      <CtaBand content={cta} />
    </>
  );
}
