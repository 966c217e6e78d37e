import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.mjs';

describe('parseOptions', () => {
  it('defaults to every route, five runs, a fresh build, ports 4300 and 4310', () => {
    expect(parseOptions([], {})).toEqual({
      part: 'all',
      routes: undefined,
      runs: 5,
      smoke: false,
      build: true,
      out: 'bench-results',
      port: 4300,
      proxyPort: 4310,
    });
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
  it('measures one part alone, and refuses an unknown one', () => {
    expect(parseOptions(['--part', 'navigation'], {}).part).toBe('navigation');
    expect(parseOptions([], { BENCH_PART: 'lighthouse' }).part).toBe('lighthouse');
    expect(parseOptions(['--part', 'floor'], {}).part).toBe('floor');
    expect(() => parseOptions(['--part', 'everything'], {})).toThrow(/--part must be one of/);
  });
});
