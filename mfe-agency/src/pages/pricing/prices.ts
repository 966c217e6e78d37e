/**
 * The published prices (SPEC §9), kept in one place so the pricing page, the RankBoost packages and
 * the home FAQ never disagree. Display strings are exactly as the SPEC states them.
 */
export const prices = {
  website: { display: '₹15,000', note: 'one-time', amountInr: 15000 },
  software: { display: '₹45,000', prefix: 'Starting at', amountInr: 45000 },
  seo: { display: '₹15,000', note: 'per month', amountInr: 15000 },
} as const;

export const seoPackagePrices = {
  starter: { display: '₹15,000', note: 'per month', amountInr: 15000, keywords: '5 keywords' },
  professional: { display: '₹30,000', note: 'per month', amountInr: 30000, keywords: '15 keywords' },
  enterprise: { display: '₹50,000', note: 'per month', amountInr: 50000, keywords: 'Unlimited keywords' },
} as const;
