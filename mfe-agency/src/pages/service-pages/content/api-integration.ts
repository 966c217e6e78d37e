import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { apiVisual } from './visuals';

const service = 'api-integration';

export const apiIntegration: ServicePageContent = {
  slug: 'api-integration',
  path: '/api-integration',
  contactService: service,
  head: serviceHeads['api-integration'],
  visual: apiVisual,
  hero: {
    eyebrow: 'API & Backend',
    title: 'API Integration That Connects Your Business Systems',
    lead: 'Payments, CRMs, ERPs, shipping, messaging and maps: we connect your website, app and back office to the services you rely on, securely and with monitoring built in.',
    actions: [
      contactAction(service, 'Discuss your integration'),
      { label: 'Need a custom API?', href: '/rest-api-construction', variant: 'secondary' },
    ],
    stats: [
      { value: claims.projects, label: 'Projects delivered' },
      { value: claims.businesses, label: 'Businesses served' },
    ],
    highlights: ['Secure by design', 'Error handling and retries', 'Documented hand-over'],
  },
  intro: {
    heading: {
      eyebrow: 'API integration',
      title: 'Stop copying data between systems by hand',
      lead: 'Your tools should talk to each other.',
    },
    paragraphs: [
      [
        'Orders typed into a spreadsheet, payments matched by hand, leads pasted into a CRM: every manual hand-off costs time and creates errors. API integration lets your systems exchange data automatically and in real time, so your team works from one accurate picture.',
      ],
      [
        'We integrate third-party APIs into websites, web apps and mobile apps, including our own ',
        { text: 'payment gateway', href: '/payin' },
        ' and ',
        { text: 'payout', href: '/payout' },
        ' products, and we handle authentication, webhooks, retries and logging so integrations keep working when the other side has a bad day.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'API integration services',
      lead: 'The integrations businesses ask us for most.',
    },
    cards: [
      {
        icon: 'card',
        title: 'Payment Gateway Integration',
        description: 'Accept cards, UPI, net banking and wallets on your site or app, with payment status webhooks.',
        features: ['Checkout and payment links', 'Webhook reconciliation', 'Refund and payout flows'],
      },
      {
        icon: 'users',
        title: 'CRM and ERP Integration',
        description: 'Sync leads, customers, orders, invoices and stock between your site and your business systems.',
        features: ['Two-way data sync', 'Field mapping', 'Duplicate handling'],
      },
      {
        icon: 'route',
        title: 'Shipping and Logistics APIs',
        description: 'Live shipping rates, label generation and order tracking straight from your store.',
        features: ['Rate calculation', 'Label and manifest creation', 'Tracking updates'],
      },
      {
        icon: 'chat',
        title: 'SMS, E-mail and WhatsApp APIs',
        description: 'OTPs, order updates, reminders and campaigns sent automatically at the right moment.',
        features: ['OTP verification', 'Transactional messages', 'Delivery reports'],
      },
      {
        icon: 'map-pin',
        title: 'Maps, Login and Social APIs',
        description: 'Location search, store finders, social sign-in and sharing built into your product.',
        features: ['Maps and geocoding', 'Social and OTP login', 'Sharing and embeds'],
      },
      {
        icon: 'repeat',
        title: 'Webhooks and Automation',
        description: 'Event-driven workflows that move data between apps the moment something happens.',
        features: ['Webhook endpoints', 'Queues and retries', 'Workflow automation'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step integration process' },
    steps: [
      {
        icon: 'search',
        title: 'Requirement Analysis',
        description: 'We map which data moves where and when, study the provider’s API and flag limits or gaps early.',
      },
      {
        icon: 'pen',
        title: 'Integration Design',
        description: 'We design the data mapping, authentication, error handling and retry strategy before building.',
      },
      {
        icon: 'code',
        title: 'Development and Testing',
        description: 'We build against sandbox environments and test success, failure and edge cases end to end.',
      },
      {
        icon: 'chart',
        title: 'Deployment and Monitoring',
        description: 'We go live with logging and alerts in place, and document the integration for your team.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why businesses trust us with their integrations' },
    cards: [
      {
        icon: 'shield',
        title: 'Security first',
        description: 'Keys kept out of code, signed webhooks verified, and only the data you need is exchanged.',
      },
      {
        icon: 'repeat',
        title: 'Resilient by design',
        description: 'Timeouts, retries and idempotency mean a slow or failing provider never corrupts your data.',
      },
      {
        icon: 'bank',
        title: 'Payments expertise in-house',
        description: 'We also build payment products, so money flows are handled with the care they need.',
      },
      {
        icon: 'file',
        title: 'Clear documentation',
        description: 'Every integration is handed over with diagrams, runbooks and credentials in your name.',
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Integration solutions by industry',
      lead: 'Connected systems for the way your sector works.',
    },
    cards: [
      {
        icon: 'cart',
        title: 'E-commerce',
        description: 'Payments, inventory, shipping and marketplaces kept in sync with your store.',
      },
      {
        icon: 'wallet',
        title: 'Fintech',
        description: 'Banking, UPI, KYC and payout APIs connected with full audit trails.',
        link: { label: 'Banking as a Service', href: '/banking-service', variant: 'ghost', icon: 'arrow-right' },
      },
      {
        icon: 'route',
        title: 'Logistics',
        description: 'Carrier, tracking and fleet APIs combined into one view of every shipment.',
      },
      {
        icon: 'layers',
        title: 'SaaS Products',
        description: 'Integrations your customers ask for, shipped as reliable, documented features.',
      },
      {
        icon: 'heart',
        title: 'Healthcare',
        description: 'Appointment, reminder and payment integrations that handle patient data with care.',
      },
      {
        icon: 'lightbulb',
        title: 'Education',
        description: 'Payments, video classes, messaging and learning tools connected to your platform.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What integration does for your operations' },
    items: [
      'Eliminates manual data entry and the errors that come with it',
      'Gives customers real-time payment, order and delivery updates',
      'Lets you add new capabilities without rebuilding your product',
      'Keeps every system working from the same, current data',
      'Frees your team for work that needs a human',
      'Scales with your volume without extra headcount',
    ],
    cta: {
      title: 'Which systems do you need to connect?',
      lead: 'List the tools and the data that should flow between them. We will propose an integration plan.',
      action: contactAction(service, 'Plan my integration'),
    },
  },
  tools: {
    heading: { eyebrow: 'Technology', title: 'Standards and tools we integrate with' },
    label: 'API integration standards and tools',
    logos: [
      { name: 'REST', icon: 'api' },
      { name: 'GraphQL', icon: 'layers' },
      { name: 'Webhooks', icon: 'link' },
      { name: 'OAuth 2.0', icon: 'lock' },
      { name: 'JSON', icon: 'code' },
      { name: 'Postman', icon: 'send' },
      { name: 'Node.js', icon: 'server' },
      { name: 'AWS Lambda', icon: 'cloud' },
    ],
  },
  closing: closingBand(service, {
    title: 'Let’s connect your systems',
    lead: 'Tell us what you use today and what should happen automatically. We will show you how to connect it.',
    action: 'Get a free consultation',
    topic: 'an API integration project',
  }),
};
