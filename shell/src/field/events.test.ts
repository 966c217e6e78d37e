// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { queuedErrorOf } from './events';
import { keepReportedErrors } from './reportedErrors';

const originalReportError = window.reportError;

describe('errors React reports through window.reportError', () => {
  afterEach(() => {
    window.reportError = originalReportError;
  });

  it("keeps the error where WebKit's event hides it (Script error.), and leaves a complete event as it is", () => {
    // As WebKit dispatches it for an error from another origin's script: no error, no script, no line.
    window.reportError = () =>
      void window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.', error: null }));
    keepReportedErrors();
    const queued: Event[] = [];
    const queue = (event: Event) => queued.push(event);
    window.addEventListener('error', queue);
    const thrown = new Error('the estimator failed');
    thrown.stack = 'Error: the estimator failed\n    at next (https://payments.example.in/static/js/page.js:4:12)';
    window.reportError(thrown);

    window.reportError = () =>
      void window.dispatchEvent(
        new ErrorEvent('error', {
          message: 'Uncaught Error: shown',
          error: new Error('shown'),
          filename: 'https://a.in/x.js',
        }),
      );
    keepReportedErrors();
    window.reportError(new Error('shown'));
    window.removeEventListener('error', queue);

    const [hidden, complete] = queued.map((event) => queuedErrorOf(event, '/payout'));
    expect(hidden).toMatchObject({
      type: 'error',
      path: '/payout',
      message: 'Uncaught Error: the estimator failed',
      stack: thrown.stack,
    });
    expect(complete).toMatchObject({ message: 'Uncaught Error: shown', source: 'https://a.in/x.js' });
  });
});
