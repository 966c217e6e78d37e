/**
 * Pure functions behind the payout cost estimator: parse the visitor's input, multiply by the starting
 * price and format rupees with Indian digit grouping (1,00,000). No DOM, no React: unit-tested directly.
 */

/** The largest monthly payout count the estimator accepts; above it, enterprise pricing applies. */
export const MAX_MONTHLY_PAYOUTS = 10_000_000;

export type PayoutCountError = 'not-whole-number' | 'negative' | 'too-large';

export type ParsedPayoutCount =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly empty: true }
  | { readonly ok: false; readonly empty: false; readonly error: PayoutCountError };

/**
 * Reads a monthly payout count typed by a visitor. Accepts digits with optional grouping commas or
 * spaces ('25000', '25,000', '1,00,000'); rejects decimals, exponents, signs and anything else.
 */
export function parsePayoutCount(raw: string, max: number = MAX_MONTHLY_PAYOUTS): ParsedPayoutCount {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, empty: true };
  const negative = /^[-−]/.test(trimmed);
  const digits = trimmed.replace(/^[-−+]/, '').replace(/[,\s]/g, '');
  if (!/^\d+$/.test(digits)) return { ok: false, empty: false, error: 'not-whole-number' };
  const value = Number(digits);
  if (negative && value !== 0) return { ok: false, empty: false, error: 'negative' };
  if (!Number.isSafeInteger(value) || value > max) return { ok: false, empty: false, error: 'too-large' };
  return { ok: true, value };
}

/**
 * Monthly cost in rupees for `count` payouts at `ratePerPayoutInr`, rounded to the nearest paisa so
 * floating-point noise (e.g. 3 × 2.35 = 7.050000000000001) never reaches the screen.
 */
export function estimateMonthlyCost(count: number, ratePerPayoutInr: number): number {
  if (!Number.isFinite(count) || !Number.isFinite(ratePerPayoutInr) || count < 0 || ratePerPayoutInr < 0) {
    throw new RangeError('count and rate must be non-negative finite numbers');
  }
  return Math.round(count * ratePerPayoutInr * 100) / 100;
}

/** Replaces `{name}` placeholders in a content template. */
export function fillTemplate(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
