import { describe, expect, inject, test } from 'vitest';
import { fixtureErrorMessage, nextButtonName } from '../tests/support/fieldFixtures';
import { liveAttribution, recordName } from '../tests/support/fieldStore';
import { leave, viewsSent, waitForFieldSender } from './support/field';
import { fieldServers, fieldSite, liveReleases, storedRecordsOf, withNginx } from './support/fieldSites';
import { button, openPage, scrollTo } from './support/site';
import { visitorPerFile } from './support/visitor';

/**
 * The field proof in Firefox ESR and WebKitGTK (field.spec.ts is Chromium's): every app released to a `dir:`
 * target served by the Node server and by nginx (support/fieldSetup.ts); a visitor loads pages, interacts and
 * leaves, and the collector's store holds their page views and the Core Web Vitals the engine reports, each with its
 * path, owner and the live releases; the throwing payments fixture's click is an error of payments and that release.
 */
const visitor = visitorPerFile();
const visited = ['/', '/payout', '/privacy'] as const;

/**
 * The vitals each engine reports for a page loaded, clicked, scrolled and left (web-vitals 6 measures only what the
 * engine's performance timeline offers).
 */
const reported = {
  firefox: ['FCP', 'INP', 'LCP', 'TTFB'],
  webkit: ['FCP', 'TTFB'],
} as const;

/** What the stored records of those page views hold for each path: its page view and vitals, names sorted. */
const heldPerPath = (records: ReturnType<typeof storedRecordsOf>) =>
  Object.fromEntries(
    visited.map((path) => [
      path,
      [...new Set(records.filter((record) => record.path === path && record.kind !== 'error').map(recordName))].sort(),
    ]),
  );

for (const server of fieldServers) {
  describe.skipIf(server === 'nginx' && !withNginx)(`served by ${server}`, () => {
    test('a visitor loads /, /payout and /privacy, clicks, scrolls and leaves: their page views and vitals, each with its path, owner and the live releases', async () => {
      const site = fieldSite(server, 'live');
      const live = liveReleases(site);
      for (const path of visited) {
        // Opening the next page leaves this one; the last one is left for about:blank.
        await openPage(visitor, `${site.origin}${path}`);
        await waitForFieldSender(visitor);
        await visitor.click({ css: 'main h1' });
        await scrollTo(visitor, 600);
      }
      await leave(visitor);
      const views = await viewsSent(visitor, site.origin);
      expect(views).toHaveLength(visited.length);

      const expected = [...reported[inject('engine')], 'pageview'].sort();
      await expect
        .poll(() => heldPerPath(storedRecordsOf(site, views)), { message: 'the page views and vitals of each page' })
        .toEqual(Object.fromEntries(visited.map((path) => [path, expected])));
      for (const record of storedRecordsOf(site, views)) {
        expect(record, `${recordName(record)} on ${record.path}`).toEqual(
          expect.objectContaining(liveAttribution(record, live)),
        );
      }
    });

    test("the throwing payments release: the Next button's click is an error of payments and that release, from its script", async () => {
      const site = fieldSite(server, 'throws');
      const fixtureRelease = liveReleases(site).payments;
      expect(fixtureRelease, 'the fixture is released as payments').not.toBe(
        liveReleases(fieldSite(server, 'live')).payments,
      );
      await openPage(visitor, `${site.origin}/payout`);
      await waitForFieldSender(visitor);
      await visitor.click(button(nextButtonName));
      await leave(visitor);
      const views = await viewsSent(visitor, site.origin);

      const errors = () => storedRecordsOf(site, views).filter((record) => record.kind === 'error');
      await expect
        .poll(errors, { message: 'the error of the click, attributed to payments and the fixture release' })
        .toEqual([
          expect.objectContaining({
            type: 'error',
            path: '/payout',
            owner: 'payments',
            app: 'payments',
            release: fixtureRelease,
          }),
        ]);
      // A real message and stack from the payments origin's script, not a cross-origin "Script error.".
      expect(errors()[0], 'the error as the page saw it').toEqual(
        expect.objectContaining({
          message: expect.stringContaining(fixtureErrorMessage),
          source: expect.stringMatching(new RegExp(`^${site.paymentsOrigin}/static/js/.+\\.js$`)),
          line: expect.any(Number),
          stack: expect.stringContaining(site.paymentsOrigin),
        }),
      );
    });
  });
}
