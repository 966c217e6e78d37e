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
   * Asks for a page's code. Each key loads once. Loads of pages merely in view (and other background loads) run
   * at most `maxInFlight` at once; an intent (hover, focus, touch) starts at once, whatever is running, and
   * holds back the background loads while it runs, since the visitor is about to open that page.
   */
  readonly request: (key: string, load: () => Promise<unknown>, intent: boolean) => void;
}

export function createPrefetchQueue(maxInFlight: number): PrefetchQueue {
  const started = new Set<string>();
  const waiting = new Map<string, () => Promise<unknown>>();
  let inFlight = 0;
  const start = (key: string, load: () => Promise<unknown>) => {
    waiting.delete(key);
    started.add(key);
    inFlight += 1;
    // A failed prefetch is only a missed head start: the navigation loads the page itself, and reports.
    void load()
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
        next();
      });
  };
  const next = () => {
    for (const [key, load] of waiting) {
      if (inFlight >= maxInFlight) return;
      start(key, load);
    }
  };
  return {
    request(key, load, intent) {
      if (started.has(key)) return;
      if (intent) start(key, load);
      else if (!waiting.has(key)) {
        waiting.set(key, load);
        next();
      }
    },
  };
}

export interface EarlyBudget {
  /** Whether `bytes` may be fetched now; if so, they are counted. */
  readonly trySpend: (bytes: number) => boolean;
}

/**
 * What background prefetches may spend early in a page's life: at most `bytes` until `untilMs` after the
 * document started (issue #30: 50 kB gzip in a page's first 10 s), nothing capped after that.
 */
export function createEarlyBudget(
  { bytes, untilMs }: { readonly bytes: number; readonly untilMs: number },
  now: () => number = () => performance.now(),
): EarlyBudget {
  let spent = 0;
  return {
    trySpend(size) {
      if (now() >= untilMs) return true;
      if (spent + size > bytes) return false;
      spent += size;
      return true;
    },
  };
}
