import { interactiveAttribute } from '@site/document';

let responded = () => {};
/** Settles once the page responds (see `markPageInteractive`). */
export const pageInteractive = new Promise<void>((resolve) => {
  responded = resolve;
});

/**
 * Marks `<html>` once the page responds: the shell's chrome and the page's fragment have both committed (or the
 * page has no fragment, or its remote failed and the fragment stays as served). Tests and tools wait on it.
 */
export function markPageInteractive(): void {
  const html = document.documentElement;
  if (html.hasAttribute(interactiveAttribute)) return;
  html.setAttribute(interactiveAttribute, '');
  responded();
}
