import { expect, test, type Locator, type Page } from '@playwright/test';
import { openPage, waitForTakeover } from './support/site';

/** The lowest opacity among an element and its ancestors: what a visitor sees of it. */
const shownOpacity = (element: Locator) =>
  element.evaluate((node) => {
    let lowest = 1;
    for (let current: Element | null = node; current; current = current.parentElement)
      lowest = Math.min(lowest, Number(getComputedStyle(current).opacity));
    return lowest;
  });

const lastHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).last();

/**
 * Moves the pointer, which loads Motion's features, and brings the page's last section to just below the fold,
 * where it waits to be revealed: the sign that Motion can animate.
 */
async function motionReady(page: Page): Promise<Locator> {
  await page.mouse.move(10, 10);
  const heading = lastHeading(page);
  await heading.evaluate((node) =>
    window.scrollBy({ top: node.getBoundingClientRect().top - window.innerHeight - 100, behavior: 'instant' }),
  );
  await expect.poll(() => shownOpacity(heading)).toBe(0);
  return heading;
}

/**
 * An animation of opacity as the page runs it: its length, the opacity it starts from and ends at, and the
 * opacity shown halfway through (the animation is moved to its middle for that sample, then put back, in one task).
 */
type Fade = { duration: number; from: number; to: number; halfway: number };

/**
 * Samples the opacity of the page's <main> on every frame for `ms`, with the opacity animations running on it:
 * from now, or with `nextPage` from the moment a new <main> (the next page's) replaces the current one. The
 * animations are read from the page itself, so a busy machine that skips frames cannot hide a fade.
 */
const sampleMain = (page: Page, ms: number, { nextPage = false } = {}) =>
  page.evaluate(
    ({ ms, nextPage }) =>
      new Promise<{ opacities: number[]; fades: Fade[] }>((resolve) => {
        const current = nextPage ? document.getElementById('main') : null;
        const opacities: number[] = [];
        const fades = new Map<Animation, Fade>();
        let startedAt: number | undefined;
        const giveUpAt = performance.now() + 10_000;
        const sample = (now: number) => {
          const main = document.getElementById('main');
          if (main && main !== current) {
            startedAt ??= now;
            opacities.push(Number(getComputedStyle(main).opacity));
            for (const animation of main.getAnimations()) {
              const frames = (animation.effect as KeyframeEffect).getKeyframes();
              if (fades.has(animation) || !frames.some((frame) => 'opacity' in frame)) continue;
              const duration = Number(animation.effect?.getComputedTiming().duration);
              const { currentTime } = animation;
              animation.currentTime = duration / 2;
              const halfway = Number(getComputedStyle(main).opacity);
              animation.currentTime = currentTime;
              fades.set(animation, {
                duration,
                from: Number(frames.at(0)?.opacity),
                to: Number(frames.at(-1)?.opacity),
                halfway,
              });
            }
          }
          if ((startedAt !== undefined && now - startedAt > ms) || now > giveUpAt)
            resolve({ opacities, fades: [...fades.values()] });
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    { ms, nextPage },
  );

/** Every transform or opacity animation running in the page's content, sampled on each frame for `ms`. */
const movingDuring = (page: Page, ms: number) =>
  page.evaluate(
    (ms) =>
      new Promise<string[]>((resolve) => {
        const seen = new Set<string>();
        const end = performance.now() + ms;
        const sample = (now: number) => {
          for (const animation of document.getAnimations()) {
            const effect = animation.effect as KeyframeEffect | null;
            const target = effect?.target as Element | null | undefined;
            const properties = (effect?.getKeyframes() ?? []).flatMap((frame) => Object.keys(frame));
            const inContent = target?.closest('main') !== null && target?.closest('main') !== undefined;
            if (
              animation.playState === 'running' &&
              inContent &&
              properties.some((name) => /opacity|transform/.test(name))
            )
              seen.add(`${target?.tagName ?? '?'}: ${properties.join(',')}`);
          }
          if (now > end) resolve([...seen]);
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      }),
    ms,
  );

/**
 * Records every opacity animation the page starts from now on (Motion runs opacity through `element.animate`):
 * the opacity it ends at and whether its element was shown when it started. Read with `startedFades`.
 */
const recordFades = (page: Page) =>
  page.evaluate(() => {
    const fades: { to: number; whileShown: boolean }[] = [];
    Object.assign(window, { __fades: fades });
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: Element, keyframes, options) {
      const frames = keyframes as Keyframe[] | PropertyIndexedKeyframes | null;
      const opacity = Array.isArray(frames) ? frames.at(-1)?.opacity : [frames?.opacity].flat().at(-1);
      if (opacity !== undefined && opacity !== null)
        fades.push({ to: Number(opacity), whileShown: this.checkVisibility({ visibilityProperty: true }) });
      return animate.call(this, keyframes, options);
    };
  });
const startedFades = (page: Page) =>
  page.evaluate(() => (window as unknown as { __fades: { to: number; whileShown: boolean }[] }).__fades);

test.describe('motion', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('content about to scroll into view waits for the visitor and is revealed once in view', async ({ page }) => {
    await openPage(page, '/about');
    // Motion's features load at the visitor's first move; then a section about to be seen waits to be revealed.
    const heading = await motionReady(page);
    await heading.scrollIntoViewIfNeeded();
    await expect.poll(() => shownOpacity(heading)).toBe(1);
    // Once revealed it stays: scrolling away and back does not hide it again.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await heading.scrollIntoViewIfNeeded();
    expect(await shownOpacity(heading)).toBe(1);
  });

  test('a route change fades the new page in over 0.3 s and lands at opacity 1', async ({ page }) => {
    await openPage(page, '/about');
    await motionReady(page);
    const samples = sampleMain(page, 600, { nextPage: true });
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    const { fades } = await samples;
    expect(fades).toHaveLength(1);
    const [fade] = fades;
    expect(fade).toMatchObject({ duration: 300, from: 0, to: 1 });
    expect(fade?.halfway).toBeGreaterThan(0);
    expect(fade?.halfway).toBeLessThan(1);
    await expect.poll(() => shownOpacity(page.getByRole('main'))).toBe(1);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the Services dropdown fades out when it closes, then hides', async ({ page }) => {
    await openPage(page, '/');
    await motionReady(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services menu' }).click();
    const payout = nav.getByRole('link', { name: 'Payout', exact: true });
    await expect(payout).toBeVisible();
    await recordFades(page);
    await page.keyboard.press('Escape');
    await expect(payout).toBeHidden();
    expect(await startedFades(page)).toContainEqual({ to: 0, whileShown: true });
  });

  test('the mobile menu fades out when its button closes it, then hides', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/about');
    await motionReady(page);
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const pricing = page
      .getByRole('navigation', { name: 'Mobile' })
      .getByRole('link', { name: 'Pricing', exact: true });
    await expect(pricing).toBeVisible();
    await recordFades(page);
    await toggle.click();
    await expect(pricing).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(await startedFades(page)).toContainEqual({ to: 0, whileShown: true });
  });

  test('the mobile menu fades in from its first frame: its fade starts before the menu shows', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPage(page, '/about');
    await motionReady(page);
    await recordFades(page);
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    const fadesIn = (await startedFades(page)).filter((fade) => fade.to === 1);
    expect(fadesIn).toContainEqual({ to: 1, whileShown: false });
    expect(fadesIn).not.toContainEqual({ to: 1, whileShown: true });
  });

  test('a first tap opens the mobile menu at once, and Motion arriving later never fades it', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // Opened without a use: the tap below must be the visitor's first, before Motion's features were wanted.
    await page.goto('/about');
    await waitForTakeover(page);
    // Whether the open menu's content, once shown at full opacity on a frame, ever shows fainter on a later one.
    await page.evaluate(() => {
      const panel = document.querySelector('[popover]');
      const seen = { shownFully: false, fadedAfter: false };
      Object.assign(window, { __menuSeen: seen });
      const sample = () => {
        const content = panel?.firstElementChild;
        if (content && panel?.matches(':popover-open')) {
          const opacity = Number(getComputedStyle(content).opacity);
          if (seen.shownFully && opacity < 1) seen.fadedAfter = true;
          if (opacity === 1) seen.shownFully = true;
        }
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    // The tap is the visitor's first use, and Motion's features (a script) arrive only once the menu is open.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route) => {
      if (route.request().resourceType() === 'script') await released;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Pricing' })).toBeVisible();
    release();
    await motionReady(page);
    const seen = await page.evaluate(() => (window as unknown as { __menuSeen: object }).__menuSeen);
    expect(seen).toEqual({ shownFully: true, fadedAfter: false });
  });

  test('an FAQ answer fades in from its first frame: its fade starts before the answer shows', async ({ page }) => {
    await openPage(page, '/');
    await motionReady(page);
    const faq = page
      .getByRole('main')
      .locator('section', { has: page.getByRole('heading', { name: /questions/i }) })
      .last();
    const question = faq.locator('summary').first();
    await question.scrollIntoViewIfNeeded();
    // The section's own reveal has run: what starts from now on is the answer's. (The header's compact look is an
    // animation on the scroll's timeline, there for as long as the page is.)
    await expect
      .poll(() =>
        page.evaluate(() => document.getAnimations().filter((motion) => motion.timeline === document.timeline).length),
      )
      .toBe(0);
    await recordFades(page);
    await question.click();
    await expect(faq.getByRole('region').first()).toBeVisible();
    const fadesIn = (await startedFades(page)).filter((fade) => fade.to === 1);
    expect(fadesIn).toEqual([{ to: 1, whileShown: false }]);
  });

  test('the first paint never fades', async ({ page }) => {
    await page.goto('/pricing');
    const { opacities, fades } = await sampleMain(page, 1500);
    expect(opacities.every((opacity) => opacity === 1)).toBe(true);
    expect(fades).toEqual([]);
  });

  test('with reduced motion, neither a route change nor scrolling moves anything', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openPage(page, '/about');
    const heading = lastHeading(page);
    expect(await shownOpacity(heading)).toBe(1);
    const whileScrolling = movingDuring(page, 800);
    await heading.scrollIntoViewIfNeeded();
    expect(await whileScrolling).toEqual([]);

    const whileNavigating = movingDuring(page, 800);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing', exact: true }).click();
    expect(await whileNavigating).toEqual([]);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await shownOpacity(page.getByRole('main'))).toBe(1);
  });
});
