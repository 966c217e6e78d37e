import type { QueuedError } from './queue';

/**
 * The error an event early.js queued (or handed on) stands for: an uncaught error, an unhandled rejection or a
 * CSP violation, read here so that the inline script stays small. `path`: where the page was when it happened.
 */
export function queuedErrorOf(event: Event, path: string): QueuedError | undefined {
  const at = event.timeStamp;
  if (event.type === 'error') {
    const { message, error, filename, lineno, colno } = event as ErrorEvent;
    const stack = error instanceof Error ? error.stack : undefined;
    return { type: 'error', at, path, message, stack, source: filename, line: lineno, column: colno };
  }
  if (event.type === 'unhandledrejection') {
    const { reason } = event as PromiseRejectionEvent;
    const message = reason instanceof Error ? reason.message : String(reason);
    return { type: 'unhandledrejection', at, path, message, stack: reason instanceof Error ? reason.stack : undefined };
  }
  if (event.type === 'securitypolicyviolation') {
    const violation = event as SecurityPolicyViolationEvent;
    return {
      type: 'csp',
      at,
      path,
      directive: violation.effectiveDirective,
      blocked: violation.blockedURI,
      source: violation.sourceFile,
      line: violation.lineNumber,
      column: violation.columnNumber,
    };
  }
  return undefined;
}
