import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect, test } from '@playwright/test';
import { storedRecords, type FieldBatch, type FieldRecord } from '@site/field';
import { repoRoot } from './support/ports';

/**
 * `pnpm field --html` writes one page that opens from disk in Chromium with every chart drawn (uPlot inlined, no
 * network) and no console error. The records are a fixture store the test writes: two payments releases over
 * three hours, with vitals and errors.
 */
const start = Date.parse('2026-05-01T08:00:00Z');
const chartsPerApp = ['p75 LCP and INP (ms)', 'p75 CLS', 'Error rate (% of page views)'];

function fixtureStore(dir: string) {
  const lines: ReturnType<typeof storedRecords> = [];
  for (let i = 0; i < 90; i += 1) {
    const release = i < 45 ? 'payments1111' : 'payments2222';
    const on = { path: '/payout', owner: 'payments', app: 'payments', at: 10 };
    const records: FieldRecord[] = [
      { ...on, kind: 'pageview', navigation: 'load' },
      { ...on, kind: 'vital', name: 'LCP', value: 1500 + ((i * 97) % 2000), rating: 'good', id: `l${i}` },
      { ...on, kind: 'vital', name: 'INP', value: 80 + ((i * 31) % 300), rating: 'good', id: `i${i}` },
      { ...on, kind: 'vital', name: 'CLS', value: ((i * 7) % 20) / 100, rating: 'good', id: `c${i}` },
    ];
    if (i % 9 === 0) records.push({ ...on, kind: 'error', type: 'error', message: `Payout ${i} failed` });
    const batch: FieldBatch = {
      v: 1,
      view: `view-${1000 + i}`,
      releases: { shell: 'shell0000001', payments: release },
      records,
    };
    lines.push(...storedRecords(batch, new Date(start + i * 2 * 60_000).toISOString()));
  }
  mkdirSync(join(dir, 'field'), { recursive: true });
  writeFileSync(join(dir, 'field', 'field.jsonl'), lines.map((line) => `${JSON.stringify(line)}\n`).join(''));
}

test('pnpm field --html opens from disk with every chart drawn and no console error', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'field-report-e2e-'));
  try {
    fixtureStore(dir);
    const html = join(dir, 'report.html');
    const result = spawnSync(
      process.execPath,
      ['scripts/field/cli.mjs', 'payments', '--data', dir, '--since', '2026-05-01', '--html', html],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(result.status, `${result.stdout}${result.stderr}`).toBe(0);
    expect(result.stdout).toContain('release payments2222');

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto(pathToFileURL(html).href);

    const section = page.getByRole('region', { name: 'payments' });
    for (const title of chartsPerApp) {
      const chart = section.getByRole('figure', { name: `payments: ${title}` });
      await expect(chart.locator('.u-title')).toHaveText(title);
      // A drawn chart has pixels of its series' colours on its canvas, not only a blank one.
      const painted = await chart.locator('canvas').evaluate((canvas: HTMLCanvasElement) => {
        const { data } = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height) ?? { data: [] };
        let count = 0;
        for (let i = 3; i < data.length; i += 4) if ((data[i] ?? 0) > 0) count += 1;
        return count;
      });
      expect(painted, title).toBeGreaterThan(500);
    }
    await expect(
      section.getByText(
        /^Release markers: payments1111 first seen 2026-05-01 08:00 UTC; payments2222 first seen 2026-05-01 09:30 UTC$/,
      ),
    ).toBeVisible();
    expect(problems).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
