/** What the connection says about the visitor's data: `navigator.connection`, where the browser has it. */
export interface ConnectionHints {
  readonly saveData?: boolean;
  readonly effectiveType?: string;
}

/** Prefetching spends the visitor's data on pages they may never open: not when they asked to save it, nor on 2G. */
export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  return !connection?.saveData && !/2g/.test(connection?.effectiveType ?? '');
}

export interface PrefetchQueue {
  /**
   * Asks for a page's code. Each key loads once; at most `maxInFlight` loads run together. An intent (hover,
   * focus, touch) goes ahead of the pages merely in view, since the visitor is about to open it.
   */
  readonly request: (key: string, load: () => Promise<unknown>, intent: boolean) => void;
}

export function createPrefetchQueue(maxInFlight: number): PrefetchQueue {
  const requested = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let inFlight = 0;
  const next = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const load = waiting.shift()!;
      inFlight += 1;
      // A failed prefetch is only a missed head start: the navigation loads the page itself, and reports.
      void load()
        .catch(() => undefined)
        .finally(() => {
          inFlight -= 1;
          next();
        });
    }
  };
  return {
    request(key, load, intent) {
      if (requested.has(key)) return;
      requested.add(key);
      if (intent) waiting.unshift(load);
      else waiting.push(load);
      next();
    },
  };
}
