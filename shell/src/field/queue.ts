import { fieldQueueName } from '@site/document';
import type { ErrorType, RemoteFile } from '@site/field';

/** Where and when something was queued: the location's pathname (a preview's prefix included) and page time. */
interface Queued {
  readonly at: number;
  readonly path: string;
}

/**
 * An error as the sender reads it: from an event early.js queued (an uncaught error, a rejection, a CSP violation's
 * `directive` and `blocked` URL; events.ts) or one of the shell's own findings. Raw: the sender cleans and cuts
 * each one (records.ts).
 */
export interface QueuedError extends Queued {
  readonly type: ErrorType;
  readonly message?: string;
  readonly stack?: string | undefined;
  readonly source?: string;
  readonly line?: number;
  readonly column?: number;
  readonly directive?: string;
  readonly blocked?: string;
  readonly file?: RemoteFile;
  readonly remote?: string;
  readonly timedOut?: boolean;
}

/** A page view: the page's load, or a route change on the client. */
export interface QueuedPageview extends Queued {
  readonly type: 'pageview';
  readonly navigation: 'load' | 'client';
}

/** What the queue holds: early.js's events as they came (events.ts reads them), and the shell's own entries. */
export type QueuedEntry = QueuedError | QueuedPageview | Event;

/**
 * The page's queue (`fieldQueueName`, made by early.js): entries wait in it until the sender takes it over, which
 * replaces its `push` (early.js's listeners then hand their events straight to it) and sets `flush`.
 */
export interface FieldQueue extends Array<QueuedEntry> {
  flush?: () => void;
}

export function fieldQueue(): FieldQueue {
  const global = globalThis as unknown as Record<string, FieldQueue | undefined>;
  return (global[fieldQueueName] ??= []);
}

// globalThis: the shell's modules also run in Node (the prerender, unit tests), where nothing reads the queue.
const queued = () => ({ at: performance.now(), path: globalThis.location?.pathname ?? '/' });

/** The most of the shell's own entries that wait for the sender: a section failing in a loop stays small. */
export const fieldQueueMax = 50;

/** Up to `fieldQueueMax` of the shell's entries wait for the sender. */
function enqueue(entry: QueuedEntry): void {
  const queue = fieldQueue();
  if (queue.length < fieldQueueMax) queue.push(entry);
}

/** Queues an error the shell found for the sender, without loading it (this module is all the shell imports). */
export function reportFieldError(error: Omit<QueuedError, keyof Queued>): void {
  enqueue({ ...error, ...queued() });
}

export function reportFieldPageview(navigation: QueuedPageview['navigation']): void {
  enqueue({ type: 'pageview', navigation, ...queued() });
}

/** Sends what the sender holds now, when it runs: before the page goes away by the app's own doing (a reload). */
export function flushField(): void {
  fieldQueue().flush?.();
}
