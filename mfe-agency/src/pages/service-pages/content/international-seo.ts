import { claims } from '@site/company';
import type { CardContent } from '@site/ui';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { seoVisual } from './visuals';

const service = 'seo-services';

/** SPEC §2: the search engines the international SEO page names, in this order. */
export const globalSearchEngines: readonly CardContent[] = [
  {
    icon: 'search',
    title: 'Google',
    description: 'The leading search engine in most markets, including India, the US, the UK, Europe and the Gulf.',
  },
  {
    icon: 'search',
    title: 'Yandex',
    description:
      'A major search engine in Russia and several CIS markets, with its own ranking signals and webmaster tools.',
  },
  {
    icon: 'search',
    title: 'Baidu',
    description:
      'The dominant search engine in mainland China, favouring Simplified Chinese content and fast local hosting.',
  },
  {
    icon: 'search',
    title: 'Bing',
    description: 'Microsoft’s search engine, with a meaningful desktop audience in the US and Europe.',
  },
  {
    icon: 'search',
    title: 'DuckDuckGo',
    description: 'A privacy-focused search engine popular with privacy-conscious users worldwide.',
  },
];

export const internationalSeo: ServicePageContent = {
  slug: 'international-seo',
  path: '/international-seo',
  contactService: service,
  head: serviceHeads['international-seo'],
  visual: seoVisual,
  hero: {
    eyebrow: 'Rank Boost',
    title: 'International SEO to Win Customers in Every Market',
    lead: 'Reach buyers beyond India in their language and on their search engine: multilingual and geo-targeted SEO, international link building and optimisation for the world’s major search engines.',
    actions: [
      contactAction(service, 'Plan my global SEO'),
      { label: 'See SEO packages', href: '/rankboost#packages', variant: 'secondary' },
    ],
    stats: [
      { value: claims.seoCampaigns, label: 'SEO campaigns delivered' },
      { value: claims.seoResultsDays, label: 'To first measurable results' },
    ],
    highlights: ['Multilingual SEO', 'Geo-targeted SEO', 'Global search engines'],
  },
  intro: {
    heading: {
      eyebrow: 'International SEO',
      title: 'Going global starts with being found locally, everywhere',
      lead: 'Translation alone does not rank.',
    },
    paragraphs: [
      [
        'Customers in Dubai, London, Moscow or Shanghai search in their own language, on their own search engine, with their own expectations. A site built only for one market sends the wrong signals everywhere else, and ranks for no one.',
      ],
      [
        'We set up the technical foundations search engines need to serve the right page in the right country, localise your content for each market, and build authority with links from the regions you target. Selling mainly within India? Our ',
        { text: 'domestic SEO', href: '/domestic-seo' },
        ' service is the better fit.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'International SEO services',
      lead: 'Everything a multi-market site needs to rank.',
    },
    cards: [
      {
        icon: 'globe',
        title: 'Multilingual SEO',
        description:
          'Keyword research and optimisation in each language, with hreflang so every visitor lands on their version.',
        features: ['Keyword research per language', 'hreflang implementation', 'Language-specific meta data'],
      },
      {
        icon: 'map-pin',
        title: 'Geo-Targeted SEO',
        description: 'Country and region targeting through site structure, local signals and market-specific pages.',
        features: [
          'ccTLD, subdomain or subfolder strategy',
          'Country targeting signals',
          'Local currency and contact details',
        ],
      },
      {
        icon: 'link',
        title: 'International Link Building',
        description: 'Authority earned from reputable sites in each target country and language.',
        features: ['Market-specific outreach', 'Regional publications and directories', 'Native-language content'],
      },
      {
        icon: 'search',
        title: 'Global Search Engines',
        description: 'Optimisation for Google, Yandex, Baidu, Bing and DuckDuckGo, each with its own rules.',
        features: ['Engine-specific technical setup', 'Webmaster tools for each engine', 'Local ranking factors'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step international SEO process' },
    steps: [
      {
        icon: 'chart',
        title: 'Market Analysis',
        description: 'We size the search demand, competitors and dominant search engines in each market you target.',
      },
      {
        icon: 'settings',
        title: 'Technical Setup',
        description:
          'We put in place the URL structure, hreflang, geo-targeting and hosting that international rankings need.',
      },
      {
        icon: 'globe',
        title: 'Content Localization',
        description: 'We adapt keywords, copy and offers to each language and culture, not just translate them.',
      },
      {
        icon: 'file',
        title: 'Reporting',
        description: 'Market-by-market reports on rankings, traffic and conversions, with the next priorities.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why choose us for international SEO' },
    cards: [
      {
        icon: 'award',
        title: 'Deep SEO experience',
        description: `${claims.seoCampaigns} SEO campaigns delivered, from local shops to multi-country brands.`,
      },
      {
        icon: 'globe',
        title: 'Beyond Google',
        description:
          'We optimise for the engine your market actually uses, whether that is Google, Yandex, Baidu, Bing or DuckDuckGo.',
      },
      {
        icon: 'settings',
        title: 'Technical precision',
        description:
          'hreflang, canonical and geo-targeting errors are the most common international mistakes. We get them right.',
      },
      {
        icon: 'trending-up',
        title: 'Measurable growth',
        description: `Clear reports per market, with measurable movement typically within ${claims.seoResultsDays}.`,
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Who we help go global',
      lead: 'Indian businesses selling to the world, and global brands entering India.',
    },
    cards: [
      {
        icon: 'cart',
        title: 'Cross-Border E-commerce',
        description: 'Rank product and category pages in every country you ship to.',
      },
      {
        icon: 'layers',
        title: 'SaaS and Technology Companies',
        description: 'Win software buyers in the US, Europe, the Middle East and beyond.',
      },
      {
        icon: 'briefcase',
        title: 'Exporters and Manufacturers',
        description: 'Reach international buyers and distributors searching for suppliers.',
      },
      {
        icon: 'calendar',
        title: 'Travel and Hospitality',
        description: 'Attract travellers in their own language, from every source market.',
      },
      {
        icon: 'lightbulb',
        title: 'Education and Training',
        description: 'Bring international students and learners to your programmes.',
      },
      {
        icon: 'users',
        title: 'Professional and IT Services',
        description: 'Generate enquiries from clients abroad for outsourced and consulting work.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What international SEO does for your business' },
    items: [
      'New revenue from markets beyond India',
      'The right language and currency page for every visitor',
      'Visibility on the search engine each market prefers',
      'Stronger brand authority across regions',
      'Lower dependence on any single market',
      'Clear, market-by-market reporting',
    ],
    cta: {
      title: 'Ready to grow beyond your home market?',
      lead: 'Tell us which countries and languages you want to win. We will map out your international SEO plan.',
      action: contactAction(service, 'Get my global SEO plan'),
    },
  },
  tools: {
    heading: { eyebrow: 'Tools', title: 'Tools we use across markets' },
    label: 'International SEO tools',
    logos: [
      { name: 'Google Search Console', icon: 'search' },
      { name: 'Bing Webmaster Tools', icon: 'globe' },
      { name: 'Yandex Webmaster', icon: 'globe' },
      { name: 'Baidu Webmaster Tools', icon: 'globe' },
      { name: 'Ahrefs', icon: 'link' },
      { name: 'Semrush', icon: 'trending-up' },
      { name: 'Screaming Frog', icon: 'terminal' },
    ],
  },
  extra: {
    kind: 'cards',
    id: 'search-engines',
    heading: {
      eyebrow: 'Global search engines',
      title: 'Search engines we optimise for',
      lead: 'Each market has its favourite. We make sure you rank on it.',
    },
    cards: globalSearchEngines,
  },
  closing: closingBand(service, {
    title: 'Take your business global',
    lead: 'Tell us where your next customers are. We will show you how to reach them on the search engines they use.',
    action: 'Get a free consultation',
    topic: 'international SEO',
  }),
};
