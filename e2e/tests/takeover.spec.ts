import { expect, test, type Page } from '@playwright/test';
import {
  fragmentAttribute,
  firstScreenMarkerId,
  hydratesAtFirstUseAttribute,
  interactiveAttribute,
} from '@site/document';
import { siteRoutes } from '@site/routes';
import { remoteOrigin } from './support/ports';
import { holdBackScripts, openPage, waitForInteractive } from './support/site';

/**
 * Takeover by fragment: the shell hydrates its chrome, each page's own app hydrates its fragment;
 * nothing a visitor sees, did, or a crawler reads is lost on the way.
 */

/** What a crawler reads in the head, checked at every change of the document from its creation on. */
function watchHeadTags() {
  const missing = () => {
    const head = document.head;
    if (!head) return ['head'];
    const required: Record<string, string> = {
      title: 'title',
      description: 'meta[name="description"]',
      'canonical or robots': 'link[rel="canonical"], meta[name="robots"]',
      'og:title': 'meta[property="og:title"]',
      'og:description': 'meta[property="og:description"]',
      'og:url': 'meta[property="og:url"]',
      'twitter:card': 'meta[name="twitter:card"]',
    };
    return Object.entries(required)
      .filter(([, selector]) => head.querySelector(selector) === null)
      .map(([name]) => name);
  };
  const record = { complete: false, gaps: [] as string[], checks: 0 };
  (window as unknown as { __headTags: typeof record }).__headTags = record;
  new MutationObserver(() => {
    record.checks += 1;
    const absent = missing();
    if (absent.length === 0) record.complete = true;
    else if (record.complete) record.gaps.push(`${location.pathname}: no ${absent.join(', ')}`);
  }).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

const headRecord = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __headTags: { complete: boolean; gaps: string[]; checks: number } }).__headTags,
  );

/** Waits until the network has been idle, then watches five seconds more (the window a crawler may snapshot). */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(5_000);
}

const notFound = '/no-such-page';
const headPaths = [...siteRoutes.map((route) => route.path), notFound];

test.describe('the head keeps its tags through takeover and navigation', () => {
  for (const path of headPaths) {
    test(`${path}: title, description, canonical or robots and link-preview tags never leave the head`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await page.addInitScript(watchHeadTags);
      await openPage(page, path);
      await settle(page);
      let record = await headRecord(page);
      expect(record.complete, 'the served head had every tag').toBe(true);
      expect(record.gaps).toEqual([]);
      // After an in-site navigation too: the footer's Privacy Policy link (or Home, on the privacy page).
      const target = path === '/privacy' ? 'Home' : 'Privacy Policy';
      await page.getByRole('contentinfo').getByRole('link', { name: target, exact: true }).click();
      await expect(page).toHaveURL(target === 'Home' ? '/' : '/privacy');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await settle(page);
      record = await headRecord(page);
      expect(record.gaps).toEqual([]);
      await expect(page.locator('head title')).toHaveCount(1);
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1);
      await expect(page.locator('head meta[property="og:url"]')).toHaveCount(1);
    });
  }
});

test.describe('every served element stays the same node through takeover', () => {
  for (const path of ['/', '/payout', '/contact', '/b2b', '/privacy', notFound]) {
    test(`${path}`, async ({ page }) => {
      test.setTimeout(60_000);
      const scripts = await holdBackScripts(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const served = await page.evaluate((marker) => {
        const elements = Array.from(document.querySelectorAll('#root *')).filter((element) => element.id !== marker);
        (window as unknown as { __served: Element[] }).__served = elements;
        return elements.length;
      }, firstScreenMarkerId);
      expect(served).toBeGreaterThan(50);
      scripts.release();
      await waitForInteractive(page);
      // The page's fragment has been hydrated by its own app (the 404 page is the shell's chrome alone).
      if (path !== notFound) {
        await expect(page.locator(`[${fragmentAttribute}]`)).toHaveAttribute(interactiveAttribute, '');
      }
      const replaced = await page.evaluate(() =>
        (window as unknown as { __served: Element[] }).__served
          .filter((element) => !element.isConnected)
          .map((element) => element.outerHTML.slice(0, 120)),
      );
      expect(replaced).toEqual([]);
    });
  }
});

test('one React on the page: the chrome and the page fragment are roots of the same renderer', async ({ page }) => {
  await page.addInitScript(() => {
    const roots = new Set<unknown>();
    const renderers: unknown[] = [];
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      supportsFiber: true,
      renderers: new Map(),
      inject(renderer: unknown) {
        renderers.push(renderer);
        return renderers.length;
      },
      onCommitFiberRoot(_id: number, root: unknown) {
        roots.add(root);
      },
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
    (window as unknown as Record<string, unknown>).__reactCount = () => ({
      renderers: renderers.length,
      roots: roots.size,
    });
  });
  await openPage(page, '/payout');
  await expect(page.locator(`[${fragmentAttribute}="payments"]`)).toHaveAttribute(interactiveAttribute, '');
  const count = await page.evaluate(() =>
    (window as unknown as { __reactCount: () => { renderers: number; roots: number } }).__reactCount(),
  );
  expect(count).toEqual({ renderers: 1, roots: 2 });
});

test.describe("a fragment is hydrated at the visitor's first use, off the first load", () => {
  /** The URLs of the scripts requested from `origin`, as they are requested. */
  function scriptsFrom(page: Page, origin: string): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(origin) && request.resourceType() === 'script') urls.push(request.url());
    });
    return urls;
  }

  for (const { path, owner, remote } of [
    { path: '/', owner: 'agency', remote: 'agency' },
    { path: '/payout', owner: 'payments', remote: 'payments' },
    { path: '/contact', owner: 'shell', remote: null },
  ] as const) {
    test(`${path} responds and runs none of its page's code while nobody uses it; at first use it hydrates what was served`, async ({
      page,
    }) => {
      const remoteScripts = remote ? scriptsFrom(page, remoteOrigin(remote)) : [];
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute(interactiveAttribute, '', { timeout: 15_000 });
      const fragment = page.locator(`[${fragmentAttribute}="${owner}"]`);
      await expect(fragment).toHaveAttribute(hydratesAtFirstUseAttribute, '');
      await page.waitForLoadState('networkidle');
      expect(remoteScripts).toEqual([]);
      await expect(fragment).not.toHaveAttribute(interactiveAttribute);

      await page.mouse.move(200, 300);
      await expect(fragment).toHaveAttribute(interactiveAttribute, '', { timeout: 15_000 });
      await expect(fragment).not.toHaveAttribute(hydratesAtFirstUseAttribute);
      if (remote) expect(remoteScripts).not.toEqual([]);
    });
  }

  test('a use before the app arrived counts: the page is hydrated with no further use', async ({ page }) => {
    const scripts = await holdBackScripts(page);
    await page.goto('/');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await page.mouse.move(200, 300);
    scripts.release();
    await expect(page.locator(`[${fragmentAttribute}="agency"]`)).toHaveAttribute(interactiveAttribute, '', {
      timeout: 15_000,
    });
  });

  test('/payout with its estimator in view as the page opens: the estimator code loads before the page responds', async ({
    page,
  }) => {
    const paymentsScripts = scriptsFrom(page, remoteOrigin('payments'));
    let scriptsAtTakeover = -1;
    await page.exposeFunction('__tookOver', () => (scriptsAtTakeover = paymentsScripts.length));
    await page.addInitScript((attribute) => {
      new MutationObserver((_, observer) => {
        if (!document.documentElement.hasAttribute(attribute)) return;
        observer.disconnect();
        void (window as unknown as { __tookOver: () => Promise<void> }).__tookOver();
      }).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });
    }, interactiveAttribute);
    const scripts = await holdBackScripts(page);
    await page.goto('/payout');
    await page.getByRole('group', { name: 'Estimate your monthly payout cost' }).scrollIntoViewIfNeeded();
    scripts.release();
    await expect(page.locator(`[${fragmentAttribute}="payments"]`)).toHaveAttribute(interactiveAttribute, '', {
      timeout: 15_000,
    });
    await expect.poll(() => scriptsAtTakeover).toBeGreaterThan(0);
  });

  test('before its app hydrates it, a link in the fragment navigates the site without loading a document', async ({
    page,
  }) => {
    let releaseAgency = () => {};
    const agencyHeld = new Promise<void>((resolve) => {
      releaseAgency = resolve;
    });
    await page.route(`${remoteOrigin('agency')}/**`, async (route) => {
      await agencyHeld;
      await route.fallback();
    });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute(interactiveAttribute, '', { timeout: 15_000 });
    const fragment = page.locator(`[${fragmentAttribute}="agency"]`);
    await expect(fragment).toHaveAttribute(hydratesAtFirstUseAttribute, '');
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));

    // The FAQ is native until then: the first question opens.
    const question = fragment.locator('details').first();
    await question.locator('summary').click();
    await expect(question).toHaveJSProperty('open', true);

    await fragment.getByRole('link', { name: 'Get Started Today' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    releaseAgency();
  });
});

test.describe('a section is hydrated where it was served', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a footer link used before the footer is seen navigates the site, and its section is hydrated in place', async ({
    page,
  }) => {
    await openPage(page, '/payout');
    const link = page.getByRole('navigation', { name: 'Legal' }).getByRole('link').first();
    await link.evaluate((node) => {
      Object.assign(window, { __sameDocument: true });
      node.setAttribute('data-served-node', '');
      // Focus without scrolling: the footer stays far below, as for a keyboard shortcut or a screen reader.
      (node as HTMLElement).focus({ preventScroll: true });
    });
    const servedLink = await link.elementHandle();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/(privacy|terms|refund-policy)$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The link React followed is the one served: the footer was hydrated, not rendered again.
    expect(await servedLink?.evaluate((node) => node.isConnected && node.hasAttribute('data-served-node'))).toBe(true);
  });
});
