import { useId, type ReactNode } from 'react';
import { BelowFirstScreen, type SectionHeadingContent } from '@site/ui';
import { Reveal } from './Reveal';
import styles from './Section.module.css';

export type SectionTone = 'default' | 'muted' | 'dark';

export function SectionHeading({
  heading,
  id,
  align = 'center',
}: {
  readonly heading: SectionHeadingContent;
  readonly id?: string;
  readonly align?: 'center' | 'start';
}) {
  return (
    <header className={`${styles.heading} ${align === 'start' ? styles.start : ''}`}>
      {heading.eyebrow ? <p className={styles.eyebrow}>{heading.eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {heading.title}
      </h2>
      {heading.lead ? <p className={styles.lead}>{heading.lead}</p> : null}
    </header>
  );
}

/** A page band with an optional h2 heading; every page is a list of these. Its content: `BelowFirstScreen`. */
export function Section({
  id,
  heading,
  tone = 'default',
  width = 'default',
  align,
  children,
}: {
  readonly id?: string;
  readonly heading?: SectionHeadingContent;
  readonly tone?: SectionTone;
  readonly width?: 'default' | 'narrow';
  readonly align?: 'center' | 'start';
  readonly children?: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className={`${styles.section} ${styles[tone]}`} aria-labelledby={heading ? headingId : undefined}>
      <BelowFirstScreen>
        <div className={`${styles.inner} ${width === 'narrow' ? styles.narrow : ''}`}>
          {heading ? (
            <Reveal>
              <SectionHeading heading={heading} id={headingId} {...(align ? { align } : {})} />
            </Reveal>
          ) : null}
          {children}
        </div>
      </BelowFirstScreen>
    </section>
  );
}
