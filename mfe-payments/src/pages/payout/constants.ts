/** Business and interface constants of the /payout page, exactly as SPEC §9 states them. */

/** Payouts start at ₹2 per transaction (IMPS/UPI, RTGS or NEFT); the final quote depends on volume. */
export const payoutStartingRateInr = 2;

/** The client-logo marquee loops every 40 seconds. */
export const marqueeSeconds = 40;

/** The payout testimonials rotate every 5000 ms. */
export const testimonialRotationMs = 5000;
