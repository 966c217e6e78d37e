import { useMemo } from 'react';
import { mailHref } from '@site/company';
import { Icon } from '@site/ui';
import { Accordion, CtaBand, Hero, RichText, Section, SectionHeading, type AccordionItem } from '@site/ui/sections';
import type { LegalDocument } from './legal-types';
import styles from './LegalDocumentPage.module.css';
import { useSectionHash } from './useSectionHash';

/**
 * One legal document (privacy policy, terms, refund policy): hero with its date, intro, the numbered
 * sections as a single-open accordion (none open at first, SPEC §4), and a contact-by-mail band.
 *
 * Deep links (`/terms#clause-15` opens clause 15 and scrolls to it) are useSectionHash's.
 * Printing shows every section expanded (see the @media print rules in the CSS module).
 */
export function LegalDocumentPage({ document: doc }: { readonly document: LegalDocument }) {
  const sectionIds = useMemo(() => doc.sections.map((section) => section.id), [doc]);
  const { openId, onOpenChange } = useSectionHash(sectionIds);

  const items: AccordionItem[] = useMemo(
    () =>
      doc.sections.map((section) => ({
        id: section.id,
        ...(section.icon ? { icon: section.icon } : {}),
        title: (
          <span className={styles.sectionTitle}>
            <span className={styles.number}>{section.number}.</span> <span>{section.title}</span>
          </span>
        ),
        content: <RichText blocks={section.body} className={styles.body} />,
      })),
    [doc],
  );

  // The same object on every render: the band (memoized) does not render again with the page.
  const contact = useMemo(
    () => ({
      title: doc.contact.title,
      lead: doc.contact.text,
      actions: [{ label: doc.contact.actionLabel, href: mailHref(doc.contact.mailSubject), icon: 'mail' as const }],
    }),
    [doc],
  );

  return (
    <div className={styles.page}>
      <Hero content={{ eyebrow: doc.eyebrow, title: doc.title, lead: doc.lead }}>
        <p className={styles.date}>
          <Icon name="calendar" size={18} />
          <time dateTime={doc.isoDate}>{doc.dateLabel}</time>
        </p>
      </Hero>
      <Section width="narrow">
        <RichText blocks={doc.intro} className={styles.intro} />
        <SectionHeading heading={{ title: doc.sectionsHeading }} align="start" />
        <Accordion items={items} openId={openId} onOpenChange={onOpenChange} headingLevel={3} />
      </Section>
      <div className={styles.contact}>
        <CtaBand content={contact} />
      </div>
    </div>
  );
}
