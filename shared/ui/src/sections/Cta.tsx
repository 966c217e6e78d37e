import { memo } from 'react';
import {
  ActionLink,
  ActionRow,
  BelowFirstScreen,
  useSite,
  type CtaBandContent,
  type CtaCardContent,
  type SectionHeadingContent,
} from '@site/ui';
import { Checklist } from './Cards';
import { Reveal } from './Reveal';
import { Section } from './Section';
import styles from './Cta.module.css';

/** The closing call to action of a page, with the phone line for those who would rather talk. */
export const CtaBand = memo(function CtaBand({ content }: { readonly content: CtaBandContent }) {
  const { company } = useSite();
  return (
    <section className={styles.band} aria-label={content.title}>
      <BelowFirstScreen>
        <Reveal className={styles.bandInner}>
          <h2 className={styles.bandTitle}>{content.title}</h2>
          <p className={styles.bandLead}>{content.lead}</p>
          <ActionRow actions={content.actions} align="center" />
          <p className={styles.bandNote}>
            Prefer to talk? Call <a href={`tel:${company.phone.e164}`}>{company.phone.display}</a>,{' '}
            {company.businessHours.days}, {company.businessHours.hours}.
          </p>
        </Reveal>
      </BelowFirstScreen>
    </section>
  );
});

/** A benefits list beside a call-to-action card. */
export function BenefitsWithCta({
  heading,
  items,
  cta,
  tone = 'muted',
}: {
  readonly heading: SectionHeadingContent;
  readonly items: readonly string[];
  readonly cta: CtaCardContent;
  readonly tone?: 'default' | 'muted';
}) {
  return (
    <Section heading={heading} tone={tone}>
      <div className={styles.split}>
        <Checklist items={items} />
        <aside className={styles.card} aria-label={cta.title}>
          <h3 className={styles.cardTitle}>{cta.title}</h3>
          <p className={styles.cardLead}>{cta.lead}</p>
          <ActionLink action={cta.action} />
        </aside>
      </div>
    </Section>
  );
}
