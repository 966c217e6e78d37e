import type { FieldQueue, QueuedEntry } from './queue';

/**
 * Takes the page's queue over: what waits in it goes to `take`, oldest first, and from then on so does each new
 * entry, at once (early.js's listeners and `reportFieldError` push to the same array); `flush` becomes the queue's.
 */
export function takeOverQueue(queue: FieldQueue, take: (entry: QueuedEntry) => void, flush: () => void): void {
  for (const entry of queue.splice(0)) take(entry);
  queue.push = (...entries) => {
    entries.forEach(take);
    return 0;
  };
  queue.flush = flush;
}
