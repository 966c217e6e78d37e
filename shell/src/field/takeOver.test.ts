// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyScriptContract, fieldQueueName } from '@site/document';
import { queuedErrorOf } from './events';
import { fieldQueue, fieldQueueMax, flushField, reportFieldError, type QueuedEntry } from './queue';
import { takeOverQueue } from './takeOver';
import earlyScript from '../../early.js?raw';

/** Runs the shell's inline early.js as a page does, with its contract put in as the build does. */
function runEarlyScript() {
  new Function('DOCUMENT_CONTRACT', 'FIELD_QUEUE_NAME', earlyScript)(earlyScriptContract, fieldQueueName);
}

const throwUncaught = (error: Error) =>
  window.dispatchEvent(
    new ErrorEvent('error', { message: error.message, error, filename: 'https://x.in/a.js', lineno: 2, colno: 7 }),
  );

describe("the page's field queue", () => {
  afterEach(() => {
    delete (window as unknown as Record<string, unknown>)[fieldQueueName];
  });

  it('holds what happens before the sender, which takes it over and then each new entry at once', () => {
    runEarlyScript();
    throwUncaught(new Error('first'));
    reportFieldError({ type: 'boundary', message: 'caught' });
    const taken: QueuedEntry[] = [];
    const flush = vi.fn();
    // As the sender takes them: early.js's events read as errors (events.ts), the shell's entries as they are.
    takeOverQueue(
      fieldQueue(),
      (entry) => taken.push((entry instanceof Event ? queuedErrorOf(entry, '/') : entry) ?? entry),
      flush,
    );
    expect(taken.map((entry) => [entry.type, 'message' in entry && entry.message])).toEqual([
      ['error', 'first'],
      ['boundary', 'caught'],
    ]);
    expect(taken[0]).toMatchObject({ source: 'https://x.in/a.js', line: 2, column: 7, path: '/' });
    expect((taken[0] as { stack?: string }).stack).toContain('first');

    throwUncaught(new Error('later'));
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new Error('rejected') }));
    expect(taken.slice(2).map((entry) => [entry.type, 'message' in entry && entry.message])).toEqual([
      ['error', 'later'],
      ['unhandledrejection', 'rejected'],
    ]);
    expect(fieldQueue()).toHaveLength(0);
    flushField();
    expect(flush).toHaveBeenCalledOnce();
  });

  it('queues a CSP violation as its event, read by the sender; at most fieldQueueMax of the shell’s own entries', () => {
    runEarlyScript();
    document.dispatchEvent(
      Object.assign(new Event('securitypolicyviolation', { bubbles: true }), {
        effectiveDirective: 'script-src-elem',
        blockedURI: 'https://cdn.example/x.js?id=1',
      }),
    );
    const [violation] = fieldQueue();
    expect(violation).toBeInstanceOf(Event);
    expect(queuedErrorOf(violation as Event, '/payout')).toMatchObject({
      type: 'csp',
      path: '/payout',
      directive: 'script-src-elem',
      blocked: 'https://cdn.example/x.js?id=1',
    });
    for (let i = 0; i < fieldQueueMax * 2; i += 1) reportFieldError({ type: 'boundary', message: `loop ${i}` });
    expect(fieldQueue()).toHaveLength(fieldQueueMax);
  });

  it('a page load the sample leaves out drops what was queued, and what comes after, as it comes', () => {
    runEarlyScript();
    throwUncaught(new Error('before'));
    takeOverQueue(
      fieldQueue(),
      () => undefined,
      () => undefined,
    );
    expect(fieldQueue()).toHaveLength(0);
    throwUncaught(new Error('after'));
    reportFieldError({ type: 'boundary', message: 'after' });
    expect(fieldQueue()).toHaveLength(0);
  });
});
