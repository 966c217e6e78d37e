import { describe, expect, it } from 'vitest';
import { rotation, visitInterleaved } from './interleave.mjs';

describe('rotation', () => {
  it('turns the items left, so that over as many runs each takes each position once', () => {
    expect(rotation(['a', 'b', 'c'], 0)).toEqual(['a', 'b', 'c']);
    expect(rotation(['a', 'b', 'c'], 1)).toEqual(['b', 'c', 'a']);
    expect(rotation(['a', 'b', 'c'], 5)).toEqual(['c', 'a', 'b']);
    const firsts = [0, 1, 2].map((run) => rotation(['a', 'b', 'c'], run)[0]);
    expect(new Set(firsts).size).toBe(3);
  });

  it('keeps a site and its twin alternating as the benchmark always did', () => {
    expect(rotation(['site', 'noJs'], 0)).toEqual(['site', 'noJs']);
    expect(rotation(['site', 'noJs'], 1)).toEqual(['noJs', 'site']);
  });

  it('is empty for no items', () => {
    expect(rotation([], 3)).toEqual([]);
  });
});

describe('visitInterleaved', () => {
  const groups = [
    [{ id: '/ site' }, { id: '/ noJs' }],
    [{ id: 'floor html' }, { id: 'floor federated' }],
  ];

  /** A fake run that records the order of the visits and returns "<run>:<page>". */
  function recorder() {
    const order = /** @type {string[][]} */ ([]);
    const closed = /** @type {number[]} */ ([]);
    const openRun = async (/** @type {number} */ run) => {
      order.push([]);
      return {
        visit: async (/** @type {{ id: string }} */ page) => (order[run]?.push(page.id), `${run}:${page.id}`),
        close: async () => void closed.push(run),
      };
    };
    return { order, closed, openRun };
  }

  it('visits every page once per run and returns its samples in run order', async () => {
    const { openRun, closed } = recorder();
    const samples = await visitInterleaved(groups, 3, openRun);
    expect(samples.get('/ site')).toEqual(['0:/ site', '1:/ site', '2:/ site']);
    expect(samples.get('floor federated')).toEqual(['0:floor federated', '1:floor federated', '2:floor federated']);
    expect(closed).toEqual([0, 1, 2]);
  });

  it('keeps a group’s pages next to each other, and turns both orders from run to run', async () => {
    const { openRun, order } = recorder();
    await visitInterleaved(groups, 2, openRun);
    expect(order[0]).toEqual(['/ site', '/ noJs', 'floor federated', 'floor html']);
    expect(order[1]).toEqual(['floor federated', 'floor html', '/ site', '/ noJs']);
  });

  it('opens no run when there is nothing to visit', async () => {
    const { openRun, order } = recorder();
    expect(await visitInterleaved([], 5, openRun)).toEqual(new Map());
    expect(order).toEqual([]);
  });

  it('closes a run whose visit failed unexpectedly', async () => {
    const closed = /** @type {number[]} */ ([]);
    const failing = async (/** @type {number} */ run) => ({
      visit: async () => {
        throw new Error('browser crashed');
      },
      close: async () => void closed.push(run),
    });
    await expect(visitInterleaved(groups, 1, failing)).rejects.toThrow('browser crashed');
    expect(closed).toEqual([0]);
  });
});
