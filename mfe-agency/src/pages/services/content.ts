import { claims, company } from '@site/company';
import { contactHref } from '@site/routes';
import type { Action, CardContent, CtaBandContent, HeroContent, SectionHeadingContent, StepContent } from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';

/** The two service families the SPEC tags cards with. */
const WEBTECH = 'WebTech';
const RANK_BOOST = 'Rank Boost';

const learnMore = (href: string): Action => ({ label: 'Learn More', href });

export const hero: HeroContent = {
  eyebrow: 'Our services',
  title: 'Everything your business needs to launch, scale and be found',
  lead: `Websites, web and mobile apps, APIs, custom software, SEO and brand design — delivered by one team of ${claims.professionals} professionals, with published prices and clear timelines.`,
  actions: [
    { label: 'Get in Touch', href: contactHref(), variant: 'primary' },
    { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
  ],
};

export const servicesHeading: SectionHeadingContent = {
  eyebrow: 'WebTech and Rank Boost',
  title: 'Services that work together',
  lead: 'WebTech services build your digital products. Rank Boost services make sure the right people find them.',
};

export const services: readonly CardContent[] = [
  {
    tag: WEBTECH,
    icon: 'web',
    title: 'Web Design',
    description: 'Custom, responsive websites designed around your brand and built to turn visitors into customers.',
    features: ['Custom UI/UX', 'Responsive layouts', 'SEO-ready and fast'],
    link: learnMore('/web-design'),
  },
  {
    tag: WEBTECH,
    icon: 'code',
    title: 'Web App Development',
    description:
      'Dynamic web applications with a reliable backend, database and admin panel that grow with your business.',
    features: ['Dynamic frontends', 'Backend and database', 'Admin panels'],
    link: learnMore('/web-app-development'),
  },
  {
    tag: WEBTECH,
    icon: 'mobile',
    title: 'Mobile App Development',
    description: 'Android and iOS apps with intuitive interfaces, secure data handling and smooth performance.',
    features: ['Android and iOS', 'Secure and scalable', 'Store launch support'],
    link: learnMore('/mobile-app-development'),
  },
  {
    tag: WEBTECH,
    icon: 'clock',
    title: 'Website in 24 Hours',
    description:
      'Need to be online fast? Share your requirements today and launch a professional website within 24 hours.',
    features: ['Custom domain setup', 'Responsive design', 'Contact form and basic SEO'],
    link: learnMore('/website-24hrs'),
  },
  {
    tag: WEBTECH,
    icon: 'api',
    title: 'API Integration',
    description: 'Connect payment gateways, CRMs, ERPs and third-party tools so your systems share data automatically.',
    features: ['Third-party services', 'Secure data exchange', 'Monitoring and error handling'],
    link: learnMore('/api-integration'),
  },
  {
    tag: WEBTECH,
    icon: 'server',
    title: 'REST API Construction',
    description: 'Well-documented, secure REST APIs that let your apps, partners and platforms talk to each other.',
    features: ['Clean, versioned endpoints', 'Authentication and security', 'Clear documentation'],
    link: learnMore('/rest-api-construction'),
  },
  {
    tag: WEBTECH,
    icon: 'cpu',
    title: 'Custom Software',
    description:
      'Tailored software for your operations — from internal tools to platforms for fintech, e-commerce and enterprise teams.',
    features: ['Scalable, secure architecture', 'Multi-user access', 'Cloud deployment'],
    link: learnMore('/b2b'),
  },
  {
    tag: RANK_BOOST,
    icon: 'trending-up',
    title: 'RankBoost SEO Packages',
    description: `Monthly SEO packages that grow rankings and qualified traffic, with first results in ${claims.seoResultsDays}.`,
    features: ['On-page and off-page SEO', 'Keyword research', 'Monthly performance reports'],
    link: learnMore('/rankboost'),
  },
  {
    tag: RANK_BOOST,
    icon: 'search',
    title: 'SEO Audit',
    description:
      'A complete health check of your website with a prioritised plan to fix what is holding your rankings back.',
    features: ['Site analysis', 'Keyword and content gaps', 'Backlink evaluation'],
    link: learnMore('/seo-audit'),
  },
  {
    tag: RANK_BOOST,
    icon: 'map-pin',
    title: 'Domestic SEO',
    description: 'Local SEO that puts your business in front of customers searching in your city and across India.',
    features: ['Local keywords', 'Business profile optimization', 'Directory listings'],
    link: learnMore('/domestic-seo'),
  },
  {
    tag: RANK_BOOST,
    icon: 'globe',
    title: 'International SEO',
    description: 'Reach customers in new countries and languages with multilingual, geo-targeted SEO.',
    features: ['Multilingual SEO', 'Geo-targeted SEO', 'International link building'],
    link: learnMore('/international-seo'),
  },
  {
    tag: RANK_BOOST,
    icon: 'palette',
    title: 'Graphic Design',
    description: 'Logos, brand identities and marketing graphics that make your business look as good as it is.',
    features: ['Logo and brand identity', 'Social media creatives', 'Marketing collateral'],
    link: learnMore('/graphic-design'),
  },
];

export const approachHeading: SectionHeadingContent = {
  eyebrow: 'How we work',
  title: 'Our three-step approach',
  lead: 'A simple, transparent process that keeps every project on time and on budget.',
};

export const approach: readonly StepContent[] = [
  {
    icon: 'target',
    title: 'Discover & Strategize',
    description:
      'We learn your business, audience and goals, then agree on scope, timeline and success measures in writing.',
  },
  {
    icon: 'code',
    title: 'Build & Implement',
    description:
      'We design, develop and test in short cycles, sharing progress so you can give feedback at every stage.',
  },
  {
    icon: 'rocket',
    title: 'Launch & Grow',
    description:
      'We launch, monitor and optimise — then keep improving performance, rankings and conversions as you grow.',
  },
];

export const closingCta: CtaBandContent = {
  title: 'Not sure which service you need?',
  lead: `Tell us what you want to achieve. The ${company.name} team will recommend the right mix and send a clear proposal.`,
  actions: [{ label: 'Get in Touch', href: contactHref(), variant: 'primary' }],
};

/** The hero's mock: a responsive site and an app screen, the two things the WebTech services build. */
export const heroVisual: ProductVisualContent = {
  frames: [
    { kind: 'browser', title: 'yourbusiness.in', blocks: [{ kind: 'layout', variant: 'site' }] },
    { kind: 'phone', title: 'Your app', blocks: [{ kind: 'layout', variant: 'app' }] },
  ],
};
