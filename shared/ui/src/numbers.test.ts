import { describe, expect, it } from 'vitest';
import { formatCount, formatInr } from './numbers';

const intlCount = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0, roundingMode: 'trunc' });
const intlRupees = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });

const wholeNumbers = [0, 2, 7, 42, 999, 1000, 5000, 12_345, 99_999, 100_000, 123_456, 1_234_567, 20_000_000];
for (let value = 0; value <= 50_000; value += 37) wholeNumbers.push(value);

describe('formatCount', () => {
  it('groups lakhs and crores: 1,00,000 and 1,00,00,000', () => {
    expect(formatCount(100_000)).toBe('1,00,000');
    expect(formatCount(10_000_000)).toBe('1,00,00,000');
    expect(formatCount(5000)).toBe('5,000');
    expect(formatCount(0)).toBe('0');
  });

  it('writes every count as Intl does for en-IN', () => {
    for (const value of wholeNumbers) expect(formatCount(value), String(value)).toBe(intlCount.format(value));
  });
});

describe('formatInr', () => {
  it('writes rupees with Indian grouping, paise only when there are any', () => {
    expect(formatInr(200_000)).toBe('₹2,00,000');
    expect(formatInr(1_234_567)).toBe('₹12,34,567');
    expect(formatInr(7.5)).toBe('₹7.50');
    expect(formatInr(7.05)).toBe('₹7.05');
    expect(formatInr(0.05)).toBe('₹0.05');
    expect(formatInr(0)).toBe('₹0');
  });

  it('writes every amount as Intl does for en-IN rupees', () => {
    const whole = intlRupees(0);
    const withPaise = intlRupees(2);
    for (const value of wholeNumbers) {
      expect(formatInr(value), String(value)).toBe(whole.format(value));
      const amount = value + ((value * 7) % 99) / 100 + 0.01;
      expect(formatInr(amount), String(amount)).toBe(withPaise.format(Math.round(amount * 100) / 100));
    }
  });
});
