import { describe, expect, inject, test } from 'vitest';
import { button, footer, link, markDocument, mobileMenu, openPage, read, sameDocument, scrollTo } from './support/site';
import { visitorPerFile } from './support/visitor';

const visitor = visitorPerFile();
const engine = inject('engine');

/** Resolves after the next two frames: whatever a scroll changes has been rendered by then. */
const twoFrames = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

describe('desktop', () => {
  test('a footer link navigates in the page, and Back returns, with no reload', async () => {
    await visitor.resize(1280, 800);
    await openPage(visitor, '/about');
    const about = await visitor.run(read.h1);
    await markDocument(visitor);
    await visitor.click(link('Privacy Policy', footer));
    await expect.poll(() => visitor.run(read.path)).toBe('/privacy');
    // The next page's own h1, not the loading state's absence of one.
    await expect.poll(async () => [null, about].includes(await visitor.run(read.h1))).toBe(false);
    expect(await sameDocument(visitor)).toBe(true);
    await visitor.back();
    await expect.poll(() => visitor.run(read.path)).toBe('/about');
    await expect.poll(() => visitor.run(read.h1)).toBe(about);
    // Still the first document (WebKit's back/forward cache would restore it, marker and all, after a reload too:
    // the check after the link is the one that tells).
    expect(await sameDocument(visitor)).toBe(true);
  });

  test('an FAQ question opens its answer', async () => {
    await openPage(visitor, '/');
    const answerShown = () => {
      const item = document.querySelector('main details');
      const answer = item?.querySelector('[role="region"]');
      return (item as HTMLDetailsElement | null)?.open === true && answer?.checkVisibility({ opacityProperty: true });
    };
    expect(await visitor.run(answerShown)).toBe(false);
    await visitor.click({ css: 'main details > summary' });
    await expect.poll(() => visitor.run(answerShown)).toBe(true);
  });

  // Where scroll-driven animations exist (WebKit, Chromium) CSS compacts the bar; Firefox ESR takes the app's
  // `.compact` path (shell/src/layout/Header.tsx).
  const cssPath = engine === 'webkit';
  test(`the bar turns compact past 20 px, by ${cssPath ? "CSS on the scroll's timeline" : "the app's .compact class"}`, async () => {
    await openPage(visitor, '/about');
    expect(await visitor.run(() => CSS.supports('animation-timeline: scroll()'))).toBe(cssPath);
    const bar = () => {
      const header = document.querySelector('header');
      if (!header) throw new Error('no header');
      return {
        height: header.getBoundingClientRect().height,
        background: getComputedStyle(header).backgroundColor,
        className: header.className,
        onScrollTimeline: header
          .getAnimations()
          .some((animation) => animation.timeline?.constructor.name === 'ScrollTimeline'),
      };
    };
    const tall = await visitor.run(bar);
    await scrollTo(visitor, 15);
    await visitor.run(twoFrames);
    expect(await visitor.run(bar)).toEqual(tall);
    await scrollTo(visitor, 60);
    await expect.poll(async () => (await visitor.run(bar)).height).toBeLessThan(tall.height);
    const compact = await visitor.run(bar);
    expect(compact.background).not.toBe(tall.background);
    expect({ classChanged: compact.className !== tall.className, onScrollTimeline: compact.onScrollTimeline }).toEqual({
      classChanged: !cssPath,
      onScrollTimeline: cssPath,
    });
  });

  test('the scroll-to-top control appears past 300 px and returns to the top', async () => {
    await openPage(visitor, '/about');
    const control = 'a[href="#top"]';
    await scrollTo(visitor, 250);
    await visitor.run(twoFrames);
    expect(await visitor.run(read.shown, control)).toBe(false);
    await scrollTo(visitor, 900);
    await expect.poll(() => visitor.run(read.shown, control)).toBe(true);
    await visitor.click({ css: control });
    await expect.poll(() => visitor.run(read.scrollY)).toBe(0);
    await expect.poll(() => visitor.run(read.shown, control)).toBe(false);
  });
});

/**
 * Records, on every frame from the one that first shows the menu open, the opacity of its content until it is
 * fully shown with nothing animating it (or 60 frames). Runs in the page; read with `menuFrames`.
 */
const recordMenuFrames = () => {
  const panel = document.querySelector('[popover]');
  const frames: number[] = [];
  Object.assign(window, { __menuFrames: frames, __menuSettled: false });
  const sample = () => {
    const content = panel?.firstElementChild;
    if (content && panel?.matches(':popover-open')) {
      const opacity = Number(getComputedStyle(content).opacity);
      frames.push(opacity);
      if ((opacity === 1 && content.getAnimations().length === 0) || frames.length === 60)
        return Object.assign(window, { __menuSettled: true });
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};
const menuFrames = () =>
  (window as unknown as { __menuSettled: boolean; __menuFrames: number[] }).__menuSettled
    ? (window as unknown as { __menuFrames: number[] }).__menuFrames
    : null;

describe('at 390 px', () => {
  // A lead from WebKit: a first opening shown opaque for a frame, then faded in from about 20 %. Each frame's
  // opacity is read as the frame is rendered (animations update before animation frame callbacks run): the menu
  // opens at once (Motion's features not loaded yet) or fades in from its first frame, and never fades after a
  // frame that showed it more.
  test("the mobile menu's first opening never shows it fuller, then fainter", async () => {
    await visitor.resize(390, 844);
    await openPage(visitor, '/about');
    await visitor.run(recordMenuFrames);
    await visitor.click(button('Menu'));
    await expect.poll(() => visitor.run(menuFrames)).not.toBeNull();
    const frames = (await visitor.run(menuFrames)) ?? [];
    expect(frames.filter((opacity, index) => index > 0 && opacity < (frames[index - 1] ?? 0))).toEqual([]);
    expect(frames.at(-1)).toBe(1);
  });

  test('the mobile menu opens and a link in it navigates, closing it', async () => {
    await visitor.resize(390, 844);
    await openPage(visitor, '/');
    expect(await visitor.run(() => innerWidth)).toBe(390);
    const toggle = 'button[popovertarget]';
    await markDocument(visitor);
    await visitor.click(button('Menu'));
    await expect.poll(() => visitor.run(read.attribute, toggle, 'aria-expanded')).toBe('true');
    await expect.poll(() => visitor.run(read.shown, `${mobileMenu} a`, 'Pricing')).toBe(true);
    await visitor.click(link('Pricing', mobileMenu));
    await expect.poll(() => visitor.run(read.path)).toBe('/pricing');
    await expect.poll(() => visitor.run(read.attribute, toggle, 'aria-expanded')).toBe('false');
    expect(await visitor.run(read.shown, `${mobileMenu} a`, 'Pricing')).toBe(false);
    expect(await sameDocument(visitor)).toBe(true);
  });
});
