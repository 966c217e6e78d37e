/**
 * What a visitor did in the page's HTML before React took over, carried into React's identical page: values
 * typed into fields and the element that had focus. React replaces the HTML's elements, so without this a
 * visitor quick to start typing would lose it. Elements are matched by position: the markup is the same.
 */
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const fieldsIn = (root: ParentNode): Field[] => [...root.querySelectorAll<Field>('input, textarea, select')];
const focusablesIn = (root: ParentNode): HTMLElement[] => [
  ...root.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]'),
];

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

export interface CarryOver {
  /** Call once React's first commit has replaced the HTML: re-enters the values and restores focus. */
  readonly apply: () => void;
}

/** Starts recording what the visitor does in `root`'s HTML (including what was done before scripts ran). */
export function recordBeforeTakeover(root: HTMLElement): CarryOver {
  const typed = new Map<number, { value: string; checked: boolean }>();
  const record = (field: Field, index: number) => {
    if (changed(field)) typed.set(index, { value: field.value, checked: isCheckable(field) && field.checked });
    else typed.delete(index);
  };
  fieldsIn(root).forEach(record);
  let focused = focusablesIn(root).indexOf(document.activeElement as HTMLElement);
  const onInput = (event: Event) => {
    const index = fieldsIn(root).indexOf(event.target as Field);
    if (index >= 0) record(event.target as Field, index);
  };
  const onFocus = (event: FocusEvent) => {
    focused = focusablesIn(root).indexOf(event.target as HTMLElement);
  };
  root.addEventListener('input', onInput, true);
  root.addEventListener('change', onInput, true);
  root.addEventListener('focusin', onFocus);
  return {
    apply() {
      root.removeEventListener('input', onInput, true);
      root.removeEventListener('change', onInput, true);
      root.removeEventListener('focusin', onFocus);
      const fields = fieldsIn(root);
      for (const [index, { value, checked }] of typed) {
        const field = fields[index];
        if (field) enter(field, value, checked);
      }
      const target = focusablesIn(root)[focused];
      if (target && (document.activeElement === document.body || document.activeElement === null)) {
        target.focus({ preventScroll: true });
      }
    },
  };
}
