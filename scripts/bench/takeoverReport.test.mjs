import { describe, expect, it } from 'vitest';
import { failedAppliedSample } from './appliedLoad.mjs';
import { routeResult } from './firstLoadResults.mjs';
import { failedSample } from './metrics.mjs';
import { blockingTable, comparisonTable, instrumentCheckTable, scrollTable, tellsApart } from './takeoverReport.mjs';

/** @param {{ tbt?: number, blockingMs?: number, scriptMs?: number, error?: string }} values */
const visit = ({ tbt = 0, blockingMs = 0, scriptMs = 0, error }) => ({
  lighthouse: { sample: { ...failedSample(''), runtimeError: null, tbt, scriptMs }, durationMs: 6000 },
  applied: {
    ...failedAppliedSample(error ?? ''),
    error: error ?? null,
    blockingMs: error ? null : blockingMs,
    scriptMs,
    longestTaskMs: blockingMs + 50,
    longestTaskWork: 'scriptEvaluation',
  },
});

describe('tellsApart', () => {
  it('says yes only when every run with scripts reads above every run without', () => {
    expect(tellsApart([0, 0, 7], [20, 60, 41])).toBe(true);
    // Lighthouse's simulated TBT of a one-heading page with no script, and of a federated one (issue #29).
    expect(tellsApart([64, 157, 169], [188, 279, 150])).toBe(false);
  });

  it('is n/a when either page was not measured', () => {
    expect(tellsApart([null], [200])).toBeNull();
  });
});

describe('the instrument check', () => {
  it('puts each instrument’s runs of the two pages side by side, and counts the routes it tells from their twin', () => {
    const routes = [
      routeResult('/', 'agency', [visit({ tbt: 90, blockingMs: 150 })], [visit({ tbt: 120, blockingMs: 0 })]),
      routeResult('/b2b', 'agency', [visit({ tbt: 300, blockingMs: 200 })], [visit({ tbt: 40, blockingMs: 10 })]),
    ];
    const table = instrumentCheckTable(routes, null);
    const row = (name) => table.rows.find((cells) => cells[0] === name);
    expect(row('TBT, Lighthouse (simulated)')).toEqual([
      'TBT, Lighthouse (simulated)',
      'n/a',
      'n/a',
      'n/a',
      '1 of 2',
      '80 ms (40–120)',
    ]);
    expect(row('Blocking time, trace (applied)')?.[4]).toBe('2 of 2');
  });
});

describe('the blocking table', () => {
  it('names what could not be measured instead of hiding the run', () => {
    const route = routeResult(
      '/',
      'agency',
      [visit({ blockingMs: 200 }), visit({ error: 'no takeover' })],
      [visit({}), visit({})],
    );
    const [row] = blockingTable('t', [route]).rows;
    expect(row?.[3]).toBe('200 ms');
    expect(row?.at(-1)).toBe('no takeover');
  });
});

describe('the comparison with a baseline', () => {
  it('writes each figure as baseline → today, per route', () => {
    const before = [routeResult('/', 'agency', [visit({ blockingMs: 400, scriptMs: 700 })], [visit({})])];
    const after = [routeResult('/', 'agency', [visit({ blockingMs: 150, scriptMs: 500 })], [visit({})])];
    const table = comparisonTable('d203a05', before, after);
    expect(table.title).toContain('d203a05');
    expect(table.rows[0]?.slice(0, 4)).toEqual(['/', '400 ms → 150 ms', '450 ms → 200 ms', '700 ms → 500 ms']);
  });

  it('ends with each figure’s median over the routes', () => {
    const routes = (blocking) =>
      blocking.map((blockingMs, index) => routeResult(`/${index}`, 'agency', [visit({ blockingMs })], [visit({})]));
    const table = comparisonTable('d203a05', routes([400, 100, 300]), routes([150, 50, 90]));
    expect(table.rows.at(-1)?.slice(0, 2)).toEqual(['median over routes', '300 ms → 90 ms']);
  });
});

describe('the scroll table', () => {
  it('gives each build’s longest task over the runs, and its usual kind of work', () => {
    const samples = [120, 90, 300].map((longestTaskMs) => ({
      longestTaskMs,
      longestTaskWork: 'scriptEvaluation',
      tasksOver100Ms: longestTaskMs > 100 ? 1 : 0,
      steps: 14,
      error: null,
    }));
    const scroll = {
      step: { px: 600, pauseMs: 300 },
      runs: 3,
      builds: [
        {
          id: 'current',
          label: 'current',
          commit: 'abc',
          url: '',
          samples,
          longest: { median: 120, min: 90, max: 300, runs: 3 },
        },
      ],
    };
    expect(scrollTable(scroll).rows[0]).toEqual([
      'current (abc)',
      '120 ms (90–300)',
      '120 ms, 90 ms, 300 ms',
      '1',
      'scriptEvaluation',
      '–',
    ]);
  });
});
