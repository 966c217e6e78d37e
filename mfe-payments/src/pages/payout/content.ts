/**
 * Copy of the /payout page (SPEC §2 "/payout", §9 payout pricing and payout success rate).
 * Facts: ₹2 starting price per transaction for IMPS/UPI, RTGS or NEFT; final quote depends on volume;
 * no setup fees or AMC; 99.98% payout success rate (from `claims`); eight testimonials rotating every 5000 ms;
 * a seven-logo marquee on a 40 s loop.
 */
import type {
  Action,
  CardContent,
  CtaBandContent,
  CtaCardContent,
  FaqItemContent,
  HeroContent,
  LogoContent,
  PricingPlanContent,
  SectionHeadingContent,
  TestimonialContent,
} from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { claims } from '@site/company';
import { contactHref } from '@site/routes';
import { payoutStartingRateInr } from './constants';

export { marqueeSeconds, testimonialRotationMs } from './constants';

const rate = `₹${payoutStartingRateInr}`;

const signUp: Action = {
  label: 'Create an Account',
  href: contactHref('fintech-solutions'),
  variant: 'primary',
  icon: 'arrow-right',
};

export const hero: HeroContent = {
  eyebrow: 'Payout API',
  title: 'Instant bank payouts for every vendor, employee and customer',
  lead: 'Send money to any bank account or UPI ID in India from one dashboard or one API call. Pay by IMPS, UPI, NEFT or RTGS, track every transfer in real time and reconcile without spreadsheets.',
  badge: 'Payouts over IMPS, UPI, NEFT and RTGS',
  actions: [signUp, { label: 'See payout pricing', href: '/payout#pricing', variant: 'secondary' }],
  stats: [
    { value: claims.payoutSuccessRate, label: 'Payout success rate' },
    { value: rate, label: 'Starting price per transaction' },
    { value: '₹0', label: 'Setup fees and AMC' },
  ],
  highlights: ['No setup fees', 'No AMC', 'Pay only for the payouts you send'],
};

export const clients = {
  label: 'Businesses that send their payouts with us',
  /** Fictional client wordmarks (icon + name); no third-party logos are shown. */
  logos: [
    { name: 'Sahyadri Freight', icon: 'route' },
    { name: 'Rasoi Fresh', icon: 'cart' },
    { name: 'Kaveri Weaves', icon: 'layers' },
    { name: 'Nirmaan BuildTech', icon: 'building' },
    { name: 'Pragati Microfinance', icon: 'bank' },
    { name: 'Suraksha Insurance Brokers', icon: 'shield' },
    { name: 'Tarang Learning', icon: 'lightbulb' },
  ] satisfies readonly LogoContent[],
};

export const featuresHeading: SectionHeadingContent = {
  eyebrow: 'Why businesses switch',
  title: 'Payouts that finish on time, every time',
  lead: 'Everything a finance team needs to move money out of the business quickly, safely and with a clean audit trail.',
};

export const features: readonly CardContent[] = [
  {
    icon: 'bolt',
    title: 'Instant transfers, around the clock',
    description:
      'IMPS and UPI payouts reach the beneficiary in real time, including weekends and bank holidays, so nobody waits for the next working day.',
  },
  {
    icon: 'layers',
    title: 'Bulk payouts in one go',
    description:
      'Upload a single file or send one API request to pay hundreds of beneficiaries at once, with each transfer tracked on its own.',
  },
  {
    icon: 'check',
    title: 'Beneficiary verification',
    description:
      'Validate bank accounts and UPI IDs before you pay, and stop money going to a mistyped account number or a closed account.',
  },
  {
    icon: 'eye',
    title: 'Real-time status and webhooks',
    description:
      'See every payout move from queued to processed, and get instant webhook callbacks so your own systems stay in sync.',
  },
  {
    icon: 'lock',
    title: 'Approval workflows',
    description:
      'Maker–checker approvals, role-based access and IP allow-listing keep control of who can release money and when.',
  },
  {
    icon: 'file',
    title: 'Automatic reconciliation',
    description:
      'Every transfer carries your reference and the bank’s UTR, and downloadable reports match your ledger without manual work.',
  },
];

export const toolkitHeading: SectionHeadingContent = {
  eyebrow: 'Payout toolkit',
  title: 'Three tools for every way you pay',
  lead: 'Choose how each payout is created, sent and reviewed — from a shareable link to full analytics.',
};

export const toolkit: readonly CardContent[] = [
  {
    icon: 'link',
    title: 'Payout links',
    description:
      'Pay people whose bank details you do not have. Share a link by SMS, e-mail or WhatsApp; the recipient enters their own account or UPI ID and the money is sent.',
    features: [
      'No bank details collected over the phone',
      'Links expire on the date you set',
      'Ideal for refunds, claims and rewards',
    ],
  },
  {
    icon: 'repeat',
    title: 'Multiple payout options',
    description:
      'Send each payout over the rail that suits it: IMPS or UPI for instant transfers, NEFT for routine payments and RTGS for high-value settlements.',
    features: [
      'Bank account or UPI ID as destination',
      'Single, bulk or scheduled payouts',
      'Dashboard, file upload or API',
    ],
  },
  {
    icon: 'chart',
    title: 'Payout analysis',
    description:
      'Understand where your money goes. Filter payouts by purpose, beneficiary, rail or status and spot failures and delays before they become support tickets.',
    features: [
      'Live dashboard of every transfer',
      'Failure reasons explained',
      'Exportable reports for finance and audit',
    ],
  },
];

export const useCasesHeading: SectionHeadingContent = {
  eyebrow: 'Use cases',
  title: 'Built for the payouts Indian businesses send every day',
};

export const useCases: readonly CardContent[] = [
  {
    icon: 'briefcase',
    title: 'Vendor and supplier payments',
    description:
      'Pay invoices the moment they are approved and keep suppliers loyal with predictable, on-time settlements.',
  },
  {
    icon: 'users',
    title: 'Salaries and payroll',
    description:
      'Credit salaries, bonuses and reimbursements to every employee and contractor from a single bulk payout.',
  },
  {
    icon: 'refund',
    title: 'Customer refunds',
    description:
      'Return money to customers instantly over UPI or IMPS, and turn a complaint into a reason to buy again.',
  },
  {
    icon: 'cart',
    title: 'Marketplace and seller settlements',
    description:
      'Split and settle earnings to sellers, restaurants or service partners on the schedule your platform promises.',
  },
  {
    icon: 'bank',
    title: 'Loan disbursements',
    description: 'Disburse approved loans straight to the borrower’s account and match every disbursal to its loan ID.',
  },
  {
    icon: 'shield',
    title: 'Insurance claims and cashbacks',
    description: 'Settle claims, cashbacks and rewards without collecting bank details — send a payout link instead.',
  },
];

export const developer = {
  heading: {
    eyebrow: 'For developers',
    title: 'A Payout API your developers will enjoy',
    lead: 'Clean REST endpoints, predictable JSON and webhooks for every status change. Build in the sandbox, then switch to live keys when you are ready.',
  } satisfies SectionHeadingContent,
  points: [
    'RESTful API with JSON requests and responses',
    'Sandbox environment with test keys and simulated bank responses',
    'Webhooks for every payout status change',
    'Idempotency keys so a retried request never pays twice',
    'Reference IDs and UTRs returned for reconciliation',
    'Integration support from our engineers',
  ],
  /**
   * The SPEC's "View API Documentation" link has a placeholder target, so it leads to the contact form, where
   * the documentation and sandbox keys are requested; the card's text says so.
   */
  cta: {
    title: 'API documentation and sandbox keys',
    lead: 'Our API documentation and sandbox keys are shared on request. Tell us about your use case and our payments team sends them to you.',
    action: {
      label: 'View API Documentation',
      href: contactHref('fintech-solutions'),
      variant: 'primary',
      icon: 'file',
    },
  } satisfies CtaCardContent,
};

export const pricingHeading: SectionHeadingContent = {
  eyebrow: 'Pricing',
  title: 'Simple, transparent payout pricing',
  lead: `Starts at ${rate} per transaction for IMPS/UPI, RTGS or NEFT. The final quote depends on your volume. No setup fees or AMC.`,
};

export const pricingPlans: readonly PricingPlanContent[] = [
  {
    name: 'Standard',
    pricePrefix: 'Starts at',
    price: rate,
    priceNote: 'per transaction',
    amountInr: payoutStartingRateInr,
    description: 'For IMPS/UPI, RTGS or NEFT payouts. The final quote depends on your monthly volume.',
    audience: 'For startups and growing businesses',
    features: [
      'IMPS/UPI, RTGS or NEFT transfers',
      'No setup fees',
      'No AMC',
      'Dashboard, bulk upload and API access',
      'Payout links and beneficiary verification',
      'Real-time status and webhooks',
    ],
    popular: true,
    action: signUp,
  },
  {
    name: 'Enterprises',
    price: 'Custom pricing',
    priceNote: 'contact us for a quote',
    description: 'For high-volume businesses that need pricing, limits and support shaped around their payout flows.',
    audience: 'For large and high-volume businesses',
    features: [
      'Volume-based custom pricing',
      'Dedicated account manager',
      'Custom limits and approval workflows',
      'Priority integration support',
      'Custom reports for finance and audit',
    ],
    action: { label: 'Contact us', href: contactHref('fintech-solutions'), variant: 'secondary' },
  },
];

export const estimator = {
  heading: {
    title: 'Estimate your monthly payout cost',
    lead: `Enter how many payouts you send in a month to see an estimate at the starting price of ${rate} per transaction.`,
  } satisfies SectionHeadingContent,
  inputLabel: 'Payouts per month',
  inputHint: 'A whole number, for example 25,000.',
  placeholder: 'e.g. 25,000',
  resultLabel: 'Estimated monthly cost',
  /** Shown before a value is entered. */
  emptyResult: 'Enter your monthly payouts to see an estimate.',
  /** `{count}` and `{rate}` are replaced with the formatted values. */
  breakdown: '{count} payouts × {rate} per transaction',
  disclaimer: `This is an estimate at the starting price of ${rate} per transaction, not a quote. Your final price depends on your volume, and there are no setup fees or AMC.`,
  errors: {
    notWholeNumber: 'Enter a whole number of payouts, using digits only.',
    negative: 'The number of payouts cannot be negative.',
    /** `{max}` is replaced with the formatted maximum. */
    tooLarge: 'For more than {max} payouts a month, contact us for enterprise pricing.',
  },
  action: {
    label: 'Get an exact quote',
    href: contactHref('fintech-solutions'),
    variant: 'secondary',
  } satisfies Action,
};

export const faqHeading: SectionHeadingContent = {
  eyebrow: 'FAQ',
  title: 'Payout questions, answered',
};

export const faqs: readonly FaqItemContent[] = [
  {
    question: 'What is a payout?',
    answer: [
      {
        p: [
          'A payout is money your business sends to a ',
          { strong: 'vendor, employee, customer or partner' },
          '. Salaries, supplier invoices, refunds, seller settlements and cashbacks are all payouts.',
        ],
      },
      {
        p: [
          'With our platform you send them from one account to any bank account or UPI ID in India, one at a time or in bulk.',
        ],
      },
    ],
  },
  {
    question: 'What is a Payout API?',
    answer: [
      {
        p: [
          'A ',
          { strong: 'Payout API' },
          ' lets your own software send payouts without anyone logging in to a bank portal. Your system sends the beneficiary and the amount; we route the transfer over IMPS, UPI, NEFT or RTGS and report its status back to you by webhook.',
        ],
      },
      {
        p: [
          'Documentation and sandbox keys are shared on request — ',
          { text: 'request the API documentation', href: contactHref('fintech-solutions') },
          '.',
        ],
      },
    ],
  },
  {
    question: 'What can I use payouts for?',
    answer: [
      { p: ['Any payment your business makes to a bank account or UPI ID, including:'] },
      {
        ul: [
          ['Vendor and supplier payments'],
          ['Salaries, bonuses and reimbursements'],
          ['Customer refunds and cashbacks'],
          ['Marketplace and seller settlements'],
          ['Loan disbursements and insurance claims'],
        ],
      },
    ],
  },
  {
    question: 'Does my business need to be registered?',
    answer: [
      {
        p: [
          { strong: 'Yes.' },
          ' Payouts are available to registered businesses — private limited companies, LLPs, partnerships and sole proprietorships — once the business and its authorised signatories complete KYC verification.',
        ],
      },
      { p: ['Our team guides you through the documents you need when you create an account.'] },
    ],
  },
  {
    question: 'How long do transfers take?',
    answer: [
      { p: ['It depends on the rail you choose for each payout:'] },
      {
        ul: [
          [{ strong: 'IMPS and UPI:' }, ' instant, around the clock, including weekends and bank holidays.'],
          [{ strong: 'NEFT:' }, ' settled in batches through the day.'],
          [{ strong: 'RTGS:' }, ' settled individually in real time, suited to high-value transfers.'],
        ],
      },
    ],
  },
  {
    question: 'What is your payout success rate?',
    answer: [
      {
        p: [
          'Our payouts complete with a ',
          { strong: `${claims.payoutSuccessRate} success rate` },
          '. When a transfer cannot be completed — for example because the beneficiary account is closed — you see the reason at once and the amount is returned to your balance.',
        ],
      },
    ],
  },
];

export const testimonialsHeading: SectionHeadingContent = {
  eyebrow: 'Customer stories',
  title: 'What finance teams say about our payouts',
};

/** The eight payout testimonials (SPEC §3: quote, name, title). The title is shown as the role. */
export const testimonials: readonly TestimonialContent[] = [
  {
    quote:
      'We moved vendor payments from manual bank uploads to the Payout API. Our finance team now closes the week without chasing a single transfer confirmation.',
    name: 'Priya Raghavan',
    role: 'Head of Finance, Sahyadri Freight',
  },
  {
    quote:
      'Refunds used to be the most complained-about part of our store. With instant UPI refunds, customers get their money back while they are still on the support call.',
    name: 'Kavita Deshpande',
    role: 'Customer Experience Lead, Rasoi Fresh',
  },
  {
    quote:
      'Having IMPS, UPI, NEFT and RTGS behind one dashboard means we choose the right rail for each payment instead of juggling three bank portals.',
    name: 'Rohit Agarwal',
    role: 'Chief Financial Officer, Kaveri Weaves',
  },
  {
    quote:
      'Payroll for our site workers is now a single bulk file. Every credit is tracked, and every failure comes back with a reason we can act on.',
    name: 'Sneha Iyer',
    role: 'HR & Payroll Manager, Nirmaan BuildTech',
  },
  {
    quote:
      'Loan disbursals reach borrowers directly after approval, and the reconciliation report matches our ledger line for line.',
    name: 'Manoj Pillai',
    role: 'Head of Operations, Pragati Microfinance',
  },
  {
    quote:
      'Payout links let us settle claims without taking bank details over the phone. Policyholders enter their own details and the money simply arrives.',
    name: 'Harpreet Kaur',
    role: 'Claims Manager, Suraksha Insurance Brokers',
  },
  {
    quote:
      'The sandbox, clear status codes and webhooks made integration straightforward. Our developers had test payouts running before the contract was even signed.',
    name: 'Arjun Mehta',
    role: 'Engineering Lead, Tarang Learning',
  },
  {
    quote:
      'Transparent pricing with no setup fee and no AMC made the decision easy, and the support team has been quick to answer every question since.',
    name: 'Ananya Bose',
    role: 'Co-founder, Dhaaga Crafts',
  },
];

export const carouselLabels = {
  region: 'Payout customer testimonials',
  pause: 'Pause',
  play: 'Play',
  pauseDescription: 'Pause automatic rotation of testimonials',
  playDescription: 'Play automatic rotation of testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  /** `{n}` and `{total}` are replaced with the slide position. */
  slide: '{n} of {total}',
};

export const cta: CtaBandContent = {
  title: 'Start sending payouts this week',
  lead: `Create an account, complete KYC and send your first payout. Pricing starts at ${rate} per transaction, with no setup fees or AMC.`,
  actions: [signUp, { label: 'See payout pricing', href: '/payout#pricing', variant: 'secondary' }],
};

const settled = { label: 'Success', tone: 'success' } as const;
const processing = { label: 'Processing', tone: 'pending' } as const;

/** The hero's mock dashboard: sample transfers by each mode, settling to Success. */
export const heroVisual: ProductVisualContent = {
  description: `Sample payout dashboard: transfers by IMPS, UPI, NEFT and RTGS settling to Success; ${claims.payoutSuccessRate} payout success rate.`,
  frames: [
    {
      kind: 'panel',
      title: 'Payouts · sample data',
      blocks: [
        {
          kind: 'tiles',
          tiles: [
            { label: 'Sent today', value: '₹4,82,350' },
            { label: 'Success rate', value: claims.payoutSuccessRate },
          ],
        },
        {
          kind: 'rows',
          heading: 'Recent transfers',
          rows: [
            {
              title: 'Vendor payment',
              detail: 'IMPS · A/c ••4821',
              value: '₹18,400',
              status: settled,
              settlesFrom: processing,
            },
            { title: 'Salary', detail: 'UPI · asha@upi', value: '₹42,000', status: settled, settlesFrom: processing },
            {
              title: 'Customer refund',
              detail: 'NEFT · A/c ••0913',
              value: '₹1,299',
              status: settled,
              settlesFrom: processing,
            },
            {
              title: 'Supplier invoice',
              detail: 'RTGS · A/c ••2207',
              value: '₹3,25,000',
              status: settled,
              settlesFrom: processing,
            },
          ],
        },
      ],
    },
  ],
};
