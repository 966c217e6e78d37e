import { fragmentAttribute, hydratesAtFirstUseAttribute, interactiveAttribute } from '@site/document';
import { siteRoutes } from '@site/routes';
import { describe, expect, test } from 'vitest';
import { openPage, read, scrollTo, waitForInteractive } from './support/site';
import { visitorPerFile } from './support/visitor';

const visitor = visitorPerFile();

/** What a crawler and a link preview read in the head: each tag, present or not. */
const headTags = () =>
  Object.fromEntries(
    Object.entries({
      title: 'title',
      description: 'meta[name="description"]',
      'canonical or robots': 'link[rel="canonical"], meta[name="robots"]',
      'og:title': 'meta[property="og:title"]',
      'og:url': 'meta[property="og:url"]',
      'og:image': 'meta[property="og:image"]',
      'twitter:card': 'meta[name="twitter:card"]',
    }).map(([name, selector]) => [name, document.head.querySelector(selector) !== null]),
  );

describe('every route', () => {
  for (const route of siteRoutes) {
    test(`${route.path} renders its page with one h1, its head tags and no script error`, async () => {
      await openPage(visitor, route.path);
      expect(await visitor.run(read.count, 'main h1')).toBe(1);
      expect(await visitor.run(() => document.title)).toMatch(/Meridian Tech Labs/);
      expect(Object.values(await visitor.run(headTags)).every(Boolean)).toBe(true);
      expect(await visitor.run(() => document.body.textContent?.includes('temporarily unavailable'))).toBe(false);
      expect(await visitor.scriptErrors()).toEqual([]);
    });
  }
});

test("takeover: / responds, and its page's own app hydrates its fragment at the visitor's first use", async () => {
  await visitor.open('/');
  await expect.poll(() => visitor.run(read.attribute, 'html', interactiveAttribute)).toBe('');
  const fragment = `[${fragmentAttribute}="agency"]`;
  expect(await visitor.run(read.attribute, fragment, hydratesAtFirstUseAttribute)).toBe('');
  expect(await visitor.run(read.attribute, fragment, interactiveAttribute)).toBeNull();
  await waitForInteractive(visitor);
  expect(await visitor.run(read.attribute, fragment, interactiveAttribute)).toBe('');
  expect(await visitor.scriptErrors()).toEqual([]);
});

describe('screenshots, kept for a look by eye', () => {
  for (const width of [390, 1280]) {
    for (const path of ['/', '/payout', '/contact']) {
      test(`${path} at ${width} px`, async () => {
        await visitor.resize(width, 844);
        await openPage(visitor, path);
        await scrollTo(visitor, 0);
        await visitor.screenshot(`${path === '/' ? 'home' : path.slice(1)}-${width}`);
      });
    }
  }
});
