import { CardGrid, Checklist, CtaBand, Hero, RichText, Section, StatTiles, Testimonials } from '@site/ui/sections';
import {
  closingCta,
  hero,
  missionHeading,
  missionVision,
  stats,
  story,
  storyHeading,
  testimonials,
  testimonialsHeading,
  values,
  valuesHeading,
  whyChoose,
  whyChooseHeading,
} from './content';

export default function AboutPage() {
  return (
    <>
      <Hero content={hero} />
      <Section heading={storyHeading} width="narrow">
        <RichText blocks={story} />
        <StatTiles stats={stats} />
      </Section>
      <Section heading={missionHeading} tone="muted">
        <CardGrid cards={missionVision} columns={2} />
      </Section>
      <Section heading={valuesHeading}>
        <CardGrid cards={values} columns={4} />
      </Section>
      <Section heading={testimonialsHeading} tone="muted">
        <Testimonials items={testimonials} />
      </Section>
      <Section heading={whyChooseHeading} width="narrow">
        <Checklist items={whyChoose} />
      </Section>
      <CtaBand content={closingCta} />
    </>
  );
}
