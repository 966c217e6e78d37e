/**
 * Copy of the /payin (payment gateway) page (SPEC §2 "/payin", §9 claims).
 * Facts: five payment methods, three reasons, three developer features, four compliance badges,
 * 150+ payment options and 16+ banks (from `claims`); calls to action go to /contact.
 * The SPEC's developer-resources link is a placeholder, so developer actions go to the contact page.
 */
import type { Action, CardContent, CtaBandContent, HeroContent, SectionHeadingContent } from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { claims } from '@site/company';
import { contactHref } from '@site/routes';

const startAccepting: Action = {
  label: 'Start Accepting Payments',
  href: contactHref('fintech-solutions'),
  variant: 'primary',
  icon: 'arrow-right',
};

export const hero: HeroContent = {
  eyebrow: 'Payment gateway',
  title: 'Accept payments every way India pays',
  lead: 'One payment gateway for cards, net banking, UPI, wallets and EMI. Give customers a fast, familiar checkout on web and mobile, and get every rupee settled and reconciled for you.',
  badge: 'RBI licensed PA/PG',
  actions: [startAccepting, { label: 'Talk to Our Team', href: '/contact', variant: 'secondary' }],
  stats: [
    { value: claims.paymentOptions, label: 'Payment options' },
    { value: claims.banks, label: 'Partner banks' },
  ],
  highlights: ['PCI DSS', 'ISO 27001', 'SOC-2'],
};

export const methodsHeading: SectionHeadingContent = {
  eyebrow: 'Payment methods',
  title: 'Five ways to pay, one integration',
  lead: `Offer ${claims.paymentOptions} payment options with ${claims.banks} partner banks, so no customer drops off because their preferred method is missing.`,
};

export const paymentMethods: readonly CardContent[] = [
  {
    icon: 'card',
    title: 'Cards',
    description:
      'Credit and debit cards on Visa, Mastercard and RuPay, with card data stored as tokens as the RBI mandates.',
  },
  {
    icon: 'bank',
    title: 'Net Banking',
    description: 'Direct payments from the customer’s bank account using their own bank login, with no card needed.',
  },
  {
    icon: 'qr',
    title: 'UPI',
    description: 'UPI apps, UPI IDs and QR codes — the way most Indian customers already prefer to pay.',
  },
  {
    icon: 'wallet',
    title: 'Wallets',
    description: 'Popular prepaid wallets for one-tap payments on mobile, without typing card details.',
  },
  {
    icon: 'calendar',
    title: 'EMI Options',
    description: 'Card and cardless EMI let customers spread larger purchases into monthly instalments.',
  },
];

export const reasonsHeading: SectionHeadingContent = {
  eyebrow: 'Why our gateway',
  title: 'Why businesses choose our payment gateway',
};

export const reasons: readonly CardContent[] = [
  {
    icon: 'trending-up',
    title: 'A checkout that converts',
    description:
      'A fast, mobile-first checkout that remembers how each customer likes to pay and retries failed payments on another method instead of losing the sale.',
  },
  {
    icon: 'rupee',
    title: 'Fast, predictable settlements',
    description:
      'Collections settle straight to your bank account on a clear schedule, with every payment, refund and fee itemised for reconciliation.',
  },
  {
    icon: 'shield',
    title: 'Security you can show your auditors',
    description:
      'PCI DSS, ISO 27001 and SOC-2 controls, tokenised card storage and fraud checks on every transaction protect you and your customers.',
  },
];

export const developerHeading: SectionHeadingContent = {
  eyebrow: 'For developers',
  title: 'Built for developers, from sandbox to production',
  lead: 'Everything your developers need to go from first request to live payments. Documentation and sandbox keys are shared on request.',
};

export const developerFeatures: readonly CardContent[] = [
  {
    icon: 'file',
    title: 'Integration guide',
    description:
      'Step-by-step guides for hosted checkout, web and mobile SDKs and server-to-server flows, with sample requests for each.',
    link: { label: 'Request the integration guide', href: contactHref('fintech-solutions'), icon: 'arrow-right' },
  },
  {
    icon: 'terminal',
    title: 'Sandbox environment',
    description:
      'Test every payment method, success and failure with test keys and simulated bank responses before a single real rupee moves.',
    link: { label: 'Request sandbox access', href: contactHref('fintech-solutions'), icon: 'arrow-right' },
  },
  {
    icon: 'api',
    title: 'Flexible APIs',
    description:
      'REST APIs and webhooks for payments, refunds, payment links and settlements, so the gateway fits your product instead of the other way round.',
    link: { label: 'Talk to an integration engineer', href: contactHref('fintech-solutions'), icon: 'arrow-right' },
  },
];

export const complianceHeading: SectionHeadingContent = {
  eyebrow: 'Compliance',
  title: 'Secure and compliant by default',
  lead: 'Payments run on infrastructure built for the standards Indian regulators, card networks and enterprise auditors expect.',
};

export const complianceBadges: readonly CardContent[] = [
  {
    icon: 'lock',
    title: 'PCI DSS',
    description: 'Card data is handled in a PCI DSS compliant environment and stored only as tokens.',
  },
  {
    icon: 'award',
    title: 'ISO 27001',
    description: 'Information security is managed to the ISO 27001 standard, from access control to incident response.',
  },
  {
    icon: 'shield',
    title: 'SOC-2',
    description: 'Controls for security, availability and confidentiality follow the SOC-2 framework.',
  },
  {
    icon: 'bank',
    title: 'RBI licensed PA/PG',
    description: 'Payments are processed under an RBI payment aggregator and payment gateway (PA/PG) licence.',
  },
];

export const cta: CtaBandContent = {
  title: 'Ready to accept payments?',
  lead: `Offer ${claims.paymentOptions} payment options and ${claims.banks} partner banks with one integration. Tell us about your business and we will set up your gateway account.`,
  actions: [startAccepting, { label: 'Contact Us', href: '/contact', variant: 'secondary' }],
};

/** The hero's mock checkout: a customer choosing how to pay. */
export const heroVisual: ProductVisualContent = {
  description: 'Sample checkout: the customer chooses UPI, cards, net banking, wallets or EMI and pays ₹1,499.',
  frames: [
    {
      kind: 'browser',
      title: 'yourstore.in/checkout',
      blocks: [
        {
          kind: 'choices',
          heading: 'Pay ₹1,499 with',
          options: [
            { label: 'UPI', detail: 'Any UPI app', icon: 'qr' },
            { label: 'Cards', detail: 'Credit and debit', icon: 'card' },
            { label: 'Net Banking', detail: `${claims.banks} banks`, icon: 'bank' },
            { label: 'Wallets', icon: 'wallet' },
            { label: 'EMI Options', icon: 'calendar' },
          ],
          selected: 0,
          action: 'Pay ₹1,499',
        },
      ],
    },
  ],
};
