import { firstUseEvents, usedAttribute } from '@site/document';
import { afterNextPaint } from './nextPaint';

/**
 * Runs `task` after the visitor's first pointer move, touch, key or scroll, once the frame answering it has been
 * painted: what waits for it never weighs on a page that only loads (a crawler, a tab opened for later, a
 * first-load measurement), nor on the first tap itself. A use before the app arrived counts (early.js notes it on
 * `<html>`). Returns a cancel.
 */
export function afterFirstUse(task: () => void): () => void {
  let cancelled = false;
  const listening = new AbortController();
  const { signal } = listening;
  const run = () => afterNextPaint(() => !cancelled && task());
  const used = () => {
    listening.abort();
    run();
  };
  if (document.documentElement.hasAttribute(usedAttribute)) run();
  else for (const type of firstUseEvents) window.addEventListener(type, used, { capture: true, passive: true, signal });
  return () => {
    cancelled = true;
    listening.abort();
  };
}
