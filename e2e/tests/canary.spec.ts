import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { releasesFile } from '@site/field';
import { liveReleases, waitForFieldSender, waitForFirstInput, waitForInteractionOf } from './support/field';
import {
  agencyFixture,
  fixtureAboutTitle,
  fixtureErrorMessage,
  nextButtonName,
  paymentsFixture,
  slowClickMs,
} from './support/fieldFixtures';
import { canaryCollectorPort, canaryNginxPort, canarySitePort, repoRoot } from './support/ports';
import {
  attachServerOutputs,
  expectReleased,
  releaseCommand,
  remotesFile,
  serveTargetWithCollector,
  startReleaseCommand,
  stopServer,
} from './support/release';
import { openPage, unavailableHeading } from './support/site';
import { nginxReadableWorkDir } from './support/files';

/**
 * The canary proof in Chromium: every app released to a `dir:` target served by the Node server (`pnpm serve
 * --target`, its collector on the site's origin) and by nginx with njs (deploy/nginx/canarySide.js; the field
 * endpoint passed to the outbox-only collector); a payments candidate released `--canary <share> --watch`, and
 * real visitors, each a browser of its own (its own bucket), loading /payout and using its carousel until the
 * watcher's verdict ends the canary. The fixture candidates (support/fieldFixtures.ts): a Next button that throws,
 * one that keeps the main thread for 300 ms; the healthy candidate is the live build with one more file.
 */
const apps = { shell: 'shell', agency: 'mfe-agency', payments: 'mfe-payments', legal: 'mfe-legal' } as const;
const appNames = Object.keys(apps);
/** Each test's visitors, at most: far more than the minimum samples need at these shares. */
const maxVisitors = 60;
/** The watcher's check interval here: how soon an abort must reach every visitor. */
const checkIntervalMs = 2000;

interface Visit {
  /** The side the page was on, by the payments code it loaded: the candidate's files are under its canary prefix. */
  side: 'canary' | 'live';
  /** The payments release the site's releases.json named to this visitor. */
  releases: Record<string, string>;
  errors: string[];
  /** The page said its section did not load: the visitor left without using it. */
  unavailable: boolean;
}

/** Sides a visitor was on, visit by visit, with the share each visit began and ended at. */
type History = (Pick<Visit, 'side' | 'errors' | 'unavailable'> & { shareBefore?: number; shareAfter?: number })[];

const nginx = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const withNginx = process.env.E2E_NGINX === '1' || (process.env.E2E_NGINX !== '0' && existsSync(nginx));
const servers = { node: canarySitePort, nginx: canaryNginxPort } as const;

for (const [server, port] of Object.entries(servers)) {
  test.describe(`served by ${server}`, () => {
    test.describe.configure({ mode: 'serial', timeout: 300_000 });
    test.skip(server === 'nginx' && !withNginx, 'no nginx here (NGINX_BIN)');

    const origin = `http://localhost:${port}`;
    let work = '';
    let target = '';
    let dataDir = '';
    const running: ChildProcess[] = [];
    /** The output of the test's watcher so far: attached when the test fails, to say what the watcher saw. */
    let watcherOutput = () => '';
    /** Each visit of the test so far, a line each: attached when the test fails. */
    let visitLog: string[] = [];

    const release = (app: keyof typeof apps, dist: string, ...extra: string[]) =>
      expectReleased(['release', app, '--target', `dir:${target}`, '--dist', dist, '--no-build', ...extra]);
    const livePayments = () => String(liveReleases(target, appNames).payments);
    /**
     * The live payments release as the site's releases.json names it: read in microseconds, where livePayments also
     * runs `pnpm releases` for each app to check it (seconds, too slow for every visit).
     */
    const livePaymentsFile = () =>
      String((JSON.parse(readFileSync(join(target, 'site', releasesFile), 'utf8')) as Record<string, string>).payments);
    const canaryState = () => {
      try {
        return JSON.parse(readFileSync(join(target, 'releases/payments/canary.json'), 'utf8')) as {
          candidate: string;
          share: number;
        };
      } catch {
        return undefined;
      }
    };

    /** A settings file for the watcher: the defaults, with fewer samples and shorter steps than a real site's. */
    function settingsFile(name: string, settings: Record<string, unknown>) {
      const file = join(work, `${name}.json`);
      writeFileSync(file, JSON.stringify({ checkIntervalMs, ...settings }));
      return file;
    }

    /** `pnpm release payments --dist <dist> --canary <share> --watch`, running; `done` resolves with its exit. */
    function startWatchedCanary(dist: string, share: number, settings: string) {
      const child = startReleaseCommand(
        [
          'release',
          'payments',
          '--target',
          `dir:${target}`,
          '--dist',
          dist,
          '--canary',
          String(share),
          '--watch',
          '--settings',
          settings,
          '--data',
          dataDir,
        ],
        {},
      );
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
      const done = once(child, 'exit').then(([code]) => ({ code: code as number | null, output }));
      let exited = false;
      void done.then(() => (exited = true));
      watcherOutput = () => output;
      return { child, done, running: () => !exited, output: () => output };
    }

    /**
     * One visit of /payout in `context` (a visitor's browser): the page's sender running, a click on the carousel's
     * Next button, the interaction measured, then the visitor leaves (the page sends its records).
     */
    async function visitPayout(
      context: BrowserContext,
      candidate: string,
      waitForClick: 'slow' | 'any',
    ): Promise<Visit> {
      const page = await context.newPage();
      const errors: string[] = [];
      const requests: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      const failed: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
      page.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.url()}: ${response.status()}`);
      });
      await openPage(page, `${origin}/payout`);
      await waitForFieldSender(page);
      const onCandidate = requests.some((url) => url.includes(`/_canary/${candidate}/`));
      const next = page.getByRole('button', { name: nextButtonName });
      const unavailable = page.getByRole('heading', { name: unavailableHeading });
      try {
        await expect(next.or(unavailable)).toBeVisible();
      } catch (error) {
        // What the stalled page asked for, and what failed, say why its section neither hydrated nor gave up.
        const report = ['requests:', ...requests, 'failed:', ...failed].join('\n');
        await test.info().attach('stalled visit', { body: report, contentType: 'text/plain' });
        throw error;
      }
      // A section that did not load (the page says so): the visitor leaves, and its page reports the failure.
      const sectionUnavailable = await unavailable.isVisible();
      if (sectionUnavailable) {
        test.info().annotations.push({ type: 'section unavailable', description: failed.join('\n') });
      } else {
        await next.click();
        if (onCandidate && waitForClick === 'slow') {
          await waitForInteractionOf(page, slowClickMs).catch(async (error: unknown) => {
            const report = ['requests:', ...requests, 'failed:', ...failed, 'errors:', ...errors].join('\n');
            await test.info().attach('visit with no slow click', { body: report, contentType: 'text/plain' });
            throw error;
          });
        } else await waitForFirstInput(page);
      }
      const releases = await page.evaluate(async () => (await fetch('/releases.json')).json());
      await page.goto('about:blank');
      await page.close();
      return { side: onCandidate ? 'canary' : 'live', releases, errors, unavailable: sectionUnavailable };
    }

    /**
     * New visitors, one after another, while the watcher runs: each visit's side agrees with what releases.json said to
     * the same browser; a live visitor never saw the candidate's code or its error.
     */
    async function visitWhileWatched(
      browser: Browser,
      watched: ReturnType<typeof startWatchedCanary>,
      options: { waitForClick: 'slow' | 'any'; revisit?: boolean },
    ) {
      await expect
        .poll(() => canaryState()?.candidate, { message: 'the canary started', timeout: 60_000 })
        .toMatch(/^[0-9a-f]{12}$/);
      const candidate = String(canaryState()?.candidate);
      const live = livePayments();
      const visitors: { context: BrowserContext; history: History }[] = [];
      const visit = async (visitor: (typeof visitors)[number]) => {
        const shareBefore = canaryState()?.share;
        const liveBefore = livePaymentsFile();
        const { side, releases, errors, unavailable } = await visitPayout(
          visitor.context,
          candidate,
          options.waitForClick,
        );
        const shareAfter = canaryState()?.share;
        visitLog.push(
          `${side} (payments ${releases.payments}), share ${shareBefore} → ${shareAfter}, ${errors.length} error(s)`,
        );
        // A visit the canary's end overtook: the promoted candidate is live, at the live URLs.
        if (shareAfter === undefined) return;
        visitor.history.push({ side, errors, unavailable, shareBefore, shareAfter });
        // A raise during the visit may add the visitor to the candidate between its page and this fetch; a promotion
        // switches live to the candidate before it ends the canary, so a live visitor may fetch the candidate's ids
        // while the canary's state still shows its last share.
        if (shareBefore === shareAfter && liveBefore === livePaymentsFile()) {
          expect(releases.payments, `releases.json on the ${side} side`).toBe(side === 'canary' ? candidate : live);
        }
        if (side === 'live') expect(errors, 'a live visitor never meets the candidate').toEqual([]);
      };
      const started = performance.now();
      while (watched.running() && visitors.length < maxVisitors) {
        const visitor = { context: await browser.newContext(), history: [] };
        visitors.push(visitor);
        await visit(visitor);
        // A returning visitor too, in turn, so that each visitor's later visits show whether it kept its side.
        if (options.revisit && watched.running()) await visit(visitors[Math.floor(visitors.length / 2)]!);
      }
      const visits = visitors.flatMap(({ history }) => history);
      test.info().annotations.push({
        type: 'visitors',
        description: `${visitors.length} visitors, ${visits.length} visits (${visits.filter(({ side }) => side === 'canary').length} on the candidate) in ${Math.round((performance.now() - started) / 1000)} s`,
      });
      return { candidate, live, visitors };
    }

    test.beforeAll(async () => {
      test.setTimeout(120_000);
      work = nginxReadableWorkDir('canary-e2e-');
      target = join(work, 'target');
      dataDir = join(work, 'data');
      for (const app of ['payments', 'agency', 'legal'] as const) release(app, join(repoRoot, apps[app], 'dist'));
      release('shell', join(repoRoot, 'shell/dist'), '--remotes', remotesFile(work, port));
      running.push(
        ...(await serveTargetWithCollector(server, { target, port, dataDir, collectorPort: canaryCollectorPort })),
      );
    });

    test.afterEach(async () => {
      const testInfo = test.info();
      if (testInfo.status !== testInfo.expectedStatus) {
        await testInfo.attach('watcher output', { body: watcherOutput(), contentType: 'text/plain' });
        await testInfo.attach('visits', { body: visitLog.join('\n'), contentType: 'text/plain' });
      }
      await attachServerOutputs(running);
      watcherOutput = () => '';
      visitLog = [];
    });

    test.afterAll(async () => {
      for (const child of running.reverse()) await stopServer(child);
      if (work) rmSync(work, { recursive: true, force: true });
    });

    test('a payments candidate whose Next button throws, released --canary 50 --watch: aborted on its error rate, every visitor back on live', async ({
      browser,
    }) => {
      const live = livePayments();
      const watched = startWatchedCanary(paymentsFixture('throws').dist, 50, settingsFile('throws', { minSamples: 5 }));
      const { candidate, visitors } = await visitWhileWatched(browser, watched, { waitForClick: 'any' });
      const { code, output } = await watched.done;
      test.info().annotations.push({ type: 'watcher', description: output });

      expect(code, output).toBe(1);
      expect(output).toContain(`Abort payments ${candidate} at 50 %: significantly worse than live.`);
      expect(output).toMatch(/errorRate: canary (\d+)\/\1 views \(100\.00 %\), live 0\/\d+ views \(0\.00 %\), p = /);
      expect(output).toContain(`Aborted payments's canary of ${candidate}: every visitor is on ${live}.`);
      const onCandidate = visitors.filter(({ history }) => history[0]?.side === 'canary');
      for (const { history } of onCandidate.filter(({ history }) => !history[0]?.unavailable)) {
        expect(history[0]?.errors, "the candidate's Next button throws").toContainEqual(
          expect.stringContaining(fixtureErrorMessage),
        );
      }
      expect(onCandidate.length, 'visitors on the candidate').toBeGreaterThanOrEqual(5);
      expect(visitors.length - onCandidate.length, 'visitors on live').toBeGreaterThanOrEqual(5);

      // Within one check interval of the verdict, a visitor who was on the candidate is on live.
      const returning = onCandidate[0]!.context;
      await expect
        .poll(async () => (await (await returning.request.get(`${origin}/releases.json`)).json()).payments, {
          timeout: checkIntervalMs,
        })
        .toBe(live);
      expect(livePayments()).toBe(live);
      for (const { context } of visitors) await context.close();
    });

    test('a payments candidate whose Next button keeps the main thread 300 ms: aborted on INP', async ({ browser }) => {
      const watched = startWatchedCanary(paymentsFixture('slow').dist, 50, settingsFile('slow', { minSamples: 5 }));
      const { candidate, visitors } = await visitWhileWatched(browser, watched, { waitForClick: 'slow' });
      const { code, output } = await watched.done;
      test.info().annotations.push({ type: 'watcher', description: output });

      expect(code, output).toBe(1);
      expect(output).toContain(`Abort payments ${candidate} at 50 %: significantly worse than live.`);
      const inp = /INP: canary median (\d+) ms of \d+, live median (\d+) ms of \d+, p = /.exec(output);
      expect(inp, output).not.toBeNull();
      expect(Number(inp?.[1])).toBeGreaterThanOrEqual(slowClickMs);
      expect(output).not.toContain('errorRate: canary');
      for (const { context } of visitors) await context.close();
    });

    test('a healthy payments candidate: raised through each step and promoted, no visitor switching sides mid-canary', async ({
      browser,
    }) => {
      // The live build with one more file: the same code under a release id of its own.
      const healthy = join(work, 'payments-healthy');
      cpSync(join(repoRoot, 'mfe-payments/dist'), healthy, { recursive: true });
      writeFileSync(join(healthy, 'canary-e2e.txt'), 'A healthy candidate.\n');
      const settings = settingsFile('healthy', { minSamples: 3, minStepMs: 3000, steps: [25, 50, 100] });
      const watched = startWatchedCanary(healthy, 25, settings);
      const { candidate, visitors } = await visitWhileWatched(browser, watched, { waitForClick: 'any', revisit: true });
      const { code, output } = await watched.done;
      test.info().annotations.push({ type: 'watcher', description: output });

      expect(code, output).toBe(0);
      expect(output).toContain(`Raise payments ${candidate} from 25 % to 50 %.`);
      expect(output).toContain(`Promote payments ${candidate} from 50 % to every visitor.`);
      expect(output).toContain(`Promoted payments's canary of ${candidate} to every visitor.`);
      expect(livePayments()).toBe(candidate);
      for (const { history } of visitors) {
        // Within a step a visitor keeps its side; a raise only adds visitors to the candidate.
        for (const [index, visit] of history.entries()) {
          const previous = history[index - 1];
          if (!previous) continue;
          const shares = [previous.shareBefore, previous.shareAfter, visit.shareBefore, visit.shareAfter];
          if (shares.every((share) => share === visit.shareAfter)) {
            expect(visit.side, `a visitor's sides: ${history.map(({ side }) => side).join(', ')}`).toBe(previous.side);
          }
          if (previous.side === 'canary') expect(visit.side).toBe('canary');
        }
      }
      expect(
        visitors.some(({ history }) => history.length > 1),
        'returning visitors',
      ).toBe(true);
      for (const { context } of visitors) await context.close();
    });

    test("an agency release during a payments canary goes through, and both sides show agency's new pages", async ({
      browser,
    }) => {
      const candidate = /canary of ([0-9a-f]{12}) serves/.exec(
        release('payments', paymentsFixture('throws').dist, '--canary', '50'),
      )?.[1];
      expect(candidate).toMatch(/^[0-9a-f]{12}$/);
      release('agency', agencyFixture().dist);

      for (const side of ['candidate', 'live'] as const) {
        // Forced by the query; the session cookie it sets keeps the page's own requests on that side.
        const context = await browser.newContext();
        const page = await context.newPage();
        await openPage(page, `${origin}/about?canary_side=${side}`);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(fixtureAboutTitle);
        const releases = await page.evaluate(async () => (await fetch('/releases.json')).json());
        expect(releases.agency, side).toBe(liveReleases(target, appNames).agency);
        expect(releases.payments, side).toBe(side === 'candidate' ? candidate : livePayments());
        await context.close();
      }
      expectReleased(['release', 'payments', '--target', `dir:${target}`, '--abort']);
      expect(releaseCommand(['releases', 'payments', '--target', `dir:${target}`]).output).not.toContain('canary:');
    });
  });
}
