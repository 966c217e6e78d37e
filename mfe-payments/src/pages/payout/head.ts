import type { PageHead } from '@site/routes';
import { claims, company } from '@site/company';
import { payoutStartingRateInr } from './constants';

/** Head of /payout (kept apart from the page content so the route table does not load the page copy). */
export const head: PageHead = {
  title: `Payout API for Instant Bank Transfers | ${company.name}`,
  description: `Send bulk payouts to any bank account or UPI ID over IMPS, UPI, NEFT or RTGS. Starts at ₹${payoutStartingRateInr} per transaction, no setup fees or AMC, ${claims.payoutSuccessRate} payout success rate.`,
  keywords: [
    'payout API',
    'bulk payouts India',
    'vendor payments',
    'IMPS payouts',
    'UPI payouts',
    'NEFT RTGS transfers',
    'payout links',
    'salary disbursement',
  ],
};
