import { useId } from 'react';
import { faqPageJsonLd } from '@site/routes';
import { StructuredData, type FaqItemContent } from '@site/ui';
import { Accordion } from './Accordion';
import { RichText, richTextToPlain } from './RichText';

/**
 * Questions and answers as an accordion; `initialOpen` is the index open at first (SPEC §4).
 * Also the page's FAQPage structured data, so a page shows at most one Faq.
 */
export function Faq({
  items,
  initialOpen = null,
}: {
  readonly items: readonly FaqItemContent[];
  readonly initialOpen?: number | null;
}) {
  const prefix = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const ids = items.map((_, index) => `faq-${prefix}-${index + 1}`);
  return (
    <>
      <Accordion
        initialOpenId={initialOpen === null ? null : (ids[initialOpen] ?? null)}
        items={items.map((item, index) => ({
          id: ids[index] ?? `faq-${index}`,
          title: item.question,
          content: <RichText blocks={item.answer} />,
        }))}
      />
      <StructuredData
        data={faqPageJsonLd(
          items.map((item) => ({ question: item.question, answerText: richTextToPlain(item.answer) })),
        )}
      />
    </>
  );
}
