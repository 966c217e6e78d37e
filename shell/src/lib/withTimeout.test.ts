import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeoutError, withTimeout } from './withTimeout';

afterEach(() => vi.useRealTimers());

const late = (seconds: number) => `late after ${seconds} s`;

describe('withTimeout', () => {
  it('passes a value that arrives in time', async () => {
    await expect(withTimeout(Promise.resolve('page'), 100, late)).resolves.toBe('page');
  });

  it('rejects a promise that never settles once the time is up', async () => {
    vi.useFakeTimers();
    const pending = withTimeout(
      new Promise(() => undefined),
      7000,
      (seconds) => `The payments section did not load within ${seconds} s.`,
    );
    const assertion = expect(pending).rejects.toThrow(
      new TimeoutError('The payments section did not load within 7 s.'),
    );
    await vi.advanceTimersByTimeAsync(7000);
    await assertion;
  });

  it('keeps the original error of a promise that fails in time', async () => {
    await expect(withTimeout(Promise.reject(new Error('manifest 404')), 100, late)).rejects.toThrow('manifest 404');
  });
});
