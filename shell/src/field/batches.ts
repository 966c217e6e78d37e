import { fieldLimits, type FieldBatch, type FieldRecord } from '@site/field';

/** The most errors one page view reports: a page that throws in a loop is one finding, not a flood. */
export const maxErrorsPerView = 20;

/** A batch without its records: what every request of a page view repeats. */
export type BatchEnvelope = Omit<FieldBatch, 'records'>;

const fingerprintOf = (record: FieldRecord) =>
  record.kind === 'error'
    ? JSON.stringify([record.type, record.message, record.source, record.line, record.column, record.path])
    : undefined;

/**
 * The records of one page view waiting to be sent: a vital once by its web-vitals id (the last value wins), an
 * error once per page view however often it happens, at most `maxErrorsPerView` errors in all.
 */
export class PendingRecords {
  readonly #pending = new Map<string, FieldRecord>();
  readonly #errorsSeen = new Set<string>();
  #count = 0;

  add(record: FieldRecord): void {
    const fingerprint = fingerprintOf(record);
    if (fingerprint !== undefined) {
      if (this.#errorsSeen.has(fingerprint) || this.#errorsSeen.size >= maxErrorsPerView) return;
      this.#errorsSeen.add(fingerprint);
    }
    const key = record.kind === 'vital' ? `vital:${record.id}` : `${record.kind}:${(this.#count += 1)}`;
    // Deleted first, so that an updated vital goes in its new place: records keep the order they settled in.
    this.#pending.delete(key);
    this.#pending.set(key, record);
  }

  /** Everything pending, oldest first; the page view then starts a new batch. */
  take(): FieldRecord[] {
    const records = [...this.#pending.values()];
    this.#pending.clear();
    return records;
  }
}

const encoder = new TextEncoder();
const bytesOf = (text: string) => encoder.encode(text).length;

/**
 * The request bodies that carry `records`: each within `maxRecordsPerBatch` records and `maxBodyBytes` bytes.
 * A record too large alone (its strings are cut to the limits, so none is) would be left out, not sent broken.
 */
export function batchBodies(envelope: BatchEnvelope, records: readonly FieldRecord[]): string[] {
  // The envelope's JSON object, opened again for the records (it always has members: `v`, `view`).
  const head = JSON.stringify(envelope).slice(0, -1);
  const bodyOf = (batch: readonly string[]) => `${head},"records":[${batch.join(',')}]}`;
  const emptyBytes = bytesOf(bodyOf([]));
  const bodies: string[] = [];
  let batch: string[] = [];
  let bytes = emptyBytes;
  for (const record of records) {
    const json = JSON.stringify(record);
    const size = bytesOf(json) + (batch.length > 0 ? 1 : 0);
    if (
      batch.length > 0 &&
      (batch.length >= fieldLimits.maxRecordsPerBatch || bytes + size > fieldLimits.maxBodyBytes)
    ) {
      bodies.push(bodyOf(batch));
      batch = [];
      bytes = emptyBytes;
    }
    if (emptyBytes + bytesOf(json) > fieldLimits.maxBodyBytes) continue;
    batch.push(json);
    bytes += bytesOf(json) + (batch.length > 1 ? 1 : 0);
  }
  if (batch.length > 0) bodies.push(bodyOf(batch));
  return bodies;
}
