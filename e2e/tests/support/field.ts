import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { fieldQueueName } from '@site/document';
import { releasesFile } from '@site/field';
import { repoRoot } from './ports';
import { releaseCommand } from './release';

/**
 * The live release of each app on a `dir:` target, as the target's `releases.json` says (what every record names)
 * once it is checked against what `pnpm releases <app>` marks live.
 */
export function liveReleases(target: string, apps: readonly string[]): Record<string, string> {
  const listed = Object.fromEntries(
    apps.map((app) => {
      const { output } = releaseCommand(['releases', app, '--target', `dir:${target}`]);
      return [app, /^\* ([0-9a-f]{12}) /m.exec(output)?.[1]];
    }),
  );
  const file = JSON.parse(readFileSync(join(target, 'site', releasesFile), 'utf8')) as Record<string, string>;
  expect(file, `site/${releasesFile} names the releases pnpm releases marks live`).toEqual(listed);
  return file;
}

/**
 * Waits until the page's field sender runs: it has taken the early queue over (it sets the queue's `flush`), so
 * what the visitor does from now on is measured and sent when they leave.
 */
export async function waitForFieldSender(page: Page) {
  await page.waitForFunction(
    (name) => typeof (window as unknown as Record<string, { flush?: unknown } | undefined>)[name]?.flush === 'function',
    fieldQueueName,
    { timeout: 15_000 },
  );
}

/** Runs `pnpm field …` (the root package's `field` script, without pnpm's banner) and returns what it printed. */
export function fieldReport(args: string[]) {
  const scripts = (
    JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
  ).scripts;
  const [command, ...script] = (scripts.field ?? '').split(' ');
  expect(command, 'the root package.json has a `field` script run by node').toBe('node');
  const result = spawnSync(process.execPath, [...script, ...args], { cwd: repoRoot, encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * Waits until Chromium has measured an interaction of at least `ms` (its Event Timing entry comes with the next
 * paint) and the page has been idle once since: web-vitals reads those entries in an idle callback, so a visitor
 * who left at once would send the INP as it was before that interaction.
 */
export async function waitForInteractionOf(page: Page, ms: number) {
  await page.evaluate(
    ({ atLeast, giveUpMs }) =>
      new Promise<void>((resolve, reject) => {
        // A click that never ran the slow handler fails here with what Chromium measured, not at the test's timeout.
        const measured: string[] = [];
        const gaveUp = setTimeout(
          () =>
            reject(
              new Error(
                `No interaction of ${atLeast} ms within ${giveUpMs / 1000} s; measured: ${measured.join(', ') || 'none'}.`,
              ),
            ),
          giveUpMs,
        );
        new PerformanceObserver((list, observer) => {
          // Each event's name and target, and how long it waited for its handlers and ran in them: where a short one went.
          for (const entry of list.getEntries() as PerformanceEventTiming[]) {
            const target =
              entry.target instanceof Element
                ? (entry.target.getAttribute('aria-label') ?? entry.target.tagName)
                : 'no target';
            const phases = [entry.processingStart - entry.startTime, entry.processingEnd - entry.processingStart];
            measured.push(
              `${entry.name} on ${target} ${Math.round(entry.duration)} ms (${phases.map(Math.round).join('+')} ms to and in its handlers)`,
            );
          }
          if (!list.getEntries().some((entry) => entry.duration >= atLeast)) return;
          observer.disconnect();
          clearTimeout(gaveUp);
          requestIdleCallback(() => resolve());
        }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
      }),
    { atLeast: ms, giveUpMs: 20_000 },
  );
}

/**
 * Waits until Chromium has measured the page's first input (its `first-input` entry, whatever its duration, which
 * web-vitals reads as an interaction of the INP it sends) and the page has been idle once since.
 */
export async function waitForFirstInput(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_, observer) => {
          observer.disconnect();
          requestIdleCallback(() => resolve());
        }).observe({ type: 'first-input', buffered: true });
      }),
  );
}

/** What `pnpm field` printed about one release: from its `release <id>` line to the next release or app. */
export function reportOfRelease(output: string, release: string): string {
  const start = output.indexOf(`release ${release}`);
  expect(start, `pnpm field names release ${release}:\n${output}`).toBeGreaterThanOrEqual(0);
  const rest = output.slice(start);
  const end = rest.slice(1).search(/\n(?: {2}release |\S)/);
  return end === -1 ? rest : rest.slice(0, end + 1);
}
