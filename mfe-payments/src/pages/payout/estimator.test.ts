import { describe, expect, it } from 'vitest';
import { formatCount, formatInr } from '@site/ui';
import { payoutStartingRateInr } from './constants';
import { MAX_MONTHLY_PAYOUTS, estimateMonthlyCost, fillTemplate, parsePayoutCount } from './estimator';

describe('estimateMonthlyCost', () => {
  it('multiplies the payout count by the ₹2 starting price', () => {
    expect(payoutStartingRateInr).toBe(2);
    expect(estimateMonthlyCost(0, payoutStartingRateInr)).toBe(0);
    expect(estimateMonthlyCost(1, payoutStartingRateInr)).toBe(2);
    expect(estimateMonthlyCost(25_000, payoutStartingRateInr)).toBe(50_000);
    expect(estimateMonthlyCost(MAX_MONTHLY_PAYOUTS, payoutStartingRateInr)).toBe(20_000_000);
  });

  it('rounds to the nearest paisa, hiding floating-point noise', () => {
    expect(3 * 2.35).not.toBe(7.05);
    expect(estimateMonthlyCost(3, 2.35)).toBe(7.05);
    expect(estimateMonthlyCost(1, 1.005)).toBeCloseTo(1.0, 2);
    expect(estimateMonthlyCost(7, 0.333)).toBe(2.33);
  });

  it('rejects negative or non-finite input', () => {
    expect(() => estimateMonthlyCost(-1, 2)).toThrow(RangeError);
    expect(() => estimateMonthlyCost(Number.NaN, 2)).toThrow(RangeError);
    expect(() => estimateMonthlyCost(1, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('the estimate as the page writes it', () => {
  it('uses Indian digit grouping: 1,00,000 payouts cost ₹2,00,000', () => {
    const count = 100_000;
    expect(formatCount(count)).toBe('1,00,000');
    expect(formatInr(estimateMonthlyCost(count, payoutStartingRateInr))).toBe('₹2,00,000');
  });
});

describe('parsePayoutCount', () => {
  it('accepts whole numbers, with or without grouping commas and spaces', () => {
    expect(parsePayoutCount('0')).toEqual({ ok: true, value: 0 });
    expect(parsePayoutCount('25000')).toEqual({ ok: true, value: 25_000 });
    expect(parsePayoutCount(' 1,00,000 ')).toEqual({ ok: true, value: 100_000 });
    expect(parsePayoutCount('100,000')).toEqual({ ok: true, value: 100_000 });
    expect(parsePayoutCount('007')).toEqual({ ok: true, value: 7 });
  });

  it('treats blank input as empty, not as an error', () => {
    expect(parsePayoutCount('')).toEqual({ ok: false, empty: true });
    expect(parsePayoutCount('   ')).toEqual({ ok: false, empty: true });
  });

  it('rejects decimals, exponents, words and symbols', () => {
    for (const raw of ['12.5', '1e5', 'abc', '12abc', '₹200', '0x10', '--5', '5-', 'NaN', 'Infinity', ',']) {
      expect(parsePayoutCount(raw)).toEqual({ ok: false, empty: false, error: 'not-whole-number' });
    }
  });

  it('rejects negative numbers', () => {
    expect(parsePayoutCount('-5')).toEqual({ ok: false, empty: false, error: 'negative' });
    expect(parsePayoutCount('−1,000')).toEqual({ ok: false, empty: false, error: 'negative' });
    expect(parsePayoutCount('-0')).toEqual({ ok: true, value: 0 });
  });

  it('rejects counts above the maximum', () => {
    expect(parsePayoutCount(String(MAX_MONTHLY_PAYOUTS))).toEqual({ ok: true, value: MAX_MONTHLY_PAYOUTS });
    expect(parsePayoutCount(String(MAX_MONTHLY_PAYOUTS + 1))).toEqual({ ok: false, empty: false, error: 'too-large' });
    expect(parsePayoutCount('99999999999999999999999')).toEqual({ ok: false, empty: false, error: 'too-large' });
    expect(parsePayoutCount('11', 10)).toEqual({ ok: false, empty: false, error: 'too-large' });
  });
});

describe('fillTemplate', () => {
  it('replaces known placeholders and leaves unknown ones', () => {
    expect(fillTemplate('{count} payouts × {rate}', { count: '1,00,000', rate: '₹2' })).toBe('1,00,000 payouts × ₹2');
    expect(fillTemplate('{n} of {total}', { n: '3' })).toBe('3 of {total}');
  });
});
