/**
 * Copy of the /banking-service (banking as a service) page (SPEC §2 "/banking-service").
 * Facts: six capability cards; three SME segments (Startups, Freelancers, D2C Businesses), each with four
 * features; two strategy benefits; Get Started links to /contact.
 */
import type { Action, CardContent, CtaBandContent, HeroContent, SectionHeadingContent } from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { contactHref } from '@site/routes';

const getStarted: Action = {
  label: 'Get Started',
  href: contactHref('fintech-solutions'),
  variant: 'primary',
  icon: 'arrow-right',
};

export const hero: HeroContent = {
  eyebrow: 'Banking as a Service',
  title: 'Banking built into your business, not bolted on',
  lead: 'Open accounts, collect and pay money, verify customers and see your cash flow through one set of APIs and a single dashboard — backed by our partner banks, shaped around how small businesses actually work.',
  actions: [getStarted, { label: 'See SME solutions', href: '/banking-service#sme-segments', variant: 'secondary' }],
  highlights: ['Virtual accounts', 'Payouts and collections', 'KYC and onboarding APIs'],
};

export const capabilitiesHeading: SectionHeadingContent = {
  eyebrow: 'Capabilities',
  title: 'Everything a modern business account should do',
  lead: 'Six building blocks you can use from our dashboard or embed in your own product through APIs.',
};

export const capabilities: readonly CardContent[] = [
  {
    icon: 'bank',
    title: 'Digital account opening',
    description: 'Open current accounts with our partner banks online, with paperless KYC instead of branch visits.',
  },
  {
    icon: 'layers',
    title: 'Virtual accounts',
    description:
      'Give every customer, invoice or branch its own virtual account number, so each incoming payment is identified automatically.',
  },
  {
    icon: 'send',
    title: 'Payouts and bulk transfers',
    description: 'Pay vendors, staff and customers over IMPS, UPI, NEFT or RTGS, one at a time or in bulk.',
  },
  {
    icon: 'qr',
    title: 'Collections and UPI',
    description:
      'Collect by UPI, bank transfer and payment links, with payments matched to the right customer as they arrive.',
  },
  {
    icon: 'users',
    title: 'KYC and verification APIs',
    description:
      'Verify identities, PAN, GST and bank accounts during onboarding, so you know who you are doing business with.',
  },
  {
    icon: 'chart',
    title: 'Cash-flow insights',
    description:
      'One dashboard for balances, inflows and outflows across accounts, with reports your accountant can use directly.',
  },
];

export const segmentsHeading: SectionHeadingContent = {
  eyebrow: 'For SMEs',
  title: 'Banking that fits the way you work',
  lead: 'Small businesses do not all bank the same way. Here is what we set up for three of the segments we serve most.',
};

export const segments: readonly CardContent[] = [
  {
    icon: 'rocket',
    title: 'Startups',
    description: 'Get the financial plumbing right from day one and spend your time on the product.',
    features: [
      'Current account opened online',
      'Vendor and payroll payouts from one dashboard',
      'APIs to embed payments in your product',
      'Spend tracking your investors can read',
    ],
  },
  {
    icon: 'briefcase',
    title: 'Freelancers',
    description: 'Get paid by clients in India quickly and keep business money separate from personal money.',
    features: [
      'Payment links and UPI collections',
      'Invoices matched to incoming payments',
      'Instant transfers to your own account',
      'Income statements ready for tax filing',
    ],
  },
  {
    icon: 'cart',
    title: 'D2C Businesses',
    description: 'Run the money side of a direct-to-consumer brand without stitching together five different tools.',
    features: [
      'Collections across UPI, cards and net banking',
      'Instant refunds to customers',
      'Automated settlements to suppliers and partners',
      'Reconciliation of orders, payments and payouts',
    ],
  },
];

export const strategyHeading: SectionHeadingContent = {
  eyebrow: 'Strategy',
  title: 'Why banking as a service is a strategic choice',
};

export const strategyBenefits: readonly CardContent[] = [
  {
    icon: 'target',
    title: 'Launch financial products without becoming a bank',
    description:
      'Offer accounts, payments and payouts to your customers under your own brand, while licensed partner banks hold the funds and carry the regulatory obligations.',
  },
  {
    icon: 'trending-up',
    title: 'Turn finance into a growth engine',
    description:
      'Money moves faster, reconciliation takes care of itself and every transaction becomes data you can use — so finance supports growth instead of slowing it down.',
  },
];

export const cta: CtaBandContent = {
  title: 'Bring banking into your business',
  lead: 'Tell us what you want to build — accounts, collections, payouts or all three — and our fintech team will design the set-up with you.',
  actions: [getStarted, { label: 'Explore payouts', href: '/payout', variant: 'secondary' }],
};

/** The hero's mock: a business account with its virtual accounts and balances. */
export const heroVisual: ProductVisualContent = {
  description:
    'Sample business account: balances of the main account and three virtual accounts, with a collection being credited.',
  frames: [
    {
      kind: 'panel',
      title: 'Business account · sample data',
      blocks: [
        {
          kind: 'tiles',
          tiles: [
            { label: 'Available balance', value: '₹12,40,500' },
            { label: 'Collected this month', value: '₹8,96,100' },
          ],
        },
        {
          kind: 'rows',
          heading: 'Virtual accounts',
          rows: [
            {
              title: 'Retail collections',
              detail: 'VA ••7001',
              value: '₹3,84,200',
              status: { label: 'Active', tone: 'info' },
            },
            {
              title: 'Wholesale collections',
              detail: 'VA ••7002',
              value: '₹5,11,900',
              status: { label: 'Active', tone: 'info' },
            },
            {
              title: 'Vendor payouts',
              detail: 'VA ••7003',
              value: '₹1,06,750',
              status: { label: 'Credited', tone: 'success' },
              settlesFrom: { label: 'Incoming', tone: 'pending' },
            },
          ],
        },
      ],
    },
  ],
};
