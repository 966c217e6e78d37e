import { beforeEach, describe, expect, it, vi } from 'vitest';

const runtime = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('@module-federation/enhanced/runtime', () => runtime);
vi.mock('./remoteConfig', () => ({
  fetchRemoteConfig: () => Promise.resolve({ agency: 'http://localhost:3001/mf-manifest.json' }),
}));

const { createRemoteSections } = await import('./remoteRoutes');
const { settledValue } = await import('@site/ui');

/** The page's remote sections, made afresh for each test as each page's bootstrap makes its own. */
let sections = createRemoteSections();
const remotePages = (remote: string, visit?: string) => sections.pages(remote, visit);
const retryOnNewVisit = (remote: string, visit: string) => sections.retryOnNewVisit(remote, visit);

/** What the agency's `./routes` exposes: its route table and its page fragments (a stand-in). */
const fragments = { owner: 'agency', paths: [] };
const agencyRoutes = { routes: [], fragments };

/** Loads the agency's pages, expecting the load to fail; returns the failed promise (wrapped, not adopted). */
const failedLoad = async (visit?: string) => {
  const pages = remotePages('agency', visit);
  await expect(pages).rejects.toThrow('The agency section could not be loaded.');
  return { pages };
};

describe('retryOnNewVisit', () => {
  beforeEach(() => {
    sections = createRemoteSections();
    runtime.loadRemote.mockReset().mockRejectedValue(new Error('offline'));
  });

  it("leaves a failure to the visit that saw it, the page's first load included, and retries on another", async () => {
    // The page's first load fails before React renders: the first visit to render it owns the failure.
    const { pages: firstLoad } = await failedLoad();
    retryOnNewVisit('agency', 'default');
    retryOnNewVisit('agency', 'default');
    expect(remotePages('agency', 'default')).toBe(firstLoad);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(1);

    // Another visit tries again, once, and owns that failure in turn.
    retryOnNewVisit('agency', 'second');
    const { pages: secondLoad } = await failedLoad('second');
    expect(secondLoad).not.toBe(firstLoad);
    retryOnNewVisit('agency', 'second');
    expect(remotePages('agency', 'second')).toBe(secondLoad);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);

    // Back to the first visit through history: a visit of its own again, so it retries.
    runtime.loadRemote.mockResolvedValue(agencyRoutes);
    retryOnNewVisit('agency', 'default');
    await expect(remotePages('agency', 'default')).resolves.toBe(fragments);
  });
});

describe('remotePages', () => {
  it('lets a render read a loaded section at once, without suspending, and tells of its route table', async () => {
    const tables: unknown[] = [];
    sections = createRemoteSections({ onRouteTable: (routes) => tables.push(routes) });
    runtime.loadRemote.mockReset().mockResolvedValue(agencyRoutes);
    const pages = remotePages('agency', 'reader');
    await pages;
    // A render reads a settled section at once (useSettled), without a loading state.
    expect(settledValue(pages)).toEqual({ value: fragments });
    expect(tables).toEqual([agencyRoutes.routes]);
  });
});
