import { firstUseEvents, usedAttribute } from '@site/document';
import { afterNextPaint } from './nextPaint';

/**
 * Runs `task` once the frame answering the visitor's first use has painted (early.js notes a use before the app):
 * never on a page that only loads, nor on the first tap itself. Returns a cancel.
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
