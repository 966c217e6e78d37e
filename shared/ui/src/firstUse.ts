/** Signs that the visitor is using the page, not merely loading it. */
const firstUseEvents = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'wheel', 'scroll'] as const;

/**
 * Runs `task` at the visitor's first pointer move, touch, key or scroll. What waits for it never weighs on a page
 * that only loads (a crawler, a tab opened for later, a first-load measurement).
 */
export function afterFirstUse(task: () => void): void {
  const used = () => {
    for (const type of firstUseEvents) window.removeEventListener(type, used, true);
    task();
  };
  for (const type of firstUseEvents) window.addEventListener(type, used, { capture: true, passive: true });
}
