import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { webVisual } from './visuals';

const service = 'web-development';

export const webAppDevelopment: ServicePageContent = {
  slug: 'web-app-development',
  path: '/web-app-development',
  contactService: service,
  head: serviceHeads['web-app-development'],
  visual: webVisual,
  hero: {
    eyebrow: 'WebTech Solutions',
    title: 'Web App Development for Products That Need to Scale',
    lead: `Portals, dashboards, SaaS platforms and internal tools: we build dynamic web applications end to end, from the interface to the database, and deliver complex apps in ${claims.complexAppWeeks}.`,
    actions: [
      contactAction(service, 'Plan your web app'),
      { label: 'See software pricing', href: '/pricing', variant: 'secondary' },
    ],
    stats: [
      { value: claims.complexAppWeeks, label: 'To deliver a complex app' },
      { value: claims.projects, label: 'Projects delivered' },
      { value: claims.professionals, label: 'In-house professionals' },
    ],
    highlights: ['Dynamic frontend', 'Backend and database', 'Admin panels', 'Scalable'],
  },
  intro: {
    heading: {
      eyebrow: 'Web app development',
      title: 'Software your customers and team actually enjoy using',
      lead: 'When a brochure site is not enough, you need an application.',
    },
    paragraphs: [
      [
        'A web app lets people sign in, manage data, make bookings, place orders or run reports straight from a browser, with nothing to install. We design the workflows with you, then build a fast interface, a secure backend and a database model that will still make sense as the product grows.',
      ],
      [
        'Each app ships with an admin panel so your team can run it without calling a developer, and with the APIs that a ',
        { text: 'mobile app', href: '/mobile-app-development' },
        ' or a partner system can use later. Need an API on its own? See ',
        { text: 'REST API construction', href: '/rest-api-construction' },
        '.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Web app development services',
      lead: 'Everything a production web application needs, built by one team.',
    },
    cards: [
      {
        icon: 'web',
        title: 'Dynamic Frontend',
        description:
          'Responsive, app-like interfaces with instant feedback, real-time updates and forms that validate as you type.',
        features: ['Component-based UI', 'Real-time data views', 'Accessible, responsive layouts'],
      },
      {
        icon: 'database',
        title: 'Backend and Database',
        description:
          'Business logic, authentication and data storage designed for correctness, security and easy change.',
        features: ['Secure authentication and roles', 'Relational or document databases', 'Background jobs and e-mail'],
      },
      {
        icon: 'settings',
        title: 'Admin Panels',
        description: 'Dashboards for your team to manage users, content, orders and reports without touching code.',
        features: ['Role-based access', 'Search, filters and exports', 'Audit trail of changes'],
      },
      {
        icon: 'cloud',
        title: 'Scalable Architecture',
        description: 'Cloud deployment, caching and monitoring so the app stays fast as users and data grow.',
        features: ['Cloud hosting and CI/CD', 'Caching and load handling', 'Monitoring and backups'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step delivery process' },
    steps: [
      {
        icon: 'lightbulb',
        title: 'Requirements and Architecture',
        description:
          'We map users, workflows and data, agree the scope, and choose an architecture that fits your scale and budget.',
      },
      {
        icon: 'pen',
        title: 'UI/UX and Prototype',
        description:
          'Clickable prototypes of the key screens let you test the flow before a line of production code is written.',
      },
      {
        icon: 'code',
        title: 'Development and Testing',
        description:
          'We build in short iterations with regular demos, automated tests and code review on every change.',
      },
      {
        icon: 'rocket',
        title: 'Deployment and Support',
        description:
          'We deploy to the cloud, set up monitoring and backups, train your team and keep improving after launch.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why teams build their web apps with us' },
    cards: [
      {
        icon: 'clock',
        title: 'Fast, predictable delivery',
        description: `Complex apps delivered in ${claims.complexAppWeeks}, with a demo you can click at the end of every iteration.`,
      },
      {
        icon: 'shield',
        title: 'Security built in',
        description: 'Hashed passwords, role-based access, validated input and encrypted connections as standard.',
      },
      {
        icon: 'file',
        title: 'You own the code',
        description: 'Full source code, documentation and credentials are handed over. No lock-in.',
      },
      {
        icon: 'trending-up',
        title: 'Built to grow',
        description: 'Clean architecture makes new features cheaper to add, not harder, as your product evolves.',
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Web applications we build',
      lead: 'Common kinds of application we design and build.',
    },
    cards: [
      {
        icon: 'layers',
        title: 'SaaS Platforms',
        description: 'Multi-tenant products with sign-up, subscriptions, team accounts and usage dashboards.',
      },
      {
        icon: 'users',
        title: 'Customer Portals',
        description: 'Self-service portals where customers track orders, download invoices and raise requests.',
      },
      {
        icon: 'chart',
        title: 'Dashboards and Analytics',
        description: 'Live reporting that pulls data from your systems into one clear view for decision makers.',
      },
      {
        icon: 'calendar',
        title: 'Booking and Scheduling',
        description: 'Appointment, class and resource booking with reminders, payments and calendar sync.',
      },
      {
        icon: 'cart',
        title: 'Marketplaces and E-commerce',
        description: 'Multi-vendor catalogues, carts, order management and payment collection.',
        link: { label: 'Payment gateway', href: '/payin', variant: 'ghost', icon: 'arrow-right' },
      },
      {
        icon: 'briefcase',
        title: 'Internal Tools and CRMs',
        description: 'Replace spreadsheets with tools that fit your process: CRMs, inventory and HR systems.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What a custom web app gives your business' },
    items: [
      'Works in any browser, on any device, with nothing to install',
      'Automates repetitive work and removes spreadsheet errors',
      'Keeps your data in one secure, backed-up place',
      'Lets your team manage everything through an admin panel',
      'Scales with your users instead of slowing down',
      'Connects to the payment, CRM and messaging tools you already use',
    ],
    cta: {
      title: 'Have a product idea or a process to automate?',
      lead: 'Walk us through it. We will suggest a scope, an architecture and a realistic delivery plan.',
      action: contactAction(service, 'Talk to our developers'),
    },
  },
  tools: {
    heading: { eyebrow: 'Technology', title: 'Our web app technology stack' },
    label: 'Web app development technologies',
    logos: [
      { name: 'React', icon: 'cpu' },
      { name: 'Next.js', icon: 'web' },
      { name: 'TypeScript', icon: 'code' },
      { name: 'Node.js', icon: 'server' },
      { name: 'PostgreSQL', icon: 'database' },
      { name: 'MongoDB', icon: 'database' },
      { name: 'Redis', icon: 'bolt' },
      { name: 'Docker', icon: 'layers' },
      { name: 'AWS', icon: 'cloud' },
    ],
  },
  closing: closingBand(service, {
    title: 'Let’s build your web application',
    lead: 'Tell us what the app must do and who will use it. We will reply with a plan and an estimate.',
    action: 'Get a free consultation',
    topic: 'a web app development project',
  }),
};
