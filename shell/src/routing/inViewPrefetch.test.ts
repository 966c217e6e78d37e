import { describe, expect, it } from 'vitest';
import type { PageList } from '../federation/pageFiles';
import { createInViewPrefetch } from './inViewPrefetch';
import { createEarlyBudget } from './prefetchQueue';

const listBound = 1_000;

/** A section's list: its code's weight and its pages' (each page one file, named after it). */
const listOf = (sectionGzipBytes: number, pages: Record<string, number>): PageList => ({
  sectionGzipBytes,
  pageFiles: (path) => (path in pages ? { urls: [`${path}.js`], gzipBytes: pages[path]! } : undefined),
});

/**
 * The in-view prefetcher over a budget of `bytes` (its clock at `now()`), with sections whose lists are `lists`
 * (`requested`: those whose code is loaded already), recording every fetch in order: `list:<section>`,
 * `section:<section>`, and each page file's URL. `inView(links)` asks for links that came into view together, as
 * the shell does: their sections first, then their pages, one after another.
 */
function prefetcher(
  lists: Record<string, PageList | Promise<PageList>>,
  {
    bytes = 50_000,
    now = () => 0,
    requested = [],
  }: { bytes?: number; now?: () => number; requested?: readonly string[] } = {},
) {
  const fetched: string[] = [];
  const loaded = new Set(requested);
  const prefetch = createInViewPrefetch(createEarlyBudget({ bytes, untilMs: 10_000 }, now), () => listBound, {
    readPageList: async (section: string) => {
      fetched.push(`list:${section}`);
      const list = lists[section];
      if (!list) throw new Error(`${section} is offline`);
      return list;
    },
    sectionRequested: (section) => loaded.has(section),
    loadSection: async (section) => {
      if (loaded.has(section)) return;
      loaded.add(section);
      fetched.push(`section:${section}`);
    },
    fetchFiles: async (urls) => {
      fetched.push(...urls);
    },
  });
  const inView = async (links: readonly (readonly [string, string])[]) => {
    for (const section of new Set(links.map(([name]) => name))) void prefetch.section(section);
    for (const [section, path] of links) await prefetch.page(section, path);
  };
  return { prefetch, inView, fetched };
}

describe('createInViewPrefetch', () => {
  it("charges a list's bound before reading it, once per section", async () => {
    const lists = { payments: listOf(0, { '/payout': 100, '/payin': 100 }), legal: listOf(0, { '/terms': 100 }) };
    // Room for one list and the two payments pages: the legal list's bound no longer fits.
    const { inView, fetched } = prefetcher(lists, { bytes: listBound + 200, requested: ['payments', 'legal'] });
    await inView([['payments', '/payout']]);
    await inView([['payments', '/payin']]);
    await inView([['legal', '/terms']]);
    expect(fetched).toEqual(['list:payments', '/payout.js', '/payin.js']);
  });

  it('reads no list the bound does not fit, and nothing else of its section', async () => {
    const { prefetch, inView, fetched } = prefetcher(
      { payments: listOf(0, { '/payout': 1 }) },
      { bytes: listBound - 1 },
    );
    expect(await prefetch.section('payments')).toBeUndefined();
    await inView([['payments', '/payout']]);
    expect(fetched).toEqual([]);
  });

  it("charges a section's code before loading it, and skips its pages when that is refused", async () => {
    const lists = { payments: listOf(9_000, { '/payout': 100 }), legal: listOf(5_000, { '/terms': 100 }) };
    // The payments list and code do not fit together; the legal list, code and page do.
    const { inView, fetched } = prefetcher(lists, { bytes: 8_000 });
    await inView([['payments', '/payout']]);
    await inView([['legal', '/terms']]);
    expect(fetched).toEqual(['list:payments', 'list:legal', 'section:legal', '/terms.js']);
  });

  it('charges nothing for a section whose code is loaded already (the page’s own, or the shell’s)', async () => {
    const { inView, fetched } = prefetcher(
      { payments: listOf(9_000, { '/payin': 2_000 }) },
      { bytes: listBound + 2_000, requested: ['payments'] },
    );
    await inView([['payments', '/payin']]);
    expect(fetched).toEqual(['list:payments', '/payin.js']);
  });

  it('charges a section once, however many of its links ask for it', async () => {
    const { inView, fetched } = prefetcher(
      { payments: listOf(9_000, { '/payout': 100, '/payin': 100 }) },
      { bytes: listBound + 9_200 },
    );
    await inView([
      ['payments', '/payout'],
      ['payments', '/payin'],
    ]);
    expect(fetched).toEqual(['list:payments', 'section:payments', '/payout.js', '/payin.js']);
  });

  it('weighs every section in view before any page: pages of a section already here wait', async () => {
    let listArrives = (_list: PageList) => {};
    const legalList = new Promise<PageList>((resolve) => (listArrives = resolve));
    const { inView, fetched } = prefetcher(
      { agency: listOf(0, { '/about': 4_000, '/pricing': 4_000 }), legal: legalList },
      // Both agency pages would fit before the legal code, and leave it no room.
      { bytes: 2 * listBound + 8_500, requested: ['agency'] },
    );
    const seen = inView([
      ['agency', '/about'],
      ['agency', '/pricing'],
      ['legal', '/terms'],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(fetched).toEqual(['list:agency', 'list:legal']);
    listArrives(listOf(4_000, { '/terms': 1_000 }));
    await seen;
    expect(fetched).toEqual(['list:agency', 'list:legal', 'section:legal', '/about.js']);
  });

  it('skips a page the budget refuses, and lets a smaller later page through', async () => {
    const { inView, fetched } = prefetcher(
      { payments: listOf(0, { '/payout': 9_000, '/payin': 2_000, '/upi': 5_000 }) },
      { bytes: listBound + 6_000, requested: ['payments'] },
    );
    await inView([
      ['payments', '/payout'],
      ['payments', '/payin'],
      ['payments', '/upi'],
    ]);
    expect(fetched).toEqual(['list:payments', '/payin.js']);
  });

  it('reads a list again for links after a failed read, charging it again', async () => {
    const lists: Record<string, PageList> = {};
    const { prefetch, fetched } = prefetcher(lists, { bytes: 2 * listBound, requested: ['payments'] });
    expect(await prefetch.section('payments')).toBeUndefined();
    lists.payments = listOf(0, {});
    expect(await prefetch.section('payments')).toBeDefined();
    // Both reads were charged: no third list fits.
    expect(await prefetch.section('legal')).toBeUndefined();
    expect(fetched).toEqual(['list:payments', 'list:payments']);
  });

  it('caps nothing after the first 10 s', async () => {
    let now = 0;
    const lists = { payments: listOf(30_000, { '/payout': 30_000 }), legal: listOf(30_000, { '/terms': 30_000 }) };
    const { inView, fetched } = prefetcher(lists, { now: () => now });
    await inView([
      ['payments', '/payout'],
      ['legal', '/terms'],
    ]);
    expect(fetched).toEqual(['list:payments', 'list:legal', 'section:payments']);
    now = 10_000;
    await inView([['legal', '/terms']]);
    expect(fetched).toEqual(['list:payments', 'list:legal', 'section:payments', 'section:legal', '/terms.js']);
  });
});
