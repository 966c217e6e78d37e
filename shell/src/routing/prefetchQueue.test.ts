import { describe, expect, it } from 'vitest';
import { createEarlyBudget, createPrefetchQueue, prefetchAllowed } from './prefetchQueue';

/** A load the test settles by hand, recording when it started. */
function manualLoads() {
  const started: string[] = [];
  const settle = new Map<string, (ok: boolean) => void>();
  const load = (key: string) => () => {
    started.push(key);
    return new Promise<void>((resolve, reject) => {
      settle.set(key, (ok) => (ok ? resolve() : reject(new Error(`${key} failed`))));
    });
  };
  const finish = async (key: string, ok = true) => {
    settle.get(key)!(ok);
    // Let the queue's then/finally handlers run.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
  };
  return { started, load, finish };
}

describe('createPrefetchQueue', () => {
  it('loads each page once, however often it is asked for', () => {
    const queue = createPrefetchQueue(2);
    const { started, load } = manualLoads();
    queue.request('/payout', load('/payout'), true);
    queue.request('/payout', load('/payout'), false);
    queue.request('/payout', load('/payout'), true);
    expect(started).toEqual(['/payout']);
  });

  it('runs at most the cap at once, and starts the next when one settles, failed or not', async () => {
    const queue = createPrefetchQueue(2);
    const { started, load, finish } = manualLoads();
    for (const key of ['/a', '/b', '/c', '/d']) queue.request(key, load(key), false);
    expect(started).toEqual(['/a', '/b']);
    await finish('/a', false);
    expect(started).toEqual(['/a', '/b', '/c']);
    await finish('/b');
    expect(started).toEqual(['/a', '/b', '/c', '/d']);
  });

  it('starts an intent at once, even with the cap reached, and holds the background loads while it runs', async () => {
    const queue = createPrefetchQueue(1);
    const { started, load, finish } = manualLoads();
    queue.request('/in-view-1', load('/in-view-1'), false);
    queue.request('/in-view-2', load('/in-view-2'), false);
    queue.request('/hovered', load('/hovered'), true);
    expect(started).toEqual(['/in-view-1', '/hovered']);
    await finish('/in-view-1');
    expect(started).toEqual(['/in-view-1', '/hovered']);
    await finish('/hovered');
    expect(started).toEqual(['/in-view-1', '/hovered', '/in-view-2']);
  });

  it('starts a page waiting in view at once when the visitor shows intent for it, and only once', async () => {
    const queue = createPrefetchQueue(1);
    const { started, load, finish } = manualLoads();
    queue.request('/in-view-1', load('/in-view-1'), false);
    queue.request('/in-view-2', load('/in-view-2'), false);
    queue.request('/in-view-2', load('/in-view-2'), true);
    expect(started).toEqual(['/in-view-1', '/in-view-2']);
    await finish('/in-view-1');
    await finish('/in-view-2');
    expect(started).toEqual(['/in-view-1', '/in-view-2']);
  });

  it('lets the groups take turns: the first page of every section before the second of any', async () => {
    const queue = createPrefetchQueue(1);
    const { started, load, finish } = manualLoads();
    const footer = [
      ['/about', 'agency'],
      ['/services', 'agency'],
      ['/pricing', 'agency'],
      ['/payout', 'payments'],
      ['/payin', 'payments'],
      ['/privacy', 'legal'],
    ] as const;
    for (const [path, section] of footer) queue.request(path, load(path), false, section);
    for (const path of ['/about', '/payout', '/privacy', '/services', '/payin']) await finish(path);
    expect(started).toEqual(['/about', '/payout', '/privacy', '/services', '/payin', '/pricing']);
  });

  it('counts an intent in its group’s turns', async () => {
    const queue = createPrefetchQueue(1);
    const { started, load, finish } = manualLoads();
    queue.request('/about', load('/about'), false, 'agency');
    queue.request('/services', load('/services'), false, 'agency');
    queue.request('/payout', load('/payout'), false, 'payments');
    queue.request('/payin', load('/payin'), true, 'payments');
    await finish('/payin');
    await finish('/about');
    expect(started).toEqual(['/about', '/payin', '/services']);
  });
});

describe('prefetchAllowed', () => {
  it('prefetches unless the visitor saves data or the connection is 2G', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '3g' })).toBe(true);
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
});

describe('createEarlyBudget', () => {
  it('caps what is spent before the deadline, and lifts the cap at it', () => {
    let now = 0;
    const budget = createEarlyBudget({ bytes: 50_000, untilMs: 10_000 }, () => now);
    expect(budget.trySpend(30_000)).toBe(true);
    expect(budget.trySpend(25_000)).toBe(false);
    expect(budget.trySpend(20_000)).toBe(true);
    expect(budget.trySpend(1)).toBe(false);
    now = 10_000;
    expect(budget.trySpend(200_000)).toBe(true);
  });
});
