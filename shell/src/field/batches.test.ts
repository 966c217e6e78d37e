import { describe, expect, it } from 'vitest';
import { fieldLimits, type ErrorRecord, type FieldRecord, type VitalRecord } from '@site/field';
import { batchBodies, maxErrorsPerView, PendingRecords, type BatchEnvelope } from './batches';

const base = { path: '/payout', owner: 'payments', app: 'payments', at: 1 } as const;
const vital = (id: string, value: number): VitalRecord => ({
  ...base,
  kind: 'vital',
  name: 'INP',
  value,
  rating: 'good',
  id,
});
const error = (message: string, line = 1): ErrorRecord => ({ ...base, kind: 'error', type: 'error', message, line });
const envelope: BatchEnvelope = { v: 1, view: 'abcdefgh1234', releases: { shell: 'r1', payments: 'r2' } };

describe('PendingRecords', () => {
  it('keeps a vital once by its id, with its last value', () => {
    const pending = new PendingRecords();
    pending.add(vital('v5-1', 40));
    pending.add(vital('v5-2', 10));
    pending.add(vital('v5-1', 250));
    expect(pending.take()).toEqual([vital('v5-2', 10), vital('v5-1', 250)]);
    expect(pending.take()).toEqual([]);
  });

  it('counts an identical error of a page view once, even after it was sent', () => {
    const pending = new PendingRecords();
    pending.add(error('boom'));
    pending.add(error('boom'));
    pending.add(error('boom', 2));
    expect(pending.take()).toHaveLength(2);
    pending.add(error('boom'));
    expect(pending.take()).toEqual([]);
  });

  it(`reports at most ${maxErrorsPerView} errors of a page view, and every page view`, () => {
    const pending = new PendingRecords();
    for (let i = 0; i < 50; i += 1) pending.add(error(`error ${i}`));
    pending.add({ ...base, kind: 'pageview', navigation: 'client' });
    pending.add({ ...base, kind: 'pageview', navigation: 'client' });
    const records = pending.take();
    expect(records.filter((record) => record.kind === 'error')).toHaveLength(maxErrorsPerView);
    expect(records.filter((record) => record.kind === 'pageview')).toHaveLength(2);
  });
});

describe('batchBodies', () => {
  const parse = (body: string) => JSON.parse(body) as { records: FieldRecord[] };

  it('sends one body with the envelope and every record when they fit', () => {
    const records = [vital('v5-1', 1), error('x')];
    const bodies = batchBodies(envelope, records);
    expect(bodies.map(parse)).toEqual([{ ...envelope, records }]);
  });

  it(`splits at ${fieldLimits.maxRecordsPerBatch} records`, () => {
    const records = Array.from({ length: fieldLimits.maxRecordsPerBatch * 2 + 1 }, (_, i) => vital(`v5-${i}`, i));
    const bodies = batchBodies(envelope, records);
    expect(bodies.map((body) => parse(body).records.length)).toEqual([40, 40, 1]);
    expect(bodies.flatMap((body) => parse(body).records)).toEqual(records);
  });

  it(`splits at ${fieldLimits.maxBodyBytes} bytes, counting UTF-8 bytes, not characters`, () => {
    const records = Array.from({ length: 30 }, (_, i) => ({
      ...error(`${i} ${'€'.repeat(290)}`),
      stack: 'ü'.repeat(2900),
    }));
    const bodies = batchBodies(envelope, records);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies)
      expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(fieldLimits.maxBodyBytes);
    expect(bodies.flatMap((body) => parse(body).records)).toEqual(records);
  });
});
