import { expect, test } from 'vitest';
import { footer, link, openPage, read, scrollTo } from './support/site';
import { visitorPerFile } from './support/visitor';

const visitor = visitorPerFile({ reducedMotion: true });

/**
 * Starts recording, on every frame, each transform or opacity animation running in the page's content; read with
 * `moved`. Runs in the page.
 */
const watchMovement = () => {
  const seen = new Set<string>();
  Object.assign(window, { __moved: seen });
  const sample = () => {
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      const target = effect?.target as Element | null | undefined;
      const properties = (effect?.getKeyframes() ?? []).flatMap((frame) => Object.keys(frame));
      if (
        animation.playState === 'running' &&
        target?.closest('main') &&
        properties.some((name) => /opacity|transform/.test(name))
      )
        seen.add(`${target.tagName}: ${properties.join(',')}`);
    }
    requestAnimationFrame(sample);
  };
  requestAnimationFrame(sample);
};
const moved = () => [...(window as unknown as { __moved: Set<string> }).__moved];
/** Resolves after `count` frames: long enough for what a scroll reveals to have started moving. */
const frames = (count: number) =>
  new Promise<void>((resolve) => {
    const next = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1)));
    next(count);
  });

test('with reduced motion, neither scrolling nor a route change moves anything', async () => {
  await openPage(visitor, '/about');
  expect(await visitor.run(() => matchMedia('(prefers-reduced-motion: reduce)').matches)).toBe(true);
  await visitor.run(watchMovement);
  const height = await visitor.run(() => document.documentElement.scrollHeight);
  for (let top = 400; top < height; top += 400) {
    await scrollTo(visitor, top);
    await visitor.run(frames, 5);
  }
  expect(await visitor.run(moved)).toEqual([]);

  await visitor.click(link('Pricing', footer));
  await expect.poll(() => visitor.run(read.path)).toBe('/pricing');
  await expect.poll(() => visitor.run(read.h1)).not.toBeNull();
  await visitor.run(frames, 10);
  expect(await visitor.run(moved)).toEqual([]);
});
