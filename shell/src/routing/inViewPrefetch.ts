import type { PageList } from '../federation/pageFiles';
import type { EarlyBudget } from './prefetchQueue';

/** The fetches the in-view prefetcher makes, given to it so that its budget decisions are tested without a network. */
export interface InViewFetches<Section> {
  /** Fetches a section's page list (undefined: it has none to read). */
  readonly readPageList: (section: Section) => Promise<PageList | undefined>;
  /**
   * Whether the section's code was asked for already (loaded or loading): loading it then fetches nothing more.
   * True from the moment `loadSection` is called.
   */
  readonly sectionRequested: (section: Section) => boolean;
  /** Loads the section's code, or joins the load under way. */
  readonly loadSection: (section: Section) => Promise<void>;
  /** Fetches a page's files without evaluating them. */
  readonly fetchFiles: (urls: readonly string[]) => Promise<void>;
}

export interface InViewPrefetch<Section> {
  /**
   * For links into `section` that came into view: decides whether its page list, then its code, fit the budget,
   * and starts loading its code when they do. Asked for every section of the links in view before their pages.
   * Resolves to the list, or to undefined when the budget refused either or the list could not be read (the
   * next links into the section that come into view ask again).
   */
  readonly section: (section: Section) => Promise<PageList | undefined>;
  /**
   * For a link to `path` in view: once every section being decided is, and the page's own is loaded, the page's
   * files, unless the budget refuses them or its section was refused.
   */
  readonly page: (section: Section, path: string) => Promise<void>;
}

/**
 * What links in view fetch, every byte charged to `budget` before it is fetched (`earlyBudget` in linkPrefetch.ts,
 * the links' sections and pages alike). Weights are known before each fetch: reading a page list is
 * charged a bound (`listBoundBytes`: its own size is unknown until read), and the list gives what the section's
 * code and each page's files weigh. Sections are charged before pages: a click into another section gains most
 * from finding that section's code here, and a page's files only save its last round trip. Refusals: a list,
 * nothing for its section now; a section's code, none of its pages (their code would wait on it at the click
 * anyway); a page, only that page (a smaller one may still fit).
 */
export function createInViewPrefetch<Section>(
  budget: EarlyBudget,
  listBoundBytes: (section: Section) => number,
  fetches: InViewFetches<Section>,
): InViewPrefetch<Section> {
  const lists = new Map<Section, Promise<PageList | undefined>>();
  /** Each section's decision under way, or allowed; a refused or failed one is dropped, to be asked again. */
  const decisions = new Map<Section, Promise<PageList | undefined>>();

  /** The section's page list, read once (each read charged first); undefined when the budget refuses it. */
  const pageList = (section: Section) => {
    let read = lists.get(section);
    if (!read) {
      if (!budget.trySpend(listBoundBytes(section))) return undefined;
      read = fetches.readPageList(section);
      lists.set(section, read);
      // A failed read is forgotten: a later decision reads it again, charged again.
      read.catch(() => lists.delete(section));
    }
    return read;
  };

  const decide = async (section: Section) => {
    const list = await pageList(section);
    if (!list) return undefined;
    if (!fetches.sectionRequested(section) && !budget.trySpend(list.sectionGzipBytes)) return undefined;
    // Its pages wait for the load (page); a failure here is theirs to meet, and the navigation's to report.
    fetches.loadSection(section).catch(() => undefined);
    return list;
  };

  return {
    section(section) {
      let decision = decisions.get(section);
      if (!decision) {
        decision = decide(section).catch(() => undefined);
        decisions.set(section, decision);
        void decision.then((list) => {
          if (!list) decisions.delete(section);
        });
      }
      return decision;
    },
    async page(section, path) {
      await Promise.all(decisions.values());
      const files = (await decisions.get(section))?.pageFiles(path);
      // A page's files wait behind its section's entry and route table, which its click needs first; none when
      // that load is no longer under way (a failed one dropped for a retry, not charged again).
      if (!files || !fetches.sectionRequested(section)) return;
      await fetches.loadSection(section);
      if (budget.trySpend(files.gzipBytes)) await fetches.fetchFiles(files.urls);
    },
  };
}
