/**
 * What a visitor did in the page's HTML before React took over, carried into React: accordions and menu groups
 * opened (`<details>`), tabs chosen, the menu open, the scroll position and the element that had focus. React
 * hydrates the served elements (docs/architecture.md, "Takeover"), so they already show what the visitor did,
 * but React's state starts as the HTML was served: the carry-over replays to React what it missed. When React
 * renders afresh instead (a page kept as served after its remote failed, or HTML React could not hydrate), it
 * copies what the visitor did from the served elements to React's, matched by position (the markup is the
 * same). `servedPage` hands the served page's content to the app when its remote cannot show it.
 * A form needs none of this: its fields are uncontrolled and keep what was typed, and it sends a Send held
 * before takeover itself (shell/src/pages/contact/useHeldSubmit.ts).
 */
const focusablesIn = (root: ParentNode): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
];
const popoversIn = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('[popover]')];

/** Elements matching `selector` among the served nodes, which stay readable once React has replaced them. */
type Query = <E extends Element>(selector: string) => E[];

const queryIn =
  (root: ParentNode): Query =>
  <E extends Element>(selector: string) => [...root.querySelectorAll<E>(selector)];

const queryAcross =
  (nodes: readonly Node[]): Query =>
  <E extends Element>(selector: string) =>
    nodes.flatMap((node) =>
      node instanceof Element
        ? [...(node.matches(selector) ? [node as E] : []), ...node.querySelectorAll<E>(selector)]
        : [],
    );

/**
 * Opens and closes React's `<details>` as the visitor left the served ones they toggled (marked by
 * shell/early.js); the others keep what the app chose (a legal clause named by the address, for one).
 */
function carryDetails(served: Query, app: Query) {
  const before = served<HTMLDetailsElement>('details');
  const after = app<HTMLDetailsElement>('details');
  if (before.length !== after.length) return;
  after.forEach((details, index) => {
    const visitors = before[index];
    if (visitors?.hasAttribute('data-toggled') && details.open !== visitors.open) details.open = visitors.open;
  });
}

/** Chooses in React's tab lists the tabs the visitor chose in the served ones (a click, as a visitor's would). */
function carryTabs(served: Query, app: Query) {
  const chosenIn = (list: Element) =>
    [...list.querySelectorAll('[role=tab]')].findIndex((tab) => tab.getAttribute('aria-selected') === 'true');
  const before = served('[role=tablist]');
  app('[role=tablist]').forEach((list, index) => {
    const servedList = before[index];
    const chosen = servedList ? chosenIn(servedList) : -1;
    if (chosen >= 0 && chosen !== chosenIn(list)) list.querySelectorAll<HTMLElement>('[role=tab]')[chosen]?.click();
  });
}

/** Shows React's popovers (the mobile menu) that were open in the served page. */
function carryPopovers(served: Query, app: Query, open: ReadonlySet<Element>) {
  const after = app<HTMLElement>('[popover]');
  served('[popover]').forEach((popover, index) => {
    const target = after[index];
    if (open.has(popover) && target && !target.matches(':popover-open')) target.showPopover();
  });
}

/**
 * Tells React what the visitor did to the elements it hydrated, by the events its handlers listen to: the
 * menu and the `<details>` mirror their state from `toggle`, a tab list from a click on its tab (chosen before
 * takeover: marked `data-chosen` by shell/early.js).
 */
function replayToReact(root: HTMLElement, openPopovers: ReadonlySet<Element>) {
  const query = queryIn(root);
  // The menu first: opening it starts it collapsed, then its groups open as they were.
  for (const popover of query<HTMLElement>('[popover]')) {
    if (openPopovers.has(popover) && popover.matches(':popover-open')) {
      popover.dispatchEvent(new ToggleEvent('toggle', { oldState: 'closed', newState: 'open' }));
    }
  }
  for (const details of query<HTMLDetailsElement>('details[data-toggled]')) details.dispatchEvent(new Event('toggle'));
  for (const list of query('[role=tablist][data-chosen]')) {
    list.removeAttribute('data-chosen');
    list.querySelector<HTMLElement>('[role=tab][aria-selected=true]')?.click();
  }
}

/** Copies what the visitor did from the served elements to the ones React rendered afresh in their place. */
function copyIntoApp(served: Query, app: Query, openPopovers: ReadonlySet<Element>) {
  // The menu first: opening it starts it collapsed, then its groups open as they were.
  carryPopovers(served, app, openPopovers);
  carryDetails(served, app);
  carryTabs(served, app);
}

export interface CarryOver {
  /** Call once React has hydrated the page, or rendered it afresh: hands it what the visitor did, and focus. */
  readonly apply: () => void;
  /** The served content of the page's <main> (to copy, not move), for a page whose remote failed to load. */
  readonly servedPage: () => readonly Node[];
}

/** Starts recording what the visitor does in `root`'s HTML (including what was done before scripts ran). */
export function recordBeforeTakeover(root: HTMLElement): CarryOver {
  const servedNodes = [...root.childNodes];
  const servedMain = root.querySelector('main');
  const servedPage = servedMain ? [...servedMain.childNodes] : [];
  let focused = focusablesIn(root).indexOf(document.activeElement as HTMLElement);
  const openPopovers = new Set<Element>(popoversIn(root).filter((popover) => popover.matches(':popover-open')));
  let scroll = { left: window.scrollX, top: window.scrollY };

  const onFocus = (event: FocusEvent) => {
    focused = focusablesIn(root).indexOf(event.target as HTMLElement);
  };
  // A popover closes as React removes it: its state is kept as it changes (toggle does not bubble).
  const onToggle = (event: Event) => {
    const popover = event.target as HTMLElement;
    if (!popover.hasAttribute('popover')) return;
    if ((event as ToggleEvent).newState === 'open') openPopovers.add(popover);
    else openPopovers.delete(popover);
  };
  const onScroll = () => {
    scroll = { left: window.scrollX, top: window.scrollY };
  };
  root.addEventListener('focusin', onFocus);
  root.addEventListener('toggle', onToggle, true);
  window.addEventListener('scroll', onScroll, { passive: true });

  return {
    servedPage: () => servedPage,
    apply() {
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('toggle', onToggle, true);
      window.removeEventListener('scroll', onScroll);
      if (servedNodes.some((node) => node.isConnected)) replayToReact(root, openPopovers);
      else copyIntoApp(queryAcross(servedNodes), queryIn(root), openPopovers);
      const target = focusablesIn(root)[focused];
      if (target && (document.activeElement === document.body || document.activeElement === null)) {
        target.focus({ preventScroll: true });
      }
      if (window.scrollX !== scroll.left || window.scrollY !== scroll.top) {
        window.scrollTo({ ...scroll, behavior: 'instant' });
      }
    },
  };
}
