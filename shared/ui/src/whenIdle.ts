import { deferredIdleWait } from '@site/document';

/** Runs `task` when the main thread is idle (`deferredIdleWait`); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout: deferredIdleWait.timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, deferredIdleWait.withoutIdleCallbackMs);
  return () => clearTimeout(handle);
}
