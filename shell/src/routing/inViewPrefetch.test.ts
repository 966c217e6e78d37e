import { describe, expect, it } from 'vitest';
import type { PageList } from '../federation/pageFiles';
import { createInViewPrefetch } from './inViewPrefetch';

const listBound = 1_000;

/** A section's list: its code's weight and its pages' (each page one file, named after it). */
const listOf = (sectionGzipBytes: number, pages: Record<string, number>): PageList => ({
  sectionGzipBytes,
  pageFiles: (path) => (path in pages ? { urls: [`${path}.js`], gzipBytes: pages[path]! } : undefined),
});

/** Lets every settled load's callbacks run: the fakes below settle at once, in microtasks. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The in-view prefetcher over a budget of `bytes` (its clock at `now()`), with sections whose lists are `lists`
 * (`requested`: those whose code is loaded already), recording every fetch in order: `list:<section>`,
 * `section:<section>`, and each page file's URL (`holdFiles`: each page's files settle when the test says, by
 * `filesDone`). `inView(links)` asks for links that came into view together, as the shell does, and lets what
 * they started settle; `windowEnds()` runs what waits for the cap's window to end.
 */
function prefetcher(
  lists: Record<string, PageList | Promise<PageList>>,
  {
    bytes = 50_000,
    now = () => 0,
    requested = [],
    holdFiles = false,
  }: { bytes?: number; now?: () => number; requested?: readonly string[]; holdFiles?: boolean } = {},
) {
  const fetched: string[] = [];
  const loaded = new Set(requested);
  const held: ((ok: boolean) => void)[] = [];
  const whenOver: (() => void)[] = [];
  const prefetch = createInViewPrefetch<string>(
    {
      listBoundBytes: () => listBound,
      readPageList: async (section) => {
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
        if (!holdFiles) return;
        await new Promise<void>((resolve, reject) => held.push((ok) => (ok ? resolve() : reject(new Error('failed')))));
      },
    },
    { bytes, untilMs: 10_000, now, whenOver: (task) => whenOver.push(task) },
  );
  const inView = async (links: readonly (readonly [string, string])[]) => {
    prefetch(links.map(([section, path]) => ({ section, path })));
    await settle();
  };
  /** Settles the oldest page fetch still held. */
  const filesDone = async (ok = true) => {
    held.shift()!(ok);
    await settle();
  };
  /** The cap's window ends (the clock is the test's to move). */
  const windowEnds = async () => {
    for (const task of whenOver.splice(0)) task();
    await settle();
  };
  return { inView, fetched, filesDone, windowEnds };
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
    const { inView, fetched } = prefetcher({ payments: listOf(0, { '/payout': 1 }) }, { bytes: listBound - 1 });
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
    await inView([
      ['agency', '/about'],
      ['agency', '/pricing'],
      ['legal', '/terms'],
    ]);
    expect(fetched).toEqual(['list:agency', 'list:legal']);
    listArrives(listOf(4_000, { '/terms': 1_000 }));
    await settle();
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
    const { inView, fetched } = prefetcher(lists, { bytes: 2 * listBound, requested: ['payments'] });
    await inView([['payments', '/payout']]);
    lists.payments = listOf(0, { '/payin': 0 });
    await inView([['payments', '/payin']]);
    // Both reads were charged: no third list fits.
    await inView([['legal', '/terms']]);
    expect(fetched).toEqual(['list:payments', 'list:payments', '/payin.js']);
  });

  it('caps nothing after the first 10 s', async () => {
    let now = 0;
    const lists = {
      payments: listOf(30_000, { '/payout': 30_000 }),
      legal: listOf(30_000, { '/terms': 30_000, '/privacy': 30_000 }),
    };
    const { inView, fetched } = prefetcher(lists, { now: () => now });
    await inView([
      ['payments', '/payout'],
      ['legal', '/terms'],
    ]);
    expect(fetched).toEqual(['list:payments', 'list:legal', 'section:payments']);
    now = 10_000;
    await inView([['legal', '/privacy']]);
    expect(fetched).toEqual(['list:payments', 'list:legal', 'section:payments', 'section:legal', '/privacy.js']);
  });

  it('asks again, once the first 10 s end, for the links the cap refused', async () => {
    let now = 0;
    const lists = {
      payments: listOf(30_000, { '/payout': 30_000 }),
      legal: listOf(30_000, { '/terms': 30_000 }),
    };
    const { inView, fetched, windowEnds } = prefetcher(lists, { now: () => now });
    await inView([
      ['payments', '/payout'],
      ['legal', '/terms'],
    ]);
    expect(fetched).toEqual(['list:payments', 'list:legal', 'section:payments']);
    now = 10_000;
    await windowEnds();
    expect(fetched).toEqual([
      'list:payments',
      'list:legal',
      'section:payments',
      'section:legal',
      '/terms.js',
      '/payout.js',
    ]);
  });

  it('asks for each page once, however often its links come into view', async () => {
    const { inView, fetched } = prefetcher({ payments: listOf(0, { '/payout': 100 }) }, { requested: ['payments'] });
    await inView([['payments', '/payout']]);
    await inView([
      ['payments', '/payout'],
      ['payments', '/payout'],
    ]);
    expect(fetched).toEqual(['list:payments', '/payout.js']);
  });

  it('fetches two pages at a time, the sections taking turns, the next one when one settles, failed or not', async () => {
    const { inView, fetched, filesDone } = prefetcher(
      {
        agency: listOf(0, { '/about': 1, '/services': 1, '/pricing': 1 }),
        payments: listOf(0, { '/payout': 1, '/payin': 1 }),
        legal: listOf(0, { '/privacy': 1 }),
      },
      { requested: ['agency', 'payments', 'legal'], holdFiles: true },
    );
    await inView([
      ['agency', '/about'],
      ['agency', '/services'],
      ['agency', '/pricing'],
      ['payments', '/payout'],
      ['payments', '/payin'],
      ['legal', '/privacy'],
    ]);
    const files = () => fetched.filter((url) => url.endsWith('.js'));
    expect(files()).toEqual(['/about.js', '/payout.js']);
    await filesDone(false);
    expect(files()).toEqual(['/about.js', '/payout.js', '/privacy.js']);
    for (let page = 0; page < 3; page += 1) await filesDone();
    expect(files()).toEqual(['/about.js', '/payout.js', '/privacy.js', '/services.js', '/payin.js', '/pricing.js']);
  });
});
