// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BelowFirstScreen, FirstScreenPaint, createFirstScreenPaint } from './firstScreen';

const Band = () => (
  <section>
    <BelowFirstScreen>
      <button type="button">Press</button>
    </BelowFirstScreen>
  </section>
);

const page = (navigated: boolean) => (
  <FirstScreenPaint value={navigated ? createFirstScreenPaint() : null}>
    <h1>First screen</h1>
    <Band />
    <Band />
  </FirstScreenPaint>
);

/** Holds every animation frame until the test paints it. */
function holdFrames() {
  const frames: FrameRequestCallback[] = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  return frames;
}

async function renderInto(tree: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(tree));
  return container;
}

const buttons = (container: Element) => [...container.querySelectorAll('button')].map((button) => button.textContent);

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
});

afterEach(() => {
  vi.restoreAllMocks();
  document.body.innerHTML = '';
  window.history.replaceState(null, '', window.location.pathname);
});

describe('BelowFirstScreen', () => {
  it('on a navigation, renders once the frame with the first screen has been painted, one frame for all', async () => {
    const frames = holdFrames();
    const container = await renderInto(page(true));
    expect(container.querySelector('h1')?.textContent).toBe('First screen');
    expect(container.querySelectorAll('section')).toHaveLength(2);
    expect(buttons(container)).toEqual([]);
    expect(frames).toHaveLength(1);

    await act(async () => {
      frames[0]?.(performance.now());
      // The frame queued the sections' task (afterNextPaint); a task queued after it runs once it has.
      await new Promise((resolve) => setTimeout(resolve));
    });
    expect(buttons(container)).toEqual(['Press', 'Press']);
  });

  it('renders at once on a navigation to a #target, which the sections above it place', async () => {
    holdFrames();
    window.history.pushState(null, '', '#packages');
    expect(buttons(await renderInto(page(true)))).toEqual(['Press', 'Press']);
  });

  it('renders at once outside a navigation (a client render of the chrome, a component)', async () => {
    holdFrames();
    expect(buttons(await renderInto(page(false)))).toEqual(['Press', 'Press']);
  });

  it('hydrates the served markup in place, without waiting for a frame, under a navigation render too', async () => {
    holdFrames();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page(false));
    document.body.append(container);
    const served = container.querySelector('button');
    const errors = vi.spyOn(console, 'error');
    await act(async () => hydrateRoot(container, page(true)));
    expect(Object.keys(served ?? {}).some((key) => key.startsWith('__reactFiber'))).toBe(true);
    expect(container.querySelector('button')).toBe(served);
    expect(errors).not.toHaveBeenCalled();
  });
});
