import {
  Suspense,
  createContext,
  use,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type RefObject,
} from 'react';
import { onMotionFeatures } from './motion';
import { afterNextPaint } from './nextPaint';
import { trackSettled, useSettled } from './settled';

/**
 * When a served island hydrates: once it is about to scroll into view (half a screen ahead, so that a reveal
 * inside it can still hide what the visitor has not seen), or the moment the visitor uses something in it.
 */
const aheadOfView = '0px 0px 50% 0px';

/**
 * The events by which a visitor uses something in an island: presses, keys, text entry and editing (autofill
 * included, which fires `input` with no key press), clipboard, drag and drop, form resets, and `focusin` (a field
 * focused is about to be used). Each opens the island around its target before React's listener on the root sees
 * it, so React hydrates the target within the event and its handler hears of it, instead of dropping an event
 * aimed at markup it has not hydrated yet. Listened to in the capture phase at the window, which runs first.
 */
const useEvents = [
  ...['focusin', 'click', 'auxclick', 'dblclick', 'contextmenu'],
  ...['pointerdown', 'pointerup', 'pointercancel', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'touchcancel'],
  ...['keydown', 'keypress', 'keyup', 'input', 'textInput', 'change', 'reset'],
  ...['compositionstart', 'compositionend', 'copy', 'cut', 'paste', 'dragstart', 'dragend', 'drop'],
];

/**
 * What opens every island not placed yet (its root has not committed): a use of the page, and Motion's features
 * arriving. Counted, not recorded per island: an island rendered before one of them opens as it is placed, so a
 * render React discards leaves nothing behind.
 */
let openings = 0;

/**
 * An island's state: `opened` once it is about to be seen or used, when React may hydrate it; `host` once its root
 * has committed and the host is watched. `shown` is what its content's render waits for: while hydrating, the
 * gate; rendered on the client, the paint of the frame before it, once, unless the location has a #target (a
 * served island rendered again on the client, because a context above it changed, never waits).
 */
interface Gate {
  opened: boolean;
  host: Element | null;
  readonly openingsAtRender: number;
  readonly open: () => void;
  readonly shown: (hydrating: boolean, firstScreenFirst: boolean) => Promise<void>;
}

/** Islands placed and still closed, by host. */
const closed = new Map<Element, Gate>();
let observer: IntersectionObserver | undefined;

/** Nothing to wait for: a served island rendered again on the client, and prerendering (settled before either). */
const alreadyOpen = trackSettled(Promise.resolve());

/** The frame a client render's first screen is painted in, shared by the islands of one render. */
let pendingPaint: Promise<void> | null = null;

/** Settles once the next frame has been painted. Islands rendered together wait for the same frame. */
function nextPaint(): Promise<void> {
  if (!pendingPaint) {
    const paint = trackSettled(new Promise<void>(afterNextPaint));
    pendingPaint = paint;
    void paint.then(() => {
      if (pendingPaint === paint) pendingPaint = null;
    });
  }
  return pendingPaint;
}

function createGate(): Gate {
  let resolve = () => {};
  const ready = new Promise<void>((done) => {
    resolve = done;
  });
  let clientRender: Promise<void> | null = null;
  const gate: Gate = {
    opened: false,
    host: null,
    openingsAtRender: openings,
    open() {
      // On the spot: React may hydrate within the very event that opened it, and then reads `opened`.
      gate.opened = true;
      resolve();
      if (!gate.host) return;
      closed.delete(gate.host);
      observer?.unobserve(gate.host);
    },
    shown(hydrating, firstScreenFirst) {
      if (!inBrowser) return alreadyOpen;
      if (hydrating) {
        clientRender = alreadyOpen;
        return gate.opened ? alreadyOpen : ready;
      }
      // A navigation to a #target shows the target first: the sections above it must be there to place it.
      clientRender ??= firstScreenFirst && !window.location.hash ? nextPaint() : alreadyOpen;
      return clientRender;
    },
  };
  return gate;
}

/** Opens the islands placed (and, as they are placed, those rendered but not placed yet). */
function openAll(isOpened: (host: Element) => boolean = () => true) {
  openings += 1;
  for (const [host, gate] of closed) if (isOpened(host)) gate.open();
}

/** Prerendering (in Node) renders an island's content, as a navigation does. */
const inBrowser = typeof window !== 'undefined';

if (inBrowser) {
  // A use of the page while its roots still hydrate opens every island not placed yet, as if nothing were held.
  const openWhereUsed = ({ target }: Event) => openAll((host) => target instanceof Node && host.contains(target));
  for (const type of useEvents) window.addEventListener(type, openWhereUsed, { capture: true, passive: true });
  // Motion's features change LazyMotion's context, and React would render a closed island under it afresh
  // instead of hydrating it: every island opens as they arrive, and hydrates before they are there.
  onMotionFeatures(() => openAll());
}

function openInView(entries: readonly IntersectionObserverEntry[]) {
  for (const { isIntersecting, target } of entries) if (isIntersecting) closed.get(target)?.open();
}

/** Opens the gate when its host nears the viewport, or when the visitor uses something inside it. */
function watch(host: Element, gate: Gate): () => void {
  if (gate.opened || openings !== gate.openingsAtRender || typeof IntersectionObserver === 'undefined') {
    gate.open();
    return () => {};
  }
  gate.host = host;
  observer ??= new IntersectionObserver(openInView, { rootMargin: aheadOfView });
  closed.set(host, gate);
  observer.observe(host);
  return () => {
    closed.delete(host);
    observer?.unobserve(host);
  };
}

const noSubscription = () => () => {};
/** True while React hydrates the component (its server snapshot), false when it renders it on the client. */
export const useHydrating = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/**
 * True in a page rendered on a navigation (the fragment's `render` mount): its islands wait for the first screen's
 * paint. Elsewhere (a client render of the chrome, a component test) they render at once.
 */
export const FirstScreenFirst = createContext(false);

function Gated({ gate, children }: { readonly gate: Gate; readonly children: ReactNode }) {
  // Suspending while hydrating leaves the served markup in place, untouched, until the gate opens; a client
  // render (a navigation) shows the children once the frame with the page's first screen has been painted.
  // No hook may follow this one: React replays a suspended render and, finding more hooks than it saw, renders
  // every island on the client instead of hydrating it (error 422).
  useSettled(gate.shown(useHydrating(), use(FirstScreenFirst)));
  return children;
}

/**
 * Served content that hydrates only when the visitor is about to see or use it (docs/architecture.md, "Sections
 * are islands"): until then React leaves its markup exactly as served, and its links and native
 * controls work as HTML. `host` is the element around it (rendered by the caller, hydrated with the page), watched
 * for the viewport and for use.
 *
 * Rendered on a navigation, it renders in the frame after the page's first screen (the hero, outside any island)
 * has been painted: the new page's heading does not wait for the sections below it.
 *
 * When its parent renders it again before it opens, it opens: React then hydrates it rather than render it afresh.
 * If only a context above it changes, React renders it afresh in place.
 */
export function Island({ host, children }: { readonly host: RefObject<Element | null>; readonly children: ReactNode }) {
  // Kept by the island, which commits around its suspended content: a retry reads the same gate, opened.
  const [gate] = useState(createGate);
  // Opened in the render, not at its commit: React first hydrates the boundary with the props it was served with,
  // in a pass of higher priority that this render does not reach, and would render it afresh if it stayed closed.
  if (gate.host) gate.open();
  useEffect(() => (host.current ? watch(host.current, gate) : gate.open()), [host, gate]);
  return (
    <Suspense fallback={null}>
      <Gated gate={gate}>{children}</Gated>
    </Suspense>
  );
}
