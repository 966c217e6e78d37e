import type { QueuedError } from './queue';
import type { ReportedErrorEvent } from './reportedErrors';

/**
 * The error an event early.js queued (or handed on) stands for: an uncaught error, an unhandled rejection or a
 * CSP violation, read here so that the inline script stays small. `path`: where the page was when it happened.
 */
export function queuedErrorOf(event: Event, path: string): QueuedError | undefined {
  const at = event.timeStamp;
  if (event.type === 'error') {
    const { message, error, reported, filename, lineno, colno } = event as ReportedErrorEvent;
    const thrown = error ?? reported;
    if (thrown instanceof Error && !error) {
      // WebKit's "Script error.": the error React reported says what and where.
      return { type: 'error', at, path, message: `Uncaught ${thrown.name}: ${thrown.message}`, stack: thrown.stack };
    }
    const stack = thrown instanceof Error ? thrown.stack : undefined;
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
