import { describe, expect, it } from 'vitest';
import { counterText, isNearLimit, limitAnnouncement } from './messageCounter';

describe('message counter', () => {
  it('shows the count against 5,000', () => {
    expect(counterText(0, 5000)).toBe('0 / 5,000');
    expect(counterText(4321, 5000)).toBe('4,321 / 5,000');
  });

  it('is near the limit from 500 characters left', () => {
    expect(isNearLimit(4499, 5000)).toBe(false);
    expect(isNearLimit(4500, 5000)).toBe(true);
  });

  it('says nothing far from the limit', () => {
    expect(limitAnnouncement(0, 1, 5000)).toBeNull();
    expect(limitAnnouncement(4000, 4499, 5000)).toBeNull();
  });

  it('announces once on entering each band of 100 near the limit', () => {
    expect(limitAnnouncement(4499, 4500, 5000)).toBe('500 characters left');
    expect(limitAnnouncement(4500, 4501, 5000)).toBeNull();
    expect(limitAnnouncement(4598, 4599, 5000)).toBeNull();
    expect(limitAnnouncement(4599, 4600, 5000)).toBe('400 characters left');
    expect(limitAnnouncement(4600, 4601, 5000)).toBeNull();
    expect(limitAnnouncement(4899, 4900, 5000)).toBe('100 characters left');
    expect(limitAnnouncement(4900, 4999, 5000)).toBeNull();
    expect(limitAnnouncement(4999, 5000, 5000)).toBe('Character limit reached: 5,000 characters.');
  });

  it('announces where a paste lands, and never a deletion', () => {
    expect(limitAnnouncement(10, 4950, 5000)).toBe('50 characters left');
    expect(limitAnnouncement(0, 5000, 5000)).toBe('Character limit reached: 5,000 characters.');
    expect(limitAnnouncement(5000, 4700, 5000)).toBeNull();
  });
});
