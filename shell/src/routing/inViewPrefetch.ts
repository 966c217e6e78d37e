import type { PageList } from '../federation/pageFiles';

/** The fetches the in-view prefetcher makes, given to it so that its budget decisions are tested without a network. */
export interface InViewFetches<Section> {
  /** What reading the section's page list may fetch, at most: its own size is unknown until read. */
  readonly listBoundBytes: (section: Section) => number;
  /** Fetches a section's page list (undefined: it has none to read). */
  readonly readPageList: (section: Section) => Promise<PageList | undefined>;
  /** Whether the section's code was asked for already (loaded or loading): loading it then fetches nothing more. */
  readonly sectionRequested: (section: Section) => boolean;
  /** Loads the section's code, or joins the load under way. */
  readonly loadSection: (section: Section) => Promise<void>;
  /** Fetches a page's files without evaluating them. */
  readonly fetchFiles: (urls: readonly string[]) => Promise<unknown>;
}

/** A link in view: the page it leads to, and the section that page belongs to. */
type LinkInView<Section> = { readonly section: Section; readonly path: string };

/** Issue #30's cap on everything links in view fetch: `bytes` gzip until `untilMs` after the document started. */
interface EarlyBudget {
  readonly bytes: number;
  readonly untilMs: number;
  readonly now: () => number;
  /** Runs `task` once the cap's window has ended. */
  readonly whenOver: (task: () => void) => void;
}

const earlyBudget: EarlyBudget = {
  bytes: 50_000,
  untilMs: 10_000,
  now: () => performance.now(),
  whenOver: (task) => setTimeout(task, Math.max(0, earlyBudget.untilMs - performance.now())),
};

/** Page files fetched at once, so that they never crowd the click they are meant to speed up (issue #30). */
const pagesAtOnce = 2;

/**
 * What links in view fetch, every byte charged to the early budget before it is fetched. Weights are known before
 * each fetch: reading a page list is charged `listBoundBytes`, and the list gives what the section's code and each
 * page's files weigh. The links that came into view together have every section weighed before any page's files:
 * a click into another section gains most from finding that section's code here, and a page's files only save its
 * last round trip. Page files then come two at a time, the sections taking turns (the next is the oldest waiting
 * page of the section that has started the fewest): a footer lists a dozen pages of one section before the first
 * of the next. Refusals: a list, nothing for its section now (the next links into it ask again); a section's code,
 * none of its pages (their code would wait on it at the click anyway); a page, only that page (a smaller one may
 * still fit). Each page is asked for once, and once more when the window ends if the cap refused it: the links a
 * visitor saw while the first links' pages spent the cap are still the likeliest next clicks.
 */
export function createInViewPrefetch<Section>(fetches: InViewFetches<Section>, budget: EarlyBudget = earlyBudget) {
  let spent = 0;
  const capped = () => budget.now() < budget.untilMs;
  const trySpend = (bytes: number) => {
    const fits = !capped() || spent + bytes <= budget.bytes;
    if (fits) spent += bytes;
    return fits;
  };

  const lists = new Map<Section, Promise<PageList | undefined>>();
  /** The section's page list, read once (each read charged first); undefined when the budget refuses it. */
  const pageList = (section: Section) => {
    if (!lists.has(section) && trySpend(fetches.listBoundBytes(section))) {
      const read = fetches.readPageList(section);
      lists.set(section, read);
      // A failed read is forgotten: a later decision reads it again, charged again.
      read.catch(() => lists.delete(section));
    }
    return lists.get(section);
  };

  /** Each section's decision under way, or allowed; a refused or failed one is dropped, to be asked again. */
  const decisions = new Map<Section, Promise<PageList | undefined>>();
  const decide = async (section: Section) => {
    const list = await pageList(section);
    if (!list || (!fetches.sectionRequested(section) && !trySpend(list.sectionGzipBytes))) return undefined;
    // Its pages wait for the load; a failure here is theirs to meet, and the navigation's to report.
    fetches.loadSection(section).catch(() => undefined);
    return list;
  };
  const decideOnce = (section: Section) => {
    if (decisions.has(section)) return;
    const decision = decide(section).catch(() => undefined);
    decisions.set(section, decision);
    void decision.then((list) => {
      if (!list) decisions.delete(section);
    });
  };

  const asked = new Set<string>();
  const refused: LinkInView<Section>[] = [];
  const askAgainWhenOver = (link: LinkInView<Section>) => {
    if (!capped()) return;
    if (refused.push(link) > 1) return;
    budget.whenOver(() => {
      const links = refused.splice(0);
      for (const { path } of links) asked.delete(path);
      prefetch(links);
    });
  };

  const prefetchPage = async (link: LinkInView<Section>) => {
    await Promise.all(decisions.values());
    const list = await decisions.get(link.section);
    if (!list) return askAgainWhenOver(link);
    const files = list.pageFiles(link.path);
    // None when its section's load is no longer under way (a failed one dropped for a retry, not charged again).
    if (!files || !fetches.sectionRequested(link.section)) return;
    await fetches.loadSection(link.section);
    if (trySpend(files.gzipBytes)) await fetches.fetchFiles(files.urls);
    else askAgainWhenOver(link);
  };

  const waiting: LinkInView<Section>[] = [];
  const startedBySection = new Map<Section, number>();
  const turnsOf = (section: Section) => startedBySection.get(section) ?? 0;
  let running = 0;
  const startPages = () => {
    while (running < pagesAtOnce && waiting.length > 0) {
      const next = waiting.reduce((best, link) => (turnsOf(link.section) < turnsOf(best.section) ? link : best));
      waiting.splice(waiting.indexOf(next), 1);
      startedBySection.set(next.section, turnsOf(next.section) + 1);
      running += 1;
      // A failed prefetch is only a missed head start: the navigation loads the page itself, and reports.
      void prefetchPage(next)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          startPages();
        });
    }
  };

  /** Prefetches for links that came into view together. */
  function prefetch(links: readonly LinkInView<Section>[]): void {
    for (const { section } of links) decideOnce(section);
    for (const link of links) {
      if (asked.has(link.path)) continue;
      asked.add(link.path);
      waiting.push(link);
    }
    startPages();
  }
  return prefetch;
}
