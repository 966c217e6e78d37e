/** What `keepReportedErrors` attaches to an error event WebKit dispatched without its error. */
export interface ReportedErrorEvent extends ErrorEvent {
  readonly reported?: unknown;
}

/**
 * React reports an error thrown in an event handler through `window.reportError`, as react-dom found it when it
 * loaded. For an error from another origin's script, WebKit then dispatches an error event without the error, its
 * stack or its script ("Script error."), even with CORS. So before react-dom loads, the shell's entry wraps
 * `reportError` to attach the error itself to the event it dispatches; `queuedErrorOf` (events.ts, in
 * the sender's chunk) reads it from there. A module of its own: the entry carries only this.
 */
export function keepReportedErrors(): void {
  const report = window.reportError;
  if (typeof report !== 'function') return;
  window.reportError = (error: unknown) => {
    // At the target, capturing listeners run first: the event carries the error before early.js queues it.
    const attach = (event: ErrorEvent) => {
      if (!event.error) Object.defineProperty(event, 'reported', { value: error });
    };
    window.addEventListener('error', attach, { capture: true, once: true });
    try {
      report(error);
    } finally {
      window.removeEventListener('error', attach, { capture: true });
    }
  };
}
