export class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * Rejects with a TimeoutError, saying `timeoutMessage(seconds)`, when `promise` has not settled within `ms`;
 * its late answer is ignored.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  timeoutMessage: (seconds: number) => string,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(timeoutMessage(ms / 1000))), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
