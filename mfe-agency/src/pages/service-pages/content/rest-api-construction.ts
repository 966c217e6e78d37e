import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { apiVisual } from './visuals';

const service = 'api-integration';

export const restApiConstruction: ServicePageContent = {
  slug: 'rest-api-construction',
  path: '/rest-api-construction',
  contactService: service,
  head: serviceHeads['rest-api-construction'],
  visual: apiVisual,
  hero: {
    eyebrow: 'API & Backend',
    title: 'REST API Construction for Secure, Scalable Backends',
    lead: 'We design and build REST APIs that power your web apps, mobile apps and partner integrations: secure, documented, versioned and ready for production traffic.',
    actions: [
      contactAction(service, 'Discuss your API'),
      { label: 'Integrate existing APIs', href: '/api-integration', variant: 'secondary' },
    ],
    stats: [
      { value: claims.projects, label: 'Projects delivered' },
      { value: claims.professionals, label: 'In-house professionals' },
    ],
    highlights: ['OpenAPI documentation', 'Authentication and rate limiting', 'Automated tests'],
  },
  intro: {
    heading: {
      eyebrow: 'REST API construction',
      title: 'The backbone behind every modern product',
      lead: 'One well-designed API can serve your website, your app and your partners.',
    },
    paragraphs: [
      [
        'A REST API is the contract between your data and everything that uses it. Designed well, it lets you launch a new app, onboard a partner or swap a frontend without touching the core. Designed badly, every change becomes a risk.',
      ],
      [
        'We build APIs with predictable resources, consistent errors, strong authentication and documentation your developers and partners can rely on. They are the same foundations behind the ',
        { text: 'web apps', href: '/web-app-development' },
        ' and ',
        { text: 'mobile apps', href: '/mobile-app-development' },
        ' we deliver.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'REST API development services',
      lead: 'From the first resource model to production monitoring.',
    },
    cards: [
      {
        icon: 'layers',
        title: 'API Design and Architecture',
        description:
          'Resource models, endpoints and data contracts designed around your product, written as an OpenAPI specification.',
        features: ['Resource and endpoint design', 'OpenAPI specification', 'Pagination and filtering'],
      },
      {
        icon: 'lock',
        title: 'Authentication and Authorization',
        description: 'Token-based access, scopes and roles so every client sees only what it is allowed to.',
        features: ['OAuth 2.0 and JWT', 'API keys for partners', 'Role-based permissions'],
      },
      {
        icon: 'database',
        title: 'Database Design and Integration',
        description: 'Data models, migrations and queries tuned for the way your API is actually used.',
        features: ['Schema design', 'Migrations', 'Query optimisation'],
      },
      {
        icon: 'file',
        title: 'Documentation and Developer Portal',
        description: 'Interactive reference docs, examples and a sandbox so developers integrate quickly.',
        features: ['Interactive reference', 'Code samples', 'Sandbox environment'],
      },
      {
        icon: 'bolt',
        title: 'Performance and Caching',
        description: 'Caching, rate limiting and efficient queries that keep response times low under load.',
        features: ['Response caching', 'Rate limiting', 'Load testing'],
      },
      {
        icon: 'shield',
        title: 'Testing and Versioning',
        description: 'Automated tests on every change and a versioning policy that never breaks existing clients.',
        features: ['Unit and contract tests', 'Versioned endpoints', 'Deprecation policy'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step API construction process' },
    steps: [
      {
        icon: 'pen',
        title: 'API Design',
        description:
          'We model your resources and write the OpenAPI contract, reviewed with your team before coding starts.',
      },
      {
        icon: 'code',
        title: 'Development',
        description:
          'We implement endpoints, business rules, authentication and database access against the agreed contract.',
      },
      {
        icon: 'shield',
        title: 'Testing and Security',
        description:
          'Automated, contract and load tests, plus a security review of authentication, input and data exposure.',
      },
      {
        icon: 'rocket',
        title: 'Deployment and Documentation',
        description: 'We deploy with monitoring and alerts, publish the documentation and hand over to your team.',
      },
    ],
  },
  reasons: {
    kind: 'list',
    heading: { eyebrow: 'Principles', title: 'The principles every API we build follows' },
    items: [
      'Predictable resource URLs and standard HTTP methods and status codes',
      'Stateless requests, so the API scales horizontally',
      'Consistent, descriptive error responses',
      'Secure by default: authentication, validation and least-privilege access',
      'Versioned from day one, so existing clients never break',
      'Documented in OpenAPI and kept in sync with the code',
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'What our APIs power',
      lead: 'One backend, many clients.',
    },
    cards: [
      {
        icon: 'mobile',
        title: 'Mobile App Backends',
        description: 'Fast, secure APIs for Android and iOS apps, with push notifications and offline sync.',
      },
      {
        icon: 'web',
        title: 'Web Application Backends',
        description: 'The data and business logic behind dashboards, portals and SaaS products.',
      },
      {
        icon: 'users',
        title: 'Partner and Public APIs',
        description: 'Documented APIs that let partners, resellers and customers build on your platform.',
      },
      {
        icon: 'wallet',
        title: 'Fintech and Payment APIs',
        description: 'Ledgers, transactions and reconciliation endpoints built with auditability in mind.',
        link: { label: 'Our payout API', href: '/payout', variant: 'ghost', icon: 'arrow-right' },
      },
      {
        icon: 'cpu',
        title: 'Microservices',
        description: 'Breaking a monolith into focused services that deploy and scale independently.',
      },
      {
        icon: 'repeat',
        title: 'Legacy System Modernisation',
        description: 'A clean REST layer over older systems, so new apps can use them safely.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What a well-built API gives you' },
    items: [
      'One backend for your website, apps and partners',
      'Faster launches of new products and channels',
      'Secure, controlled access to your data',
      'Room to scale as traffic grows',
      'Documentation that shortens every integration',
      'Changes that do not break existing clients',
    ],
    cta: {
      title: 'Planning a new backend or public API?',
      lead: 'Tell us who will call it and what it must do. We will propose a design and an estimate.',
      action: contactAction(service, 'Design my API'),
    },
  },
  tools: {
    heading: { eyebrow: 'Technology', title: 'Our API technology stack' },
    label: 'REST API development technologies',
    logos: [
      { name: 'Node.js', icon: 'server' },
      { name: 'Express', icon: 'route' },
      { name: 'NestJS', icon: 'layers' },
      { name: 'Python', icon: 'code' },
      { name: 'FastAPI', icon: 'bolt' },
      { name: 'PostgreSQL', icon: 'database' },
      { name: 'Redis', icon: 'cpu' },
      { name: 'Docker', icon: 'cloud' },
      { name: 'OpenAPI', icon: 'file' },
      { name: 'Postman', icon: 'send' },
    ],
  },
  closing: closingBand(service, {
    title: 'Let’s build your API',
    lead: 'Share your product and the clients that will use the API. We will come back with a design and a plan.',
    action: 'Get a free consultation',
    topic: 'a REST API project',
  }),
};
