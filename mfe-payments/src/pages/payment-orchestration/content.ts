/**
 * Copy of the /payment-orchestration page. The SPEC lists this path in the Payment Solution group but has
 * no page for it (SPEC §2); this page is written in the style of the other payment pages and makes no
 * numeric claims the SPEC does not support.
 */
import type {
  Action,
  CardContent,
  CtaBandContent,
  FaqItemContent,
  HeroContent,
  SectionHeadingContent,
  StepContent,
} from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { contactHref } from '@site/routes';

const talkToUs: Action = {
  label: 'Talk to a Payments Expert',
  href: contactHref('fintech-solutions'),
  variant: 'primary',
  icon: 'arrow-right',
};

export const hero: HeroContent = {
  eyebrow: 'Payment orchestration',
  title: 'One integration for every payment gateway you use',
  lead: 'Connect once and route every transaction to the gateway or acquirer most likely to approve it at the lowest cost. If a provider goes down, payments fail over automatically, and every transaction lands in one reconciled view.',
  actions: [talkToUs, { label: 'See how it works', href: '/payment-orchestration#how-it-works', variant: 'secondary' }],
  highlights: ['Smart routing', 'Automatic failover', 'Unified reconciliation'],
};

export const whatHeading: SectionHeadingContent = {
  eyebrow: 'What it is',
  title: 'Payment orchestration, explained',
  lead: 'A payment orchestration layer sits between your checkout and your payment providers. Instead of integrating each gateway separately, you integrate once, and the layer decides where every payment goes.',
};

export const whatItIs: readonly CardContent[] = [
  {
    icon: 'api',
    title: 'One integration',
    description: 'A single API and checkout connection replaces a separate integration for every gateway and acquirer.',
  },
  {
    icon: 'layers',
    title: 'Many gateways and acquirers',
    description: 'Add or switch providers from a dashboard, without another development sprint each time.',
  },
  {
    icon: 'route',
    title: 'Routing by success rate and cost',
    description:
      'Each transaction is routed by method, card network, bank, amount, success rate and cost to the provider most likely to approve it.',
  },
  {
    icon: 'repeat',
    title: 'Automatic failover',
    description:
      'When a provider slows down or fails, traffic moves to a healthy one automatically, so checkout keeps working.',
  },
  {
    icon: 'file',
    title: 'Unified reconciliation',
    description: 'Settlements, fees and refunds from every provider are matched in one place, in one format.',
  },
  {
    icon: 'chart',
    title: 'Unified analytics',
    description:
      'Compare approval rates, costs and downtime across providers on one dashboard and tune your routing with data.',
  },
];

export const stepsHeading: SectionHeadingContent = {
  eyebrow: 'How it works',
  title: 'From one integration to smarter payments',
};

export const steps: readonly StepContent[] = [
  {
    icon: 'code',
    title: 'Integrate once',
    description:
      'Connect your website or app to our orchestration API and checkout. This is the only payment integration you build.',
  },
  {
    icon: 'link',
    title: 'Connect your providers',
    description: 'Add your existing gateway and acquirer accounts, or use ours, from the dashboard.',
  },
  {
    icon: 'settings',
    title: 'Set your routing rules',
    description:
      'Decide how payments are routed — by success rate, cost, method, amount or bank — or start with our recommended rules.',
  },
  {
    icon: 'route',
    title: 'Route, fail over and reconcile',
    description:
      'Every transaction goes to the best available provider and is retried on another when one fails. Settlements and performance land in one view, so you can refine your rules as your payment mix changes.',
  },
];

export const benefitsHeading: SectionHeadingContent = {
  eyebrow: 'Benefits',
  title: 'What orchestration does for your business',
};

export const benefits: readonly CardContent[] = [
  {
    icon: 'trending-up',
    title: 'More approved payments',
    description:
      'Sending each payment to the provider most likely to approve it recovers sales a single gateway would lose.',
  },
  {
    icon: 'rupee',
    title: 'Lower processing costs',
    description:
      'Cost-aware routing sends transactions to the most economical provider whenever approval odds are equal.',
  },
  {
    icon: 'shield',
    title: 'No single point of failure',
    description: 'An outage at one gateway no longer means an outage at your checkout.',
  },
  {
    icon: 'scale',
    title: 'Negotiating power',
    description: 'With providers interchangeable, you are never locked in and can negotiate better terms.',
  },
  {
    icon: 'clock',
    title: 'Less engineering and finance work',
    description: 'One integration to maintain and one reconciliation to run, however many providers you add.',
  },
  {
    icon: 'eye',
    title: 'Clear visibility',
    description: 'See exactly how every provider performs instead of piecing it together from separate reports.',
  },
];

export const faqHeading: SectionHeadingContent = {
  eyebrow: 'FAQ',
  title: 'Payment orchestration questions, answered',
};

export const faqs: readonly FaqItemContent[] = [
  {
    question: 'What is payment orchestration?',
    answer: [
      {
        p: [
          'Payment orchestration is a layer that connects your checkout to ',
          { strong: 'many payment gateways and acquirers through one integration' },
          '. It decides where each payment goes, fails over when a provider is down and brings all the results into one reconciled view.',
        ],
      },
    ],
  },
  {
    question: 'Do I need accounts with several payment gateways?',
    answer: [
      {
        p: [
          'No. You can bring the gateway and acquirer accounts you already have, start with ours, or combine both. Orchestration is most valuable once you use two or more providers.',
        ],
      },
    ],
  },
  {
    question: 'How does routing decide where a payment goes?',
    answer: [
      { p: ['Routing rules look at each transaction and the recent performance of every provider, including:'] },
      {
        ul: [
          ['The payment method, card network and issuing bank'],
          ['The amount'],
          ['Each provider’s recent success rate'],
          ['Each provider’s cost for that transaction'],
        ],
      },
      { p: ['You can use our recommended rules or set your own from the dashboard.'] },
    ],
  },
  {
    question: 'What happens when a gateway goes down?',
    answer: [
      {
        p: [
          'Failover is automatic. When a provider starts failing or slowing down, new transactions are routed to a healthy provider, and eligible failed payments can be retried on another route, so your customers can keep paying.',
        ],
      },
    ],
  },
  {
    question: 'How does unified reconciliation work?',
    answer: [
      {
        p: [
          'Settlement files, fees, refunds and chargebacks from every provider are collected and normalised into one format, then matched against your orders. Your finance team works from ',
          { strong: 'one report instead of one per gateway' },
          '.',
        ],
      },
    ],
  },
  {
    question: 'How do we get started?',
    answer: [
      {
        p: [
          'Tell us which providers you use today and the payment methods you need. Our team reviews your set-up and proposes routing rules — ',
          { text: 'contact our fintech team', href: contactHref('fintech-solutions') },
          ' to begin.',
        ],
      },
    ],
  },
];

export const cta: CtaBandContent = {
  title: 'Make every payment take the best route',
  lead: 'Share your current payment set-up with our fintech team and we will show you how orchestration can raise approvals and cut costs.',
  actions: [talkToUs, { label: 'Explore the payment gateway', href: '/payin', variant: 'secondary' }],
};

/** The hero's mock: payments routed across gateways, with each gateway's success rate. */
export const heroVisual: ProductVisualContent = {
  description:
    'Sample routing dashboard: success rates of three gateways, and payments routed to the best one, with a failover.',
  frames: [
    {
      kind: 'panel',
      title: 'Smart routing · sample data',
      blocks: [
        {
          kind: 'bars',
          heading: 'Success rate by gateway',
          bars: [
            { label: 'Gateway A', percent: 96, display: '96.4%' },
            { label: 'Gateway B', percent: 93, display: '93.1%' },
            { label: 'Gateway C', percent: 88, display: '88.7%' },
          ],
        },
        {
          kind: 'rows',
          heading: 'Routed payments',
          rows: [
            { title: '₹2,499 · Card', detail: 'Routed to Gateway A', status: { label: 'Approved', tone: 'success' } },
            {
              title: '₹780 · UPI',
              detail: 'Gateway B down · failover to A',
              status: { label: 'Approved', tone: 'success' },
              settlesFrom: { label: 'Retrying', tone: 'pending' },
            },
            {
              title: '₹12,000 · Net Banking',
              detail: 'Routed to Gateway C',
              status: { label: 'Approved', tone: 'success' },
            },
          ],
        },
      ],
    },
  ],
};
