/**
 * Copy of the /upi-solutions page (SPEC §2 "/upi-solutions", §9 UPI Number length).
 * Facts: three tabbed flows (UPI Intent, UPI InApp, UPI Collect; the first selected initially), each with
 * a description and four benefits; explainers on VPA and UPI Number (8 to 11 digits: custom 8 to 9 digit
 * numbers, or a 10-digit mobile number).
 */
import type { Action, CardContent, CtaBandContent, HeroContent, SectionHeadingContent, TabContent } from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { contactHref } from '@site/routes';

const getStarted: Action = {
  label: 'Get Started with UPI',
  href: contactHref('fintech-solutions'),
  variant: 'primary',
  icon: 'arrow-right',
};

export const hero: HeroContent = {
  eyebrow: 'UPI solutions',
  title: 'UPI payments for every screen your customers use',
  lead: 'Collect UPI payments through the flow that fits your product: open the customer’s UPI app with one tap, keep them inside your own app, or send a request to their UPI ID.',
  actions: [getStarted, { label: 'Compare UPI flows', href: '/upi-solutions#upi-flows', variant: 'secondary' }],
  highlights: ['UPI Intent', 'UPI InApp', 'UPI Collect'],
};

export const flowsHeading: SectionHeadingContent = {
  eyebrow: 'Three UPI flows',
  title: 'Choose the UPI flow that fits your checkout',
  lead: 'Each flow suits a different journey. Use one, or combine them and let each customer pay the way that is easiest on their device.',
};

/** Accessible name of the tab list. */
export const flowsTabsLabel = 'UPI payment flows';

export const flows: readonly TabContent[] = [
  {
    id: 'upi-intent',
    label: 'UPI Intent',
    icon: 'mobile',
    title: 'UPI Intent: one tap to the customer’s UPI app',
    description:
      'On a mobile checkout the customer picks their UPI app, which opens with the amount and your business details already filled in. They enter their UPI PIN and return to your page with the payment confirmed.',
    items: [
      'No UPI ID to type, so fewer errors and drop-offs',
      'Works with every UPI app installed on the phone',
      'Payment confirmed in seconds, in the same session',
      'Ideal for mobile websites and apps',
    ],
  },
  {
    id: 'upi-inapp',
    label: 'UPI InApp',
    icon: 'layers',
    title: 'UPI InApp: payments without leaving your app',
    description:
      'An SDK embeds UPI inside your own app, so customers link their bank account once and pay with their UPI PIN without switching to another app.',
    items: [
      'Customers never leave your app',
      'Your brand stays in front of the customer throughout',
      'Faster repeat payments after a one-time setup',
      'Best for high-frequency apps such as commerce, travel and gaming',
    ],
  },
  {
    id: 'upi-collect',
    label: 'UPI Collect',
    icon: 'send',
    title: 'UPI Collect: send a payment request to any UPI ID',
    description:
      'You send a collect request to the customer’s UPI ID (VPA). It appears in their UPI app, and they approve it with their UPI PIN whenever they are ready — on any device.',
    items: [
      'Works on desktop, where app switching is not possible',
      'Request payments for invoices, dues and subscriptions',
      'Customers approve on their own phone, securely',
      'Status updates delivered to you by webhook',
    ],
  },
];

export const explainersHeading: SectionHeadingContent = {
  eyebrow: 'UPI basics',
  title: 'VPA and UPI Number, explained',
  lead: 'Two ways a customer can be identified on UPI, without ever sharing an account number or IFSC.',
};

export const explainers: readonly CardContent[] = [
  {
    icon: 'link',
    title: 'VPA (virtual payment address)',
    description:
      'A VPA, or UPI ID, is an address such as name@bank that points to a bank account. Customers share it instead of their account number and IFSC, and it is what a UPI Collect request is sent to.',
    features: ['Looks like name@bank', 'Keeps account details private', 'One bank account can have more than one VPA'],
  },
  {
    icon: 'phone',
    title: 'UPI Number',
    description:
      'A UPI Number is a numeric alias for a UPI ID, 8 to 11 digits long: either a custom 8 to 9 digit number, or the customer’s 10-digit mobile number.',
    features: [
      'Easy to say, type and remember',
      'Points to the same bank account as the UPI ID',
      'Works in every UPI app that supports UPI Numbers',
    ],
  },
];

export const cta: CtaBandContent = {
  title: 'Add UPI to your checkout',
  lead: 'Tell us about your product and we will recommend the right mix of UPI Intent, UPI InApp and UPI Collect, then help you go live.',
  actions: [getStarted, { label: 'Explore the payment gateway', href: '/payin', variant: 'secondary' }],
};

const paid = { label: 'Paid', tone: 'success' } as const;
const requested = { label: 'Requested', tone: 'pending' } as const;

/** The hero's mock: a UPI QR and a collect request being paid. */
export const heroVisual: ProductVisualContent = {
  description:
    'Sample UPI payment: a QR code to scan for ₹2,450, and a UPI Collect request to a UPI ID that turns to Paid.',
  frames: [
    {
      kind: 'panel',
      title: 'UPI payments · sample data',
      blocks: [
        { kind: 'qr', seed: 'upi-intent-2450', title: 'Scan to pay ₹2,450', detail: 'Any UPI app · order #A-1042' },
        {
          kind: 'rows',
          heading: 'UPI Collect',
          rows: [
            {
              title: 'Request to priya@upi',
              detail: 'Order #A-1043',
              value: '₹2,450',
              status: paid,
              settlesFrom: requested,
            },
            {
              title: 'Request to 98xxxxxx10',
              detail: 'UPI Number · order #A-1044',
              value: '₹799',
              status: paid,
              settlesFrom: requested,
            },
          ],
        },
      ],
    },
  ],
};
