// @vitest-environment jsdom
import { act, useRef } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FirstScreenFirst, Island } from './island';
import { MotionRoot, onMotionFeatures, useEntranceMotion } from './motion';

/** The browser's IntersectionObserver, as far as islands use it: the test says when a host nears the view. */
class ViewportStandIn {
  static latest: ViewportStandIn | undefined;
  readonly observed = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    ViewportStandIn.latest = this;
  }
  observe(target: Element) {
    this.observed.add(target);
  }
  unobserve(target: Element) {
    this.observed.delete(target);
  }
  disconnect() {
    this.observed.clear();
  }
  comesNear(target: Element) {
    const entry = { isIntersecting: true, target } as unknown as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

interface BandHandlers {
  readonly onPress: () => void;
  readonly onFocus?: () => void;
  readonly onInput?: () => void;
}

function Band({ onPress, onFocus, onInput }: BandHandlers) {
  const host = useRef<HTMLElement>(null);
  return (
    <section ref={host}>
      <Island host={host}>
        <button type="button" onClick={onPress}>
          Press
        </button>
        <input aria-label="Name" onFocus={onFocus} onInput={onInput} />
      </Island>
    </section>
  );
}

/** What the prerender serves for a Band: a completed Suspense boundary inside the section. */
const servedBand = '<section><!--$--><button type="button">Press</button><input aria-label="Name"/><!--/$--></section>';

const hydrated = (node: Node) => Object.keys(node).some((key) => key.startsWith('__reactFiber'));

beforeAll(() => {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
  vi.stubGlobal('IntersectionObserver', ViewportStandIn);
});

afterEach(() => {
  document.body.innerHTML = '';
});

/** Fills a field as autofill does: its value set and an input event, with no key pressed. */
async function fillWithoutKeys(field: HTMLInputElement, text: string) {
  field.value = text;
  await act(async () => field.dispatchEvent(new Event('input', { bubbles: true })));
}

/** Says whether Motion's features are loaded: the page's entrances may start hidden. */
function MotionState() {
  return <output>{useEntranceMotion() ? 'moving' : 'still'}</output>;
}

/** A key pressed after the band has rendered and before its root commits: a visitor quicker than the hydration. */
function KeyPressedBeforeCommit() {
  window.dispatchEvent(new KeyboardEvent('keydown'));
  return null;
}

async function hydrateServedBand({
  onPress = vi.fn(),
  onFocus = vi.fn(),
  onInput = vi.fn(),
  underMotion = false,
  pressedBeforeCommit = false,
} = {}) {
  const container = document.createElement('div');
  container.innerHTML = underMotion ? `${servedBand}<output>still</output>` : servedBand;
  document.body.append(container);
  const button = container.querySelector('button');
  const field = container.querySelector('input');
  if (!button || !field) throw new Error('The served band has no button or no field.');
  const band = (
    <>
      <Band onPress={onPress} onFocus={onFocus} onInput={onInput} />
      {pressedBeforeCommit && <KeyPressedBeforeCommit />}
    </>
  );
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(
      container,
      underMotion ? (
        <MotionRoot>
          {band}
          <MotionState />
        </MotionRoot>
      ) : (
        band
      ),
    );
  });
  const section = container.querySelector('section');
  if (!section) throw new Error('The band has no section.');
  return { container, section, button, field, onPress, onFocus, onInput, root };
}

describe('Island', () => {
  it('keeps its served markup untouched until its host nears the view, then hydrates the same nodes', async () => {
    const { section, button, onPress, container } = await hydrateServedBand();
    expect(hydrated(section)).toBe(true);
    expect(hydrated(button)).toBe(false);
    expect(ViewportStandIn.latest?.options.rootMargin).toBe('0px 0px 50% 0px');
    expect(ViewportStandIn.latest?.observed.has(section)).toBe(true);

    await act(async () => ViewportStandIn.latest?.comesNear(section));
    expect(container.querySelector('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    expect(ViewportStandIn.latest?.observed.has(section)).toBe(false);
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  // React would render a closed island whose parent renders it again afresh: its served nodes replaced.
  it('hydrates its served nodes when its parent renders it again before it is seen', async () => {
    const { button, container, root } = await hydrateServedBand();
    const onPress = vi.fn();
    await act(async () => root?.render(<Band onPress={onPress} />));
    expect(container.querySelector('button')).toBe(button);
    expect(hydrated(button)).toBe(true);
    button.click();
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('hydrates as its root commits when the page was used while it hydrated', async () => {
    const { button, container } = await hydrateServedBand({ pressedBeforeCommit: true });
    expect(hydrated(button)).toBe(true);
    expect(container.querySelector('button')).toBe(button);
  });

  it('hydrates at once when used before it is seen, and the use reaches its handler', async () => {
    const { button, onPress, container } = await hydrateServedBand();
    expect(hydrated(button)).toBe(false);
    await act(async () => button.click());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(button);
  });

  // A field filled without a key press (autofill, a test's fill) still reaches the form's handlers: React hydrates
  // a blocked target at once for an input event, and would drop it if the island were still closed.
  it('hydrates at once when a field in it is focused or filled before it is seen, and both reach their handlers', async () => {
    const { field, onFocus, onInput } = await hydrateServedBand();
    expect(hydrated(field)).toBe(false);
    await act(async () => field.focus());
    expect(hydrated(field)).toBe(true);
    expect(onFocus).toHaveBeenCalledTimes(1);
    await fillWithoutKeys(field, 'Asha');
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('Asha');
  });

  it('hydrates at once for an input event alone, which reaches its handler', async () => {
    const { field, onInput } = await hydrateServedBand();
    await fillWithoutKeys(field, 'Asha');
    expect(onInput).toHaveBeenCalledTimes(1);
    expect(field.value).toBe('Asha');
  });

  // LazyMotion's new context would have React render a closed island afresh: its served nodes replaced.
  it('opens as Motion’s features arrive at the visitor’s first use, and hydrates its served nodes before they are there', async () => {
    const { button, container } = await hydrateServedBand({ underMotion: true });
    const nextNews = () => new Promise<void>((resolve) => onMotionFeatures(resolve));
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
      await nextNews(); // arriving
      await nextNews(); // loaded
    });
    expect(hydrated(button)).toBe(true);
    expect(container.querySelector('output')?.textContent).toBe('moving');
    expect(container.querySelector('button')).toBe(button);
  });

  it('renders at once on a navigation to a #target, which the sections above it have to place', async () => {
    window.history.pushState(null, '', '#packages');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () =>
      createRoot(container).render(
        <FirstScreenFirst value={true}>
          <Band onPress={() => {}} />
        </FirstScreenFirst>,
      ),
    );
    expect(container.querySelector('button')?.textContent).toBe('Press');
    window.history.replaceState(null, '', window.location.pathname);
  });

  it('renders on a navigation (a client render) once the frame before it has been painted', async () => {
    const painted: FrameRequestCallback[] = [];
    const frames = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
      painted.push(callback);
      return painted.length;
    });
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () =>
      createRoot(container).render(
        <FirstScreenFirst value={true}>
          <h1>First screen</h1>
          <Band onPress={() => {}} />
          <Band onPress={() => {}} />
        </FirstScreenFirst>,
      ),
    );
    expect(container.querySelector('h1')?.textContent).toBe('First screen');
    expect(container.querySelectorAll('section')).toHaveLength(2);
    expect(container.querySelector('button')).toBeNull();
    // Both islands wait for the same frame.
    expect(painted).toHaveLength(1);

    await act(async () => {
      painted[0]?.(performance.now());
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect([...container.querySelectorAll('button')].map((button) => button.textContent)).toEqual(['Press', 'Press']);
    frames.mockRestore();
  });
});
