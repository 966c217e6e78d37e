import { findSiteRoute, type NavLink } from '@site/routes';
import {
  BenefitsWithCta,
  Breadcrumbs,
  CardGrid,
  Checklist,
  CtaBand,
  Hero,
  LogoStrip,
  ProcessSteps,
  RichText,
  Section,
} from '@site/ui/sections';
import type { ServicePageContent } from './types';

const trailFor = (path: string, fallback: string): readonly NavLink[] => [
  { label: findSiteRoute('/')?.label ?? 'Home', path: '/' },
  { label: findSiteRoute('/services')?.label ?? 'Services', path: '/services' },
  { label: findSiteRoute(path)?.label ?? fallback, path },
];

/** The one template of the ten service pages: a fixed sequence of kit sections fed by the page's content. */
export function ServicePage({ content }: { readonly content: ServicePageContent }) {
  const { hero, visual, intro, offered, process, reasons, solutions, benefits, tools, extra, closing } = content;
  return (
    <>
      <Hero content={hero} visual={visual}>
        <Breadcrumbs trail={trailFor(content.path, hero.title)} />
      </Hero>

      <Section id="overview" heading={intro.heading} width="narrow">
        <RichText blocks={intro.paragraphs.map((p) => ({ p }))} />
      </Section>

      <Section id="services" heading={offered.heading} tone="muted">
        <CardGrid cards={offered.cards} columns={offered.cards.length % 3 === 0 ? 3 : 2} />
      </Section>

      <Section id="process" heading={process.heading}>
        <ProcessSteps steps={process.steps} />
      </Section>

      <Section
        id="why-us"
        heading={reasons.heading}
        tone="muted"
        {...(reasons.kind === 'list' ? { width: 'narrow' as const } : {})}
      >
        {reasons.kind === 'cards' ? (
          <CardGrid cards={reasons.cards} columns={4} />
        ) : (
          <Checklist items={reasons.items} />
        )}
      </Section>

      <Section id="solutions" heading={solutions.heading}>
        <CardGrid cards={solutions.cards} columns={3} />
      </Section>

      <BenefitsWithCta heading={benefits.heading} items={benefits.items} cta={benefits.cta} />

      <Section id="tools" heading={tools.heading}>
        <LogoStrip label={tools.label} logos={tools.logos} />
      </Section>

      {extra ? (
        <Section
          id={extra.id}
          heading={extra.heading}
          tone="muted"
          {...(extra.kind === 'checklist' ? { width: 'narrow' as const } : {})}
        >
          {extra.kind === 'checklist' ? (
            <Checklist items={extra.items} />
          ) : (
            <CardGrid cards={extra.cards} columns={3} />
          )}
        </Section>
      ) : null}

      <CtaBand content={closing} />
    </>
  );
}
