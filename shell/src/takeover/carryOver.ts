/**
 * What a visitor did in the page's HTML before React took over, carried into React: values typed into fields,
 * accordions and menu groups opened (`<details>`), tabs chosen, the menu open, a form sent early, the scroll
 * position and the element that had focus. React hydrates the served elements (docs/architecture.md,
 * "Takeover"), so they already show what the visitor did, but React's state starts as the HTML was served: the
 * carry-over replays to React what it missed. When React renders afresh instead (a page kept as served after
 * its remote failed, or HTML React could not hydrate), it copies what the visitor did from the served elements
 * to React's, matched by position (the markup is the same). `servedPage` hands the served page's content to the
 * app when its remote cannot show it.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsIn = (root: ParentNode): Field[] => [...root.querySelectorAll<Field>('input, textarea, select')];
const focusablesIn = (root: ParentNode): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]'),
];
const popoversIn = (root: ParentNode): HTMLElement[] => [...root.querySelectorAll<HTMLElement>('[popover]')];

const isCheckable = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changed(field: Field): boolean {
  if (isCheckable(field)) return field.checked !== field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return field.value !== field.defaultValue;
}

/** Sets a value the way typing does, so that React's onChange sees it. */
function enter(field: Field, value: string, checked: boolean) {
  if (isCheckable(field)) {
    if (field.checked !== checked) field.click();
    return;
  }
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

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
 * A form the visitor sent before the app was there (shell/early.js held its Send): the app sends it, once,
 * through its own submit handler, after React has taken in the carried values (a task later). It keeps the
 * time the visitor first touched it, for the form's minimum fill time: call this before entering the values.
 */
function carryPendingSubmit(served: Query, app: Query) {
  const after = app<HTMLFormElement>('form');
  served<HTMLFormElement>('form').forEach((form, index) => {
    const target = after[index];
    const startedAt = form.getAttribute('data-started-at');
    if (!target) return;
    if (startedAt) target.setAttribute('data-started-at', startedAt);
    if (form.hasAttribute('data-pending-submit')) setTimeout(() => target.requestSubmit());
  });
}

/** What the visitor left in a field they changed. */
interface TypedValue {
  readonly value: string;
  readonly checked: boolean;
}

interface TypedField extends TypedValue {
  readonly field: Field;
}

/**
 * Tells React what the visitor did to the elements it hydrated, by the events its handlers listen to: the
 * menu and the `<details>` mirror their state from `toggle`, a tab list from a click on its tab (chosen before
 * takeover: marked `data-chosen` by shell/early.js), a field from `input` or `change`.
 */
function replayToReact(root: HTMLElement, openPopovers: ReadonlySet<Element>, typedFields: readonly TypedField[]) {
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
  for (const { field, value, checked } of typedFields) {
    if (isCheckable(field)) {
      // React took the served state as its own: set the other one through React's tracking, then click.
      field.checked = !checked;
      field.click();
    } else if (field instanceof HTMLSelectElement) {
      field.value = value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      // React took the value in the field as its own: clear it through React's tracking, then type it again.
      field.value = '';
      enter(field, value, false);
    }
  }
  for (const form of query<HTMLFormElement>('form[data-pending-submit]')) {
    form.removeAttribute('data-pending-submit');
    // The note shell/early.js showed is hidden in React's markup; the app shows its own sending state.
    for (const note of form.querySelectorAll<HTMLElement>('[data-pending-note]')) note.hidden = true;
    setTimeout(() => form.requestSubmit());
  }
}

/** Copies what the visitor did from the served elements to the ones React rendered afresh in their place. */
function copyIntoApp(
  served: Query,
  app: Query,
  openPopovers: ReadonlySet<Element>,
  typed: ReadonlyMap<number, TypedValue>,
) {
  // The menu first: opening it starts it collapsed, then its groups open as they were.
  carryPopovers(served, app, openPopovers);
  carryDetails(served, app);
  carryTabs(served, app);
  carryPendingSubmit(served, app);
  const fields = app<Field>('input, textarea, select');
  for (const [index, { value, checked }] of typed) {
    const field = fields[index];
    if (field) enter(field, value, checked);
  }
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
  const typed = new Map<number, TypedValue>();
  const record = (field: Field, index: number) => {
    if (changed(field)) typed.set(index, { value: field.value, checked: isCheckable(field) && field.checked });
    else typed.delete(index);
  };
  fieldsIn(root).forEach(record);
  let focused = focusablesIn(root).indexOf(document.activeElement as HTMLElement);
  const openPopovers = new Set<Element>(popoversIn(root).filter((popover) => popover.matches(':popover-open')));
  let scroll = { left: window.scrollX, top: window.scrollY };

  const onInput = (event: Event) => {
    const index = fieldsIn(root).indexOf(event.target as Field);
    if (index >= 0) record(event.target as Field, index);
  };
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
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('focusin', onFocus);
  root.addEventListener('toggle', onToggle, true);
  window.addEventListener('scroll', onScroll, { passive: true });

  return {
    servedPage: () => servedPage,
    apply() {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      root.removeEventListener('focusin', onFocus);
      root.removeEventListener('toggle', onToggle, true);
      window.removeEventListener('scroll', onScroll);
      if (servedNodes.some((node) => node.isConnected)) {
        const fields = fieldsIn(root);
        const typedFields = [...typed].flatMap(([index, entry]) => {
          const field = fields[index];
          return field ? [{ field, ...entry }] : [];
        });
        replayToReact(root, openPopovers, typedFields);
      } else {
        copyIntoApp(queryAcross(servedNodes), queryIn(root), openPopovers, typed);
      }
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
