/** A release or rollback the gate or a lock turned down: its message says why, and the target is unchanged. */
export class RefusedError extends Error {
  name = 'RefusedError';
}
