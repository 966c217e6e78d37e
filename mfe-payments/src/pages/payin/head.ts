import type { PageHead } from '@site/routes';
import { claims, company } from '@site/company';

/** Head of /payin (kept apart from the page content so the route table does not load the page copy). */
export const head: PageHead = {
  title: `Payment Gateway for Indian Businesses | ${company.name}`,
  description: `Accept cards, net banking, UPI, wallets and EMI with one payment gateway: ${claims.paymentOptions} payment options, ${claims.banks} banks, PCI DSS, ISO 27001, SOC-2 and RBI licensed PA/PG.`,
  keywords: [
    'payment gateway India',
    'payin',
    'accept online payments',
    'UPI payment gateway',
    'net banking',
    'card payments',
    'EMI payments',
    'PCI DSS payment gateway',
  ],
};
