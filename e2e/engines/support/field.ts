import { fieldQueueName } from '@site/document';
import { expect } from 'vitest';
import type { Visitor } from './visitor';

/** Where a page keeps the ids of the page views it sent (its origin's localStorage outlives the page). */
const viewsKey = 'engines-field-views';

/**
 * Waits until the page's field sender runs (it has taken the early queue over: the queue has its `flush`), then
 * notes the view id of each batch it sends, in the origin's localStorage, before the beacon goes as it would. Both
 * engines visit the same sites at once: a test reads only the records of its own page views.
 */
export async function waitForFieldSender(visitor: Visitor) {
  await expect
    .poll(() =>
      visitor.run(
        (name: string) =>
          typeof (window as unknown as Record<string, { flush?: unknown } | undefined>)[name]?.flush === 'function',
        fieldQueueName,
      ),
    )
    .toBe(true);
  await visitor.run((key: string) => {
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, data) => {
      if (typeof data === 'string') {
        const { view } = JSON.parse(data) as { view: string };
        const kept = JSON.parse(localStorage.getItem(key) ?? '[]') as string[];
        if (!kept.includes(view)) localStorage.setItem(key, JSON.stringify([...kept, view]));
      }
      return send(url, data);
    };
  }, viewsKey);
}

/**
 * The view ids the visitor's pages on `origin` sent, read (and cleared) from a plain file of that origin once the
 * visitor has left: a document that runs no sender of its own.
 */
export async function viewsSent(visitor: Visitor, origin: string): Promise<string[]> {
  await visitor.open(`${origin}/robots.txt`);
  return visitor.run((key: string) => {
    const views = JSON.parse(localStorage.getItem(key) ?? '[]') as string[];
    localStorage.removeItem(key);
    return views;
  }, viewsKey);
}

/** The visitor leaves: the page is hidden, then gone (pagehide), and its sender sends what it holds. */
export const leave = (visitor: Visitor) => visitor.open('about:blank');
