import { describe, expect, it } from 'vitest';
import { overBudget } from './budgetPlugin';

/** A script whose gzip size is about `kB` kilobytes: random bytes do not compress. */
const script = (name: string, kB: number) => ({
  name,
  source: Buffer.from(Array.from({ length: kB * 1000 }, () => Math.floor(Math.random() * 256))),
});

describe('overBudget', () => {
  const budgets = { entry: 5, chunk: 10, total: 20 };

  it('passes a build within every budget', () => {
    expect(overBudget([script('remoteEntry.js', 4), script('static/js/async/a.1f.js', 9)], budgets)).toEqual([]);
  });

  it('holds entries to the entry budget and other scripts to the chunk budget', () => {
    const failures = overBudget(
      [script('static/js/index.0a1b2c.js', 6), script('static/js/async/b.2e.js', 11)],
      budgets,
    );
    expect(failures.map((failure) => [failure.file, failure.budget])).toEqual([
      ['static/js/index.0a1b2c.js', 5],
      ['static/js/async/b.2e.js', 10],
    ]);
  });

  it('fails a build whose scripts together exceed the total', () => {
    const failures = overBudget([script('remoteEntry.js', 4), script('a.js', 9), script('b.js', 9)], budgets);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatchObject({ file: 'all scripts', budget: 20 });
    expect(failures[0]?.kB).toBeGreaterThan(20);
  });
});
