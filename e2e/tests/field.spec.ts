import type { ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { fieldReport, liveReleases, reportOfRelease, waitForFieldSender, waitForInteractionOf } from './support/field';
import { fixtureErrorMessage, nextButtonName, paymentsFixture, slowClickMs } from './support/fieldFixtures';
import { liveAttribution, storedFieldRecords } from './support/fieldStore';
import { fieldCollectorPort, fieldNginxPort, fieldSitePort, repoRoot } from './support/ports';
import {
  attachServerOutputs,
  expectReleased,
  remotesFile,
  serveTargetWithCollector,
  stopServer,
} from './support/release';
import { nginxReadableWorkDir } from './support/files';
import { openPage, unavailableHeading } from './support/site';

/**
 * The field proof in Chromium: every app released to a `dir:` target, served by the Node server (`pnpm serve
 * --target`, its collector on the site's origin) and by nginx (which passes the field endpoint to the outbox-only
 * collector); visitors load pages, interact and leave, and the collector's store holds what their pages sent,
 * attributed to the path's owner and the live releases. Then fixture releases of payments (support/fieldFixtures.ts,
 * built by the field-fixtures project): a Next button that throws, one that keeps the main thread, and a
 * remote that does not load; `pnpm field payments` reports them.
 */
const apps = { shell: 'shell', agency: 'mfe-agency', payments: 'mfe-payments', legal: 'mfe-legal' } as const;
const appNames = Object.keys(apps);
const vitals = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
/** A page of each remote: the agency's home, payments' /payout, the legal /privacy. */
const visited = ['/', '/payout', '/privacy'] as const;
const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));

/** One target and what serves it: the Node server alone, or nginx with the outbox-only collector behind it. */
const servers = {
  node: { port: fieldSitePort },
  nginx: { port: fieldNginxPort },
} as const;

/** The visitor leaves by navigating away: the page is hidden, then gone (pagehide). */
const leave = (page: Page) => page.goto('about:blank');

for (const [server, { port }] of Object.entries(servers)) {
  test.describe(`served by ${server}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 120_000 });
    test.skip(server === 'nginx' && !withNginx, 'no nginx here (NGINX_BIN)');

    const origin = `http://localhost:${port}`;
    const paymentsOrigin = `http://localhost:${port + 2}`;
    let work = '';
    let target = '';
    let dataDir = '';
    const running: ChildProcess[] = [];

    const release = (app: keyof typeof apps, dist: string, ...extra: string[]) =>
      expectReleased(['release', app, '--target', `dir:${target}`, '--dist', dist, '--no-build', ...extra]);
    const releases = () => liveReleases(target, appNames);
    const livePayments = () => {
      const id = releases().payments;
      expect(id, 'the live payments release').toMatch(/^[0-9a-f]{12}$/);
      return String(id);
    };
    /** The records stored since `since` (ISO time): each test reads only what its own visitors sent. */
    const recordsSince = (since: string) => storedFieldRecords(dataDir).filter((record) => record.receivedAt >= since);
    const report = () => fieldReport(['payments', '--data', dataDir, '--target', `dir:${target}`]);

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      work = nginxReadableWorkDir(`field-e2e-${server}-`);
      target = join(work, 'target');
      dataDir = join(work, 'data');
      for (const app of ['payments', 'agency', 'legal'] as const) release(app, join(repoRoot, apps[app], 'dist'));
      release('shell', join(repoRoot, 'shell/dist'), '--remotes', remotesFile(work, port));
      running.push(
        ...(await serveTargetWithCollector(server, { target, port, dataDir, collectorPort: fieldCollectorPort })),
      );
    });

    test.afterEach(() => attachServerOutputs(running));

    test.afterAll(async () => {
      for (const child of running.reverse()) await stopServer(child);
      if (work) rmSync(work, { recursive: true, force: true });
    });

    test('visitors load pages, interact and leave: LCP, INP, CLS, FCP and TTFB of each, with its path, owner and the live releases', async ({
      browser,
    }) => {
      const since = new Date().toISOString();
      const live = releases();
      const context = await browser.newContext();
      const page = await context.newPage();
      for (const path of visited) {
        // Opening the next page leaves this one; the last is closed, as a visitor closes the tab.
        await openPage(page, `${origin}${path}`);
        await waitForFieldSender(page);
        await page.getByRole('main').getByRole('heading', { level: 1 }).click();
        await page.mouse.wheel(0, 600);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      }
      await page.close();
      await context.close();

      const expected = visited.flatMap((path) => vitals.map((name) => `${name} on ${path}`));
      const sent = () =>
        recordsSince(since)
          .filter((record) => record.kind === 'vital')
          .map((record) => `${record.name} on ${record.path}`);
      await expect
        .poll(() => expected.filter((vital) => sent().includes(vital)), {
          message: 'the vitals of every page visited',
          timeout: 15_000,
        })
        .toEqual(expected);
      const vitalsSent = recordsSince(since).filter((record) => record.kind === 'vital');
      for (const record of vitalsSent) {
        expect(record, `${record.name} on ${record.path}`).toEqual(
          expect.objectContaining(liveAttribution(record, live)),
        );
      }
    });

    test('a payments release whose Next button throws: an error of payments and that release, mapped by pnpm field to the line that throws', async ({
      page,
    }) => {
      const fixture = paymentsFixture('throws');
      const before = livePayments();
      release('payments', fixture.dist);
      const fixtureRelease = livePayments();
      expect(fixtureRelease).not.toBe(before);

      const since = new Date().toISOString();
      await openPage(page, `${origin}/payout`);
      await waitForFieldSender(page);
      await page.getByRole('button', { name: nextButtonName }).click();
      await leave(page);

      await expect
        .poll(() => recordsSince(since).filter((record) => record.kind === 'error'), {
          message: 'the error of the click',
          timeout: 15_000,
        })
        .toContainEqual(
          expect.objectContaining({
            type: 'error',
            path: '/payout',
            owner: 'payments',
            app: 'payments',
            release: fixtureRelease,
            message: expect.stringContaining(fixtureErrorMessage),
            source: expect.stringMatching(new RegExp(`^${paymentsOrigin}/static/js/`)),
          }),
        );

      const { status, output } = report();
      expect(status, output).toBe(0);
      const figures = reportOfRelease(output, fixtureRelease);
      expect(figures).toContain(fixtureErrorMessage);
      expect(figures).toContain(`${fixture.file}:${fixture.line}:`);
    });

    test("a payments release whose Next button keeps the main thread: payments' INP, in its fragment, with the script", async ({
      page,
    }) => {
      release('payments', paymentsFixture('slow').dist);
      const fixtureRelease = livePayments();

      const since = new Date().toISOString();
      await openPage(page, `${origin}/payout`);
      await waitForFieldSender(page);
      await page.getByRole('button', { name: nextButtonName }).click();
      await waitForInteractionOf(page, slowClickMs);
      await leave(page);

      await expect
        .poll(() => recordsSince(since).filter((record) => record.kind === 'vital' && record.name === 'INP'), {
          message: 'the INP of the slow click',
          timeout: 15_000,
        })
        .toContainEqual(
          expect.objectContaining({
            path: '/payout',
            owner: 'payments',
            app: 'payments',
            fragment: 'payments',
            release: fixtureRelease,
            element: expect.stringContaining('[data-fragment="payments"]'),
            script: expect.stringMatching(/^https?:\/\/localhost:\d+\/.+\.js$/),
          }),
        );
      const inp = recordsSince(since)
        .filter((record) => record.kind === 'vital')
        .find((record) => record.name === 'INP' && record.app === 'payments');
      expect(inp?.value, 'the INP spans the click handler').toBeGreaterThanOrEqual(slowClickMs);

      const { status, output } = report();
      expect(status, output).toBe(0);
      const p75 = /p75 INP +([\d,]+) ms/.exec(reportOfRelease(output, fixtureRelease))?.[1];
      expect(Number(p75?.replace(/,/g, '')), output).toBeGreaterThanOrEqual(slowClickMs);
    });

    test('a payments manifest that does not load on the way into /payout: a remote-load error of payments naming the manifest', async ({
      page,
    }) => {
      const since = new Date().toISOString();
      // From the start: the sections a page links to are prefetched at the visitor's first use.
      await page.route(`${paymentsOrigin}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
      await openPage(page, `${origin}/`);
      await waitForFieldSender(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Services menu' }).click();
      await nav.getByRole('list', { name: 'Payment Solution' }).getByRole('link', { name: 'Payout' }).click();
      await expect(page).toHaveURL(`${origin}/payout`);
      await expect(page.getByRole('heading', { name: unavailableHeading })).toBeVisible();
      await leave(page);

      await expect
        .poll(
          () =>
            recordsSince(since).filter(
              (record) => record.kind === 'error' && record.type === 'remote-load' && record.path === '/payout',
            ),
          { message: 'the failed load of the payments remote', timeout: 15_000 },
        )
        .toContainEqual(
          expect.objectContaining({ owner: 'payments', app: 'payments', remote: 'payments', file: 'manifest' }),
        );
    });
  });
}
