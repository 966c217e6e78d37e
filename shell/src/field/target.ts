import { fragmentAttribute } from '@site/document';
import { fieldLimits } from '@site/field';

const fragmentPrefix = new RegExp(`^\\[${fragmentAttribute}="([a-z][a-z0-9-]*)"\\]`);
/** Room for the fragment's part of a target, within the record's limit on selectors. */
const maxPathChars = fieldLimits.maxSelectorChars - 60;

/** One step of a selector: the element's id, else its tag and classes (unescaped, as web-vitals' own). */
function stepOf(element: Element): string {
  if (element.id) return `#${element.id}`;
  return [element.localName, ...[...element.classList].sort()].join('.');
}

/** A selector of `element` from below `top` (exclusive), as long as it fits; it stops at an element's id. */
function selectorWithin(element: Element, top: Element | null): string {
  let selector = '';
  for (let at: Element | null = element; at && at !== top && at !== document.documentElement; at = at.parentElement) {
    const step = stepOf(at);
    if (selector && selector.length + step.length >= maxPathChars) break;
    selector = selector ? `${step}>${selector}` : step;
    if (at.id) break;
  }
  return selector;
}

/**
 * web-vitals' `generateTarget`: the element's selector, led by its fragment's container when it is in one
 * (`[data-fragment="<remote>"] form>button`), so that the target names the app that rendered the element. The
 * chrome's elements have no such lead: they are the shell's.
 */
export function fieldTarget(node: Node | null): string | undefined {
  const element = node instanceof Element ? node : node?.parentElement;
  if (!element) return undefined;
  const container = element.closest(`[${fragmentAttribute}]`);
  const selector = selectorWithin(element, container);
  const owner = container?.getAttribute(fragmentAttribute);
  const target = [owner && `[${fragmentAttribute}="${owner}"]`, selector].filter(Boolean).join(' ');
  return target || undefined;
}

/** The app whose fragment holds a target `fieldTarget` made: its container's value, `shell` for the chrome. */
export function fragmentOfTarget(target: string | undefined): string | undefined {
  if (target === undefined) return undefined;
  return fragmentPrefix.exec(target)?.[1] ?? 'shell';
}
