import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { seoVisual } from './visuals';

const service = 'seo-services';

export const domesticSeo: ServicePageContent = {
  slug: 'domestic-seo',
  path: '/domestic-seo',
  contactService: service,
  head: serviceHeads['domestic-seo'],
  visual: seoVisual,
  hero: {
    eyebrow: 'Rank Boost',
    title: 'Domestic and Local SEO That Brings Customers to Your Door',
    lead: 'Rank in your city and across India for the searches your customers make: local keywords, an optimised business profile, local links and consistent directory listings, reported every month.',
    actions: [
      contactAction(service, 'Grow my local visibility'),
      { label: 'See SEO packages', href: '/rankboost#packages', variant: 'secondary' },
    ],
    stats: [
      { value: claims.seoCampaigns, label: 'SEO campaigns delivered' },
      { value: claims.seoResultsDays, label: 'To first measurable results' },
    ],
    highlights: ['Local keywords', 'Business profile optimization', 'Monthly reports'],
  },
  intro: {
    heading: {
      eyebrow: 'Domestic SEO',
      title: 'Be the first business people find nearby',
      lead: '“Near me” searches are customers ready to buy.',
    },
    paragraphs: [
      [
        'When someone searches for a clinic, a restaurant, a plumber or a supplier, the map results and the first few listings win almost every call. Domestic SEO puts your business there, in your city and in every region of India you serve.',
      ],
      [
        'We research the local keywords your customers use, optimise your business profile, earn links from local sites and keep your details consistent across directories. Every month you get a clear report on rankings, calls and enquiries. Not sure where to start? Begin with an ',
        { text: 'SEO audit', href: '/seo-audit' },
        '.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Domestic and local SEO services',
      lead: 'The four levers of local search visibility.',
    },
    cards: [
      {
        icon: 'target',
        title: 'Local Keywords',
        description: 'Research and targeting of the city, area and “near me” searches your customers actually type.',
        features: ['City and area keyword research', 'Location pages', 'On-page local optimisation'],
      },
      {
        icon: 'map-pin',
        title: 'Business Profile Optimization',
        description: 'A complete, accurate and active Google Business Profile that wins map-pack placements.',
        features: ['Categories, hours and services', 'Photos and posts', 'Review strategy'],
      },
      {
        icon: 'link',
        title: 'Local Links',
        description: 'Links from local news, associations, partners and community sites that signal local relevance.',
        features: ['Local outreach', 'Partner and sponsor links', 'Community mentions'],
      },
      {
        icon: 'building',
        title: 'Directory Listings',
        description: 'Your name, address and phone consistent across the directories Indian customers use.',
        features: ['Citation audit and clean-up', 'New directory listings', 'Consistent NAP details'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step local SEO process' },
    steps: [
      {
        icon: 'search',
        title: 'Audit',
        description: 'We review your website, business profile, citations and local competitors to find quick wins.',
      },
      {
        icon: 'settings',
        title: 'Optimization',
        description: 'We optimise your pages for local keywords and complete and refresh your business profile.',
      },
      {
        icon: 'link',
        title: 'Citations and Links',
        description: 'We build consistent directory listings and earn links from relevant local websites.',
      },
      {
        icon: 'chart',
        title: 'Monthly Reporting',
        description:
          'Every month you get a clear report of rankings, profile views, calls and enquiries, with next steps.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why local businesses choose us' },
    cards: [
      {
        icon: 'award',
        title: 'Proven SEO experience',
        description: `${claims.seoCampaigns} SEO campaigns delivered for businesses of every size.`,
      },
      {
        icon: 'map-pin',
        title: 'We know Indian local search',
        description: 'From metro neighbourhoods to tier-2 and tier-3 towns, we know how customers search near them.',
      },
      {
        icon: 'calendar',
        title: 'Monthly reports',
        description: 'Clear monthly reports that show what we did, what moved and what comes next.',
      },
      {
        icon: 'trending-up',
        title: 'Results you can measure',
        description: `Most clients see measurable movement within ${claims.seoResultsDays}.`,
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Local SEO for every kind of business',
      lead: 'Wherever customers search before they visit or call.',
    },
    cards: [
      {
        icon: 'heart',
        title: 'Clinics and Healthcare',
        description: 'Appear when patients search for doctors, dentists and diagnostics near them.',
      },
      {
        icon: 'cart',
        title: 'Retail Stores and Showrooms',
        description: 'Drive footfall with map visibility, product searches and store-specific pages.',
      },
      {
        icon: 'star',
        title: 'Restaurants and Cafés',
        description: 'Win “near me” and cuisine searches with photos, menus and fresh reviews.',
      },
      {
        icon: 'building',
        title: 'Real Estate',
        description: 'Rank for locality and project searches that bring in qualified buyer leads.',
      },
      {
        icon: 'settings',
        title: 'Home and Repair Services',
        description: 'Get the urgent calls from customers searching for help in their area.',
      },
      {
        icon: 'briefcase',
        title: 'Professional Services',
        description: 'Lawyers, accountants and consultants found by clients in their city.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What local SEO does for your business' },
    items: [
      'More calls, direction requests and walk-ins from nearby customers',
      'Visibility in map results where buying decisions are made',
      'Leads that are already looking for what you offer',
      'A consistent, trustworthy presence across directories',
      'Lower cost per lead than paid ads over time',
      'Monthly reports that show the return on your investment',
    ],
    cta: {
      title: 'Want more customers from your area?',
      lead: 'Tell us where you operate and who your competitors are. We will map out your local SEO plan.',
      action: contactAction(service, 'Get my local SEO plan'),
    },
  },
  tools: {
    heading: { eyebrow: 'Tools', title: 'Tools we use for local SEO' },
    label: 'Local SEO tools',
    logos: [
      { name: 'Google Business Profile', icon: 'map-pin' },
      { name: 'Google Search Console', icon: 'search' },
      { name: 'Google Analytics', icon: 'chart' },
      { name: 'Bing Places', icon: 'globe' },
      { name: 'Semrush', icon: 'trending-up' },
      { name: 'BrightLocal', icon: 'star' },
    ],
  },
  closing: closingBand(service, {
    title: 'Become the obvious choice in your area',
    lead: 'Let’s get your business in front of customers searching nearby, with monthly reports on the results.',
    action: 'Get a free consultation',
    topic: 'local SEO for my business',
  }),
};
