import { describe, expect, it } from 'vitest';
import { markers, withFigures } from './doc.mjs';
import { figures, pageNames } from './targets.mjs';

const samples = { current: { [pageNames.scroll]: { longestTaskMs: [80, 120, 90, 70, 95] } } };
const plan = { routes: [], floor: [], transitions: [], taps: [], prefetchPaths: [] };
const results = {
  startedAt: '2026-11-27T12:30:00.000Z',
  durationMs: 600_000,
  environment: { chromium: 'Chromium 150', node: 'v20.20.2', cpus: 2, benchmarkIndex: null },
  settings: { runs: 5, smoke: false, parts: ['scroll'] },
  commits: { current: 'abc1234', baseline: null },
  samples,
  figures: figures(samples, 'current', plan),
  baselineFigures: null,
};

describe('withFigures', () => {
  it('replaces only the section between the markers, with the run’s date, commit and figures', () => {
    const doc = `# Performance\n\n${markers.start}\nold figures\n${markers.end}\n\n## How to reproduce\n`;
    const updated = withFigures(doc, results);
    expect(updated).not.toContain('old figures');
    expect(updated).toMatch(/^# Performance\n/);
    expect(updated).toContain('## How to reproduce');
    expect(updated).toContain('the run of 2026-11-27T12:30:00.000Z');
    expect(updated).toContain('abc1234');
    expect(updated).toContain(
      '| / scrolled to its end after takeover: longest task (applied 4×) | 90 ms [70–120] | 5 | ≤ 100 ms | ✓ |',
    );
    expect(withFigures(updated, results)).toBe(updated);
  });

  it('refuses a reference without the markers', () => {
    expect(() => withFigures('# Performance\n', results)).toThrow(/bench:figures/);
  });
});
