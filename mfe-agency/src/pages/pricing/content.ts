import { company } from '@site/company';
import { contactHref } from '@site/routes';
import type {
  ComparisonContent,
  CtaBandContent,
  FaqItemContent,
  HeroContent,
  PricingPlanContent,
  SectionHeadingContent,
} from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { prices } from './prices';

export const plansAnchor = 'plans';

export const hero: HeroContent = {
  eyebrow: 'Pricing',
  title: 'Simple, transparent pricing',
  lead: 'Clear prices for websites, custom software and SEO. No hidden costs, no surprises — just the features your business needs to grow.',
  actions: [
    { label: 'See the Plans', href: `/pricing#${plansAnchor}`, variant: 'primary' },
    { label: 'Ask for a Quote', href: contactHref(), variant: 'secondary' },
  ],
};

export const plansHeading: SectionHeadingContent = {
  eyebrow: 'Plans',
  title: 'Choose the plan that fits your business',
  lead: 'Every plan includes a mobile-responsive build, an SEO foundation and dedicated support.',
};

export const plans: readonly PricingPlanContent[] = [
  {
    name: 'Website Development',
    price: prices.website.display,
    priceNote: prices.website.note,
    amountInr: prices.website.amountInr,
    description: 'A professional, fast website that puts your business online and brings in enquiries.',
    audience: 'For small businesses and startups',
    features: [
      'Mobile-friendly design',
      'SEO optimization',
      '1 month free maintenance',
      'Contact form integration',
      'Social media links',
      'Basic speed optimization',
    ],
    action: { label: 'Get Started', href: contactHref('website-design'), variant: 'secondary' },
  },
  {
    name: 'Software Development',
    price: prices.software.display,
    pricePrefix: prices.software.prefix,
    amountInr: prices.software.amountInr,
    description: 'Custom web applications and business software built around the way your team works.',
    audience: 'For SMEs and enterprises',
    features: [
      '1 year free maintenance',
      'Scalable and secure architecture',
      'API integrations',
      'Multi-user access',
      'Cloud deployment',
      'Bug fixes and maintenance',
      'Dedicated support',
      'Custom features as needed',
    ],
    popular: true,
    action: { label: 'Request a Quote', href: contactHref('web-development'), variant: 'primary' },
  },
  {
    name: 'RankBoost SEO',
    price: prices.seo.display,
    priceNote: prices.seo.note,
    amountInr: prices.seo.amountInr,
    description: 'Ongoing SEO that grows your rankings, traffic and enquiries month after month.',
    audience: 'For all businesses',
    features: [
      'On-page and off-page SEO',
      'Keyword research',
      'Competitor analysis',
      'Monthly performance reports',
      'Link building and backlinks',
      'Technical SEO fixes',
      'Local SEO management',
    ],
    action: { label: 'Start Ranking', href: contactHref('seo-services'), variant: 'secondary' },
  },
];

export const comparisonHeading: SectionHeadingContent = {
  eyebrow: 'Compare',
  title: 'Compare plans side by side',
};

export const comparison: ComparisonContent = {
  caption: 'What each plan includes',
  columns: ['Website', 'Software', 'SEO'],
  rows: [
    { feature: 'Mobile responsive', values: [true, true, true] },
    { feature: 'SEO foundation', values: [true, true, true] },
    { feature: 'Dedicated support', values: [true, true, true] },
    { feature: 'Custom logic/database', values: [false, true, false] },
    { feature: 'API integrations', values: [false, true, false] },
    { feature: 'Ongoing strategy', values: [false, false, true] },
  ],
};

export const faqHeading: SectionHeadingContent = {
  eyebrow: 'FAQ',
  title: 'Pricing questions, answered',
};

export const faq: readonly FaqItemContent[] = [
  {
    question: 'What does website maintenance include?',
    answer: [
      {
        p: [
          'Maintenance covers updates, security patches, monthly backups and up to ',
          { strong: '2 hours of minor content changes per month' },
          ' for the first year.',
        ],
      },
    ],
  },
  {
    question: `Is the Software Development price of ${prices.software.display} fixed?`,
    answer: [
      {
        p: [
          `${prices.software.display} is a starting price. Every software project is different, so after a consultation we send you a detailed quote based on your features, integrations and scale.`,
        ],
      },
    ],
  },
  {
    question: 'How soon will I see results from SEO?',
    answer: [
      {
        p: [
          'SEO results begin within the first month, with stable gains in 3 to 6 months. You receive a performance report every month so you can track progress. See our ',
          { text: 'RankBoost SEO packages', href: '/rankboost#packages' },
          '.',
        ],
      },
    ],
  },
  {
    question: 'How can I pay?',
    answer: [
      {
        p: ['You can pay by bank transfer (NEFT/IMPS), UPI, or major credit/debit cards via a payment gateway.'],
      },
    ],
  },
];

export const closingCta: CtaBandContent = {
  title: 'Need something more specific?',
  lead: `Tell us about your project and the ${company.name} team will send a clear, itemised quote.`,
  actions: [{ label: 'Talk to Us', href: contactHref(), variant: 'primary' }],
};

/** The hero's mock: the three published plans as lines of a quote. */
export const heroVisual: ProductVisualContent = {
  description: `The three plans: Website Development ${prices.website.display} ${prices.website.note}, Software Development starting at ${prices.software.display}, RankBoost SEO ${prices.seo.display} ${prices.seo.note}.`,
  frames: [
    {
      kind: 'panel',
      title: 'Plans',
      blocks: [
        {
          kind: 'rows',
          rows: [
            { title: 'Website Development', detail: 'One-time', value: prices.website.display },
            { title: 'Software Development', detail: 'Starting price · Most Popular', value: prices.software.display },
            { title: 'RankBoost SEO', detail: 'Per month', value: prices.seo.display },
          ],
        },
      ],
    },
  ],
};
