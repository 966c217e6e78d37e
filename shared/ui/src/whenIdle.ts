/** Runs `task` when the main thread is idle (within 2 s at most); returns a cancel. */
export function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}
