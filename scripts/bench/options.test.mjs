import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.mjs';

describe('parseOptions', () => {
  it('defaults to every route, five runs, a fresh build, no baseline, ports from 4300', () => {
    expect(parseOptions([], {})).toEqual({
      parts: new Set(['lighthouse', 'navigation', 'floor', 'scroll']),
      routes: undefined,
      runs: 5,
      smoke: false,
      build: true,
      out: 'bench-results',
      port: 4300,
      proxyPort: 4310,
      floorPort: 4320,
      baseline: undefined,
      baselinePort: 4340,
      baselineProxyPort: 4350,
    });
  });

  it('takes a baseline checkout, and keeps every port of a run within 50 of --port', () => {
    expect(parseOptions(['--baseline', '../main', '--port', '7300'], {})).toMatchObject({
      baseline: '../main',
      port: 7300,
      proxyPort: 7310,
      floorPort: 7320,
      baselinePort: 7340,
      baselineProxyPort: 7350,
    });
    expect(parseOptions([], { BENCH_BASELINE: '/checkouts/main' }).baseline).toBe('/checkouts/main');
  });

  it('reads routes, runs and --no-build', () => {
    expect(parseOptions(['--routes', '/, /contact,/payout', '--runs', '3', '--no-build'], {})).toMatchObject({
      routes: ['/', '/contact', '/payout'],
      runs: 3,
      build: false,
    });
  });

  it('makes a smoke run a single run', () => {
    expect(parseOptions(['--smoke', '--runs', '5'], {})).toMatchObject({ smoke: true, runs: 1, build: true });
  });

  it('takes defaults from the environment, flags first', () => {
    expect(parseOptions(['--runs', '2'], { BENCH_RUNS: '7', BENCH_PORT: '4500' })).toMatchObject({
      runs: 2,
      port: 4500,
      proxyPort: 4510,
    });
  });

  it('refuses a run count that is not a positive integer', () => {
    expect(() => parseOptions(['--runs', '0'], {})).toThrow(/positive integer/);
  });
});

describe('parseOptions --part', () => {
  it('measures one part alone, or several, and refuses an unknown one', () => {
    expect(parseOptions(['--part', 'navigation'], {}).parts).toEqual(new Set(['navigation']));
    expect(parseOptions([], { BENCH_PART: 'lighthouse' }).parts).toEqual(new Set(['lighthouse']));
    expect(parseOptions(['--part', 'lighthouse, floor,scroll'], {}).parts).toEqual(
      new Set(['lighthouse', 'floor', 'scroll']),
    );
    expect(() => parseOptions(['--part', 'everything'], {})).toThrow(/--part must be all or some of/);
    expect(() => parseOptions(['--part', 'floor,everything'], {})).toThrow(/got floor,everything/);
  });
});
