import { deferredIdleWait } from '@site/document';

/** Runs `task` when the main thread is idle (`deferredIdleWait`). */
export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(task, { timeout: deferredIdleWait.timeoutMs });
  else setTimeout(task, deferredIdleWait.withoutIdleCallbackMs);
}
