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
   * Background loads take turns by `group` (a page's section): the next to start is the oldest waiting load of
   * the group that has started the fewest, so every section in view has its first pages fetched before any
   * section has many.
   */
  readonly request: (key: string, load: () => Promise<unknown>, intent: boolean, group?: string) => void;
}

interface Waiting {
  readonly load: () => Promise<unknown>;
  readonly group: string;
}

export function createPrefetchQueue(maxInFlight: number): PrefetchQueue {
  const started = new Set<string>();
  const waiting = new Map<string, Waiting>();
  const startedByGroup = new Map<string, number>();
  let inFlight = 0;
  const start = (key: string, load: () => Promise<unknown>, group = '') => {
    waiting.delete(key);
    started.add(key);
    startedByGroup.set(group, (startedByGroup.get(group) ?? 0) + 1);
    inFlight += 1;
    // A failed prefetch is only a missed head start: the navigation loads the page itself, and reports.
    void load()
      .catch(() => undefined)
      .finally(() => {
        inFlight -= 1;
        next();
      });
  };
  /** The oldest waiting load of the group that has started the fewest. */
  const nextInTurn = () => {
    let chosen: [string, Waiting] | undefined;
    for (const entry of waiting) {
      const count = startedByGroup.get(entry[1].group) ?? 0;
      if (!chosen || count < (startedByGroup.get(chosen[1].group) ?? 0)) chosen = entry;
    }
    return chosen;
  };
  const next = () => {
    while (inFlight < maxInFlight) {
      const chosen = nextInTurn();
      if (!chosen) return;
      start(chosen[0], chosen[1].load, chosen[1].group);
    }
  };
  return {
    request(key, load, intent, group = '') {
      if (started.has(key)) return;
      if (intent) start(key, load, group);
      else if (!waiting.has(key)) {
        waiting.set(key, { load, group });
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
 * document started (the site's: `earlyBudget` in linkPrefetch.ts), nothing capped after that.
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
