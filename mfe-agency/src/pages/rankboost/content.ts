import { claims, company, whatsappHref } from '@site/company';
import { contactHref } from '@site/routes';
import type {
  CardContent,
  CaseStudyContent,
  CtaBandContent,
  HeroContent,
  PricingPlanContent,
  SectionHeadingContent,
} from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { seoPackagePrices } from '../pricing/prices';

/** The anchor the SPEC names for the packages section; other pages link to `/rankboost#packages`. */
export const packagesAnchor = 'packages';

const seoContact = contactHref('seo-services');

export const hero: HeroContent = {
  eyebrow: 'RankBoost SEO',
  title: 'Rank higher, get found and grow with RankBoost SEO',
  lead: 'Keyword-led SEO for Indian businesses: we fix what holds your site back, build authority that lasts and report every month on the traffic and enquiries it brings.',
  actions: [
    { label: 'View SEO Packages', href: `/rankboost#${packagesAnchor}`, variant: 'primary' },
    { label: 'Get a Free SEO Audit Proposal', href: '/seo-audit', variant: 'secondary' },
  ],
  stats: [
    { value: claims.seoCampaigns, label: 'SEO campaigns delivered' },
    { value: claims.seoResultsDays, label: 'To first visible results' },
    { value: claims.growth, label: 'Organic growth achieved' },
  ],
};

export const resultsHeading: SectionHeadingContent = {
  eyebrow: 'Results',
  title: 'What RankBoost campaigns deliver',
  lead: 'Representative outcomes from recent campaigns. Client names are withheld for confidentiality, and individual results vary with market and competition.',
};

export const caseStudies: readonly CaseStudyContent[] = [
  {
    client: 'D2C skincare brand, Pune',
    industry: 'E-commerce',
    improvement: '210% increase in organic traffic',
    timeframe: '60 days',
    keyMetric: 'Page-one rankings for its core product keywords',
  },
  {
    client: 'Multi-clinic dental practice, Mumbai',
    industry: 'Healthcare',
    improvement: '240% more calls from Google search',
    timeframe: '45 days',
    keyMetric: 'Top-three map results for local treatment searches',
  },
  {
    client: 'B2B software startup, Bengaluru',
    industry: 'SaaS',
    improvement: '200% growth in demo requests from search',
    timeframe: '60 days',
    keyMetric: 'First-page rankings for high-intent comparison keywords',
  },
];

export const servicesHeading: SectionHeadingContent = {
  eyebrow: 'What we do',
  title: 'Complete SEO services under one plan',
  lead: 'Every part of search performance, handled by specialists who report to you in plain language.',
};

export const services: readonly CardContent[] = [
  {
    icon: 'target',
    title: 'Keyword Research & Strategy',
    description: 'We find the searches your buyers actually use and build a plan around the ones that bring revenue.',
    features: ['Search intent mapping', 'Competitor analysis', 'Priority keyword roadmap'],
  },
  {
    icon: 'file',
    title: 'On-Page SEO',
    description:
      'Titles, headings, content and internal links tuned so search engines understand every important page.',
    features: ['Meta tags and headings', 'Content optimization', 'Internal linking'],
  },
  {
    icon: 'settings',
    title: 'Technical SEO',
    description: 'We fix the speed, crawl and indexing issues that quietly keep good pages out of search results.',
    features: ['Site speed improvements', 'Crawl and index fixes', 'Structured data'],
  },
  {
    icon: 'link',
    title: 'Link Building',
    description: 'Relevant, high-quality backlinks earned through outreach and content — never through link schemes.',
    features: ['Authority backlinks', 'Digital PR outreach', 'Toxic link clean-up'],
  },
  {
    icon: 'map-pin',
    title: 'Local SEO',
    description:
      'Show up when nearby customers search, with an optimised business profile and consistent local listings.',
    features: ['Business profile optimization', 'Local citations', 'Review strategy'],
  },
  {
    icon: 'chart',
    title: 'Reporting & Analytics',
    description: 'Monthly reports that connect rankings and traffic to the enquiries and sales they generate.',
    features: ['Monthly performance reports', 'Ranking tracking', 'Conversion insights'],
  },
];

export const packagesHeading: SectionHeadingContent = {
  eyebrow: 'SEO packages',
  title: 'Choose your RankBoost package',
  lead: 'Monthly plans with no hidden costs. Every package includes a dedicated specialist and a monthly performance report.',
};

export const packages: readonly PricingPlanContent[] = [
  {
    name: 'Starter',
    price: seoPackagePrices.starter.display,
    priceNote: seoPackagePrices.starter.note,
    amountInr: seoPackagePrices.starter.amountInr,
    description: 'For small businesses and startups building search visibility in their market.',
    features: [
      seoPackagePrices.starter.keywords,
      'On-page SEO for key pages',
      'Business profile optimization',
      'Basic technical SEO fixes',
      'Monthly performance report',
    ],
    action: { label: 'Choose Starter', href: seoContact, variant: 'secondary' },
  },
  {
    name: 'Professional',
    price: seoPackagePrices.professional.display,
    priceNote: seoPackagePrices.professional.note,
    amountInr: seoPackagePrices.professional.amountInr,
    description: 'For growing businesses competing for customers in busy markets.',
    features: [
      seoPackagePrices.professional.keywords,
      'On-page and off-page SEO',
      'Competitor analysis',
      'Link building and backlinks',
      'Technical SEO fixes',
      'Local SEO management',
      'Monthly performance report',
    ],
    popular: true,
    action: { label: 'Choose Professional', href: seoContact, variant: 'primary' },
  },
  {
    name: 'Enterprise',
    price: seoPackagePrices.enterprise.display,
    priceNote: seoPackagePrices.enterprise.note,
    amountInr: seoPackagePrices.enterprise.amountInr,
    description: 'For large sites, multi-location brands and businesses selling across borders.',
    features: [
      seoPackagePrices.enterprise.keywords,
      'Everything in Professional',
      'Content strategy and optimization',
      'Multi-location and international SEO',
      'Advanced technical SEO',
      'Dedicated SEO manager',
      'Monthly report and strategy call',
    ],
    action: { label: 'Choose Enterprise', href: seoContact, variant: 'secondary' },
  },
];

export const reasonsHeading: SectionHeadingContent = {
  eyebrow: 'Why RankBoost',
  title: `Why businesses choose ${company.name} for SEO`,
};

export const reasons: readonly CardContent[] = [
  {
    icon: 'award',
    title: `${claims.seoCampaigns} SEO campaigns`,
    description: 'Experience across e-commerce, healthcare, software, manufacturing and local services.',
  },
  {
    icon: 'clock',
    title: `Results in ${claims.seoResultsDays}`,
    description: 'Quick technical and on-page wins first, so you see movement early while long-term authority builds.',
  },
  {
    icon: 'trending-up',
    title: `${claims.growth} growth`,
    description: 'Campaigns measured on the traffic, leads and sales they bring — not on vanity rankings.',
  },
  {
    icon: 'shield',
    title: 'White-hat methods only',
    description: 'Search-engine-approved techniques that protect your site from penalties and keep gains stable.',
  },
  {
    icon: 'file',
    title: 'Transparent reporting',
    description: 'A clear monthly report on keywords, traffic and enquiries, with the next month’s plan.',
  },
  {
    icon: 'headset',
    title: 'Dedicated specialist',
    description: 'One named SEO specialist who knows your business and answers your questions directly.',
  },
];

export const closingCta: CtaBandContent = {
  title: 'Ready to climb the search results?',
  lead: 'Tell us about your website and competitors. We will recommend the right package and the first fixes to make.',
  actions: [
    { label: 'Get a Free SEO Consultation', href: seoContact, variant: 'primary' },
    {
      label: 'Chat on WhatsApp',
      href: whatsappHref(`Hi ${company.name}, I would like to discuss RankBoost SEO for my business.`),
      variant: 'secondary',
      icon: 'chat',
    },
  ],
};

/** The hero's mock: a sample campaign's search visibility climbing over its first 60 days. */
export const heroVisual: ProductVisualContent = {
  description: `Sample RankBoost report: keywords on Google's first page climbing from 3 to 19 over 60 days, first results in ${claims.seoResultsDays}.`,
  frames: [
    {
      kind: 'panel',
      title: 'RankBoost report · sample data',
      blocks: [
        {
          kind: 'chart',
          heading: 'Keywords on page 1',
          figure: '3 → 19',
          values: [3, 3, 4, 5, 5, 7, 9, 10, 12, 14, 15, 17, 19],
          axis: ['Day 0', 'Day 30', 'Day 60'],
        },
        {
          kind: 'rows',
          rows: [
            { title: 'cloud kitchen pune', detail: 'Position 18 → 4', status: { label: 'Top 5', tone: 'success' } },
            { title: 'gst billing software', detail: 'Position 27 → 9', status: { label: 'Page 1', tone: 'success' } },
          ],
        },
      ],
    },
  ],
};
