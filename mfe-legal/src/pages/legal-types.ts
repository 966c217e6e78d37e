/**
 * The typed shape of a legal document (privacy policy, terms of service, refund and grievance policy)
 * and a few small builders so the documents read as prose rather than as nested object literals.
 * Markup is typed data (`RichBlock` from the ui kit), never an HTML string.
 */

import type { IconName, Inline, RichBlock } from '@site/ui';

/**
 * The runs of one paragraph (the kit's content type `RichText`; `@site/ui`'s index exports its `RichText`
 * component under that name, which shadows the type, so it is restated here).
 */
type RichText = readonly Inline[];

/** How a document names its parts: the terms have clauses, the policies have sections. */
export type LegalSectionKind = 'clause' | 'section';

/** One numbered part of a legal document; `id` is its deep-link anchor (`/terms#clause-15`). */
export interface LegalSection {
  /** `clause-15`, `section-3`: always `${kind}-${number}`. */
  readonly id: string;
  /** 1-based, continuous within a document. */
  readonly number: number;
  readonly title: string;
  readonly icon?: IconName;
  readonly body: readonly RichBlock[];
}

/** The closing "ask us by e-mail" block of a legal page. */
interface LegalContact {
  readonly title: string;
  readonly text: string;
  /** Subject line of the mailto link built with `mailHref(subject)` from `@site/company`. */
  readonly mailSubject: string;
  /** Label of the mail button. */
  readonly actionLabel: string;
}

export interface LegalDocument {
  /** Small label over the title in the hero. */
  readonly eyebrow: string;
  /** The page's h1. */
  readonly title: string;
  /** One-sentence summary under the title. */
  readonly lead: string;
  /** Exactly as it is published, e.g. 'Last updated: 16 September 2025' or 'Effective date: 16 September 2025'. */
  readonly dateLabel: string;
  /** The same date, machine-readable (ISO 8601), for the `<time>` element. */
  readonly isoDate: string;
  /** Opening paragraphs shown above the sections. */
  readonly intro: readonly RichBlock[];
  /** Heading over the list of sections. */
  readonly sectionsHeading: string;
  readonly kind: LegalSectionKind;
  readonly sections: readonly LegalSection[];
  readonly contact: LegalContact;
}

/* ---------- builders ---------- */

type InlineInput = Inline | readonly Inline[];

const flatten = (parts: readonly InlineInput[]): RichText =>
  parts.flatMap((part): Inline[] => (Array.isArray(part) ? [...(part as readonly Inline[])] : [part as Inline]));

/** A paragraph from inline runs: `p('See our ', link('Privacy Policy', '/privacy'), '.')`. */
export const p = (...parts: readonly InlineInput[]): RichBlock => ({ p: flatten(parts) });

/** A bulleted list; each item is a plain string or a list of inline runs. */
export const ul = (...items: readonly (string | readonly Inline[])[]): RichBlock => ({
  ul: items.map((item) => (typeof item === 'string' ? [item] : item)),
});

/** A numbered list; each item is a plain string or a list of inline runs. */
export const ol = (...items: readonly (string | readonly Inline[])[]): RichBlock => ({
  ol: items.map((item) => (typeof item === 'string' ? [item] : item)),
});

export const strong = (text: string): Inline => ({ strong: text });
export const em = (text: string): Inline => ({ em: text });
export const link = (text: string, href: string): Inline => ({ text, href });

/** The anchor id of a numbered section: `sectionId('clause', 15)` → `'clause-15'`. */
const sectionId = (kind: LegalSectionKind, number: number): string => `${kind}-${number}`;

/** Builds a section whose id always matches its number. */
const section = (
  kind: LegalSectionKind,
  number: number,
  title: string,
  icon: IconName | undefined,
  body: readonly RichBlock[],
): LegalSection => ({ id: sectionId(kind, number), number, title, ...(icon ? { icon } : {}), body });

/** A section builder bound to one kind: `const clause = sectionsOf('clause'); clause(15, 'Title', 'alert', [...])`. */
export const sectionsOf =
  (kind: LegalSectionKind) =>
  (number: number, title: string, icon: IconName | undefined, body: readonly RichBlock[]): LegalSection =>
    section(kind, number, title, icon, body);

/** Every inline link in a list of blocks (for tests and link checks). */
export const linksIn = (blocks: readonly RichBlock[]): readonly { text: string; href: string }[] =>
  blocks.flatMap((block) => {
    const texts: readonly RichText[] =
      'p' in block ? [block.p] : 'ul' in block ? block.ul : 'ol' in block ? block.ol : [];
    return texts.flatMap((text) =>
      text.filter(
        (run): run is { readonly text: string; readonly href: string } => typeof run === 'object' && 'href' in run,
      ),
    );
  });

/** The plain text of a list of blocks (for tests and search). */
export const plainText = (blocks: readonly RichBlock[]): string =>
  blocks
    .map((block) => {
      if ('h3' in block) return block.h3;
      const texts: readonly RichText[] = 'p' in block ? [block.p] : 'ul' in block ? block.ul : block.ol;
      return texts
        .map((text) =>
          text
            .map((run) =>
              typeof run === 'string' ? run : 'strong' in run ? run.strong : 'em' in run ? run.em : run.text,
            )
            .join(''),
        )
        .join('\n');
    })
    .join('\n');
