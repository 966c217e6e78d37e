/** What an IntersectionObserver entry says that the settling needs. */
export interface ViewChange<Target> {
  readonly target: Target;
  readonly isIntersecting: boolean;
}

/**
 * Collects the targets that come into view and hands over those still in view once the view has not changed for
 * `quietMs` (no target came or went): what a scroll only passes by is never handed over, and while the visitor
 * scrolls nothing is, so a tap right after a scroll shares its frames with none of the work that follows
 * (issue #30). The idea of quicklink's `delay` option, for a whole view at once. Each target is handed over once.
 */
export function createSettledInView<Target>(
  quietMs: number,
  settled: (targets: Target[]) => void,
): (changes: readonly ViewChange<Target>[]) => void {
  const inView = new Set<Target>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const handOver = () => {
    timer = undefined;
    const targets = [...inView];
    inView.clear();
    settled(targets);
  };
  return (changes) => {
    for (const { target, isIntersecting } of changes) {
      if (isIntersecting) inView.add(target);
      else inView.delete(target);
    }
    clearTimeout(timer);
    timer = inView.size > 0 ? setTimeout(handOver, quietMs) : undefined;
  };
}
