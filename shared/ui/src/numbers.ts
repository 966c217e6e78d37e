/**
 * Numbers as Indian readers write them (1,00,000; ₹12,34,567.50), exactly as `Intl.NumberFormat('en-IN')`
 * does. Not Intl itself: a page's first Intl formatter loads the locale data, 30–80 ms of blocked main thread
 * on a phone, spent here on the contact form's counter and the payout estimator as they first render.
 */

/** A count (a whole number, not negative): 100000 → '1,00,000'. */
export function formatCount(count: number): string {
  const digits = String(Math.trunc(count));
  const lastThree = digits.slice(-3);
  const higher = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return higher ? `${higher},${lastThree}` : lastThree;
}

/** Rupees (not negative), paise only when there are any: 200000 → '₹2,00,000'; 7.5 → '₹7.50'. */
export function formatInr(amount: number): string {
  const paise = Math.round(amount * 100);
  const rupees = formatCount(Math.floor(paise / 100));
  const fraction = paise % 100;
  return fraction === 0 ? `₹${rupees}` : `₹${rupees}.${String(fraction).padStart(2, '0')}`;
}
