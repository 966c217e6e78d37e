import { gzipSync } from 'node:zlib';
import type { RsbuildPlugin, Rspack } from '@rsbuild/core';
import { webStatsOf } from './webStats';

/** Gzip budgets in kB (1000 bytes) for the JavaScript of one app's browser build. */
export interface Budgets {
  /** The app's entry: the shell's `index.js` (with the federation runtime) or a remote's `remoteEntry.js`. */
  readonly entry: number;
  /** Any other single script the build emits (react-dom is the largest, ≈66 kB). */
  readonly chunk: number;
  /** Every script of the build together. */
  readonly total: number;
}

export interface BudgetReport {
  readonly file: string;
  readonly kB: number;
  readonly budget: number;
}

const kB = (bytes: number) => Math.round(bytes / 100) / 10;

/** The scripts that exceed their budget, given each emitted script's name and contents. */
export function overBudget(
  scripts: readonly { readonly name: string; readonly source: Buffer }[],
  budgets: Budgets,
): BudgetReport[] {
  const sized = scripts.map(({ name, source }) => ({ name, gzip: gzipSync(source, { level: 9 }).length }));
  const isEntry = (name: string) => name === 'remoteEntry.js' || /^static\/js\/index\.[0-9a-f]+\.js$/.test(name);
  const failures: BudgetReport[] = sized
    .map(({ name, gzip }) => ({ file: name, kB: kB(gzip), budget: isEntry(name) ? budgets.entry : budgets.chunk }))
    .filter((report) => report.kB > report.budget);
  const total = kB(sized.reduce((sum, { gzip }) => sum + gzip, 0));
  if (total > budgets.total) failures.push({ file: 'all scripts', kB: total, budget: budgets.total });
  return failures;
}

/** Fails the build when a script of the browser build grows past its gzip budget. */
export function budgetPlugin(budgets: Budgets): RsbuildPlugin {
  return {
    name: 'site-budgets',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats) return;
        const web = webStatsOf(stats);
        if (!web) return;
        const compilation: Rspack.Compilation = web.compilation;
        const scripts = compilation
          .getAssets()
          .filter((asset) => asset.name.endsWith('.js'))
          .map((asset) => ({ name: asset.name, source: Buffer.from(asset.source.buffer()) }));
        const failures = overBudget(scripts, budgets);
        if (failures.length === 0) return;
        const lines = failures.map(
          (failure) => `  ${failure.file}: ${failure.kB} kB gzip > budget ${failure.budget} kB`,
        );
        throw new Error(`Bundle size budgets exceeded (shared/build/src/index.ts):\n${lines.join('\n')}`);
      });
    },
  };
}
