import { company } from '@site/company';
import { contactHref } from '@site/routes';
import type { CtaBandContent, HeroContent, SectionHeadingContent, StepContent, TabContent } from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';

export const hero: HeroContent = {
  eyebrow: 'B2B solutions',
  title: 'Technology solutions built for businesses that serve businesses',
  lead: `From custom software and payment infrastructure to e-commerce platforms and automation, ${company.name} builds the systems B2B companies run on — secure, scalable and integrated with the tools you already use.`,
  actions: [
    { label: 'Discuss Your Project', href: contactHref(), variant: 'primary' },
    { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
  ],
};

export const categoriesHeading: SectionHeadingContent = {
  eyebrow: 'What we build',
  title: 'Solutions for every part of your business',
  lead: 'Choose a category to see what we deliver.',
};

export const categoriesLabel = 'B2B solution categories';

export const categories: readonly TabContent[] = [
  {
    id: 'software-it',
    label: 'Software & IT',
    icon: 'code',
    title: 'Custom software and IT services',
    description:
      'Software designed around your workflows, built on a scalable and secure architecture and deployed to the cloud — with maintenance and support after launch.',
    items: [
      'Custom software development',
      'Web application development',
      'API integration and REST API construction',
      'Cloud deployment and hosting',
      'Legacy system modernisation',
      'Maintenance, bug fixes and support',
    ],
  },
  {
    id: 'fintech-payments',
    label: 'Fintech & Payments',
    icon: 'card',
    title: 'Fintech and payment solutions',
    description:
      'Accept, route and send money reliably. We provide and integrate payment infrastructure for merchants, platforms and financial partners.',
    items: [
      'Payment gateway (payin) integration',
      'Payouts and bulk disbursements',
      'UPI Intent, InApp and Collect flows',
      'Payment orchestration across providers',
      'Banking as a service',
      'Reconciliation and reporting dashboards',
    ],
  },
  {
    id: 'e-commerce',
    label: 'E-commerce',
    icon: 'cart',
    title: 'E-commerce platforms',
    description:
      'Online stores and B2B ordering portals that are fast to browse, simple to manage and connected to your payments, inventory and shipping.',
    items: [
      'Storefront design and development',
      'B2B ordering and dealer portals',
      'Catalogue and inventory management',
      'Checkout and payment integration',
      'Order, shipping and invoicing integrations',
      'Product and category SEO',
    ],
  },
  {
    id: 'enterprise',
    label: 'Enterprise',
    icon: 'building',
    title: 'Enterprise systems',
    description:
      'Secure, multi-user systems that connect departments, data and partners — built to meet the access, audit and scale needs of larger organisations.',
    items: [
      'ERP and CRM integrations',
      'Multi-user access with roles and permissions',
      'Internal dashboards and reporting',
      'Data migration and system integration',
      'Secure, scalable cloud architecture',
      'Dedicated support',
    ],
  },
  {
    id: 'support-automation',
    label: 'Support & Automation',
    icon: 'headset',
    title: 'Customer support and workflow automation',
    description:
      'Cut repetitive work and answer customers faster by automating routine tasks and connecting your support channels to your business systems.',
    items: [
      'Workflow and process automation',
      'Chat and messaging integrations',
      'Automated e-mail and SMS notifications',
      'Helpdesk and ticketing integrations',
      'CRM and lead management automation',
      'Reporting and alerts',
    ],
  },
];

export const approachHeading: SectionHeadingContent = {
  eyebrow: 'How we work',
  title: 'Our three-step approach',
  lead: 'A clear process from first conversation to a system your team relies on every day.',
};

export const approach: readonly StepContent[] = [
  {
    icon: 'target',
    title: 'Discover & Strategize',
    description:
      'We map your processes, users and integrations, then agree on scope, architecture, timeline and success measures.',
  },
  {
    icon: 'code',
    title: 'Build & Implement',
    description:
      'We build and test in short cycles, integrate with your existing systems and keep you updated at every stage.',
  },
  {
    icon: 'rocket',
    title: 'Deploy & Grow',
    description: 'We deploy securely, train your team and keep improving the system as your business and volumes grow.',
  },
];

export const closingCta: CtaBandContent = {
  title: 'Let’s build what your business needs',
  lead: 'Share your requirements and we will come back with a solution outline, a timeline and a quote.',
  actions: [{ label: 'Contact Our Team', href: contactHref(), variant: 'primary' }],
};

/** The hero's mock: a client's project board moving through discover, build and deploy. */
export const heroVisual: ProductVisualContent = {
  frames: [
    {
      kind: 'panel',
      title: 'Projects · sample data',
      blocks: [
        {
          kind: 'rows',
          heading: 'This quarter',
          rows: [
            {
              title: 'Payment gateway integration',
              detail: 'Fintech & Payments',
              status: { label: 'Live', tone: 'success' },
              settlesFrom: { label: 'Deploying', tone: 'info' },
            },
            { title: 'Dealer ordering portal', detail: 'E-commerce', status: { label: 'Build', tone: 'info' } },
            {
              title: 'Support ticket automation',
              detail: 'Support & Automation',
              status: { label: 'Discover', tone: 'pending' },
            },
          ],
        },
        {
          kind: 'code',
          title: 'POST /v1/invoices',
          lines: ['{ "customer": "dealer_104",', '  "amount": 84500, "currency": "INR" }'],
        },
      ],
    },
  ],
};
