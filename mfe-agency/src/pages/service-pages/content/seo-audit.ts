import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { seoVisual } from './visuals';

const service = 'seo-services';

/** SPEC §2: the SEO audit page offers a free audit proposal. */
const freeProposal = contactAction(service, 'Get your free audit proposal');

export const seoAudit: ServicePageContent = {
  slug: 'seo-audit',
  path: '/seo-audit',
  contactService: service,
  head: serviceHeads['seo-audit'],
  visual: seoVisual,
  hero: {
    eyebrow: 'Rank Boost',
    badge: 'Free audit proposal',
    title: 'SEO Audit: Find Out Exactly What Holds Your Rankings Back',
    lead: 'A complete review of your website’s technical health, content, keywords and backlinks, turned into a prioritised list of fixes you can act on.',
    actions: [freeProposal, { label: 'See SEO packages', href: '/rankboost#packages', variant: 'secondary' }],
    stats: [
      { value: claims.seoCampaigns, label: 'SEO campaigns delivered' },
      { value: claims.seoResultsDays, label: 'To first measurable results' },
    ],
    highlights: ['Site analysis', 'Keyword and content gap', 'Backlink evaluation', 'Technical health check'],
  },
  intro: {
    heading: {
      eyebrow: 'SEO audit',
      title: 'Every ranking problem has a cause. An audit finds it.',
      lead: 'Stop guessing why traffic is flat.',
    },
    paragraphs: [
      [
        'Slow pages, pages search engines cannot crawl, thin or duplicate content, missing keywords and toxic backlinks all quietly cost you rankings. Most of them are invisible unless you look for them systematically.',
      ],
      [
        'Our audit checks your site the way a search engine sees it, compares it with the competitors ranking above you, and gives you a clear, prioritised plan. You can implement it in-house, or let our team handle it through ',
        { text: 'domestic SEO', href: '/domestic-seo' },
        ' or ',
        { text: 'international SEO', href: '/international-seo' },
        '.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we check',
      title: 'What our SEO audit covers',
      lead: 'Four areas that decide how well you rank.',
    },
    cards: [
      {
        icon: 'search',
        title: 'Site Analysis',
        description: 'Structure, navigation, internal links, titles, headings and meta data reviewed page by page.',
        features: ['Site architecture review', 'On-page SEO check', 'Internal linking'],
      },
      {
        icon: 'target',
        title: 'Keyword and Content Gap',
        description:
          'The searches your competitors win and you miss, and the pages that need to be written or improved.',
        features: ['Keyword opportunity list', 'Competitor comparison', 'Thin and duplicate content'],
      },
      {
        icon: 'link',
        title: 'Backlink Evaluation',
        description: 'The quality, relevance and risk of the sites linking to you, and where to earn better links.',
        features: ['Link profile quality', 'Toxic link review', 'Link-building opportunities'],
      },
      {
        icon: 'settings',
        title: 'Technical Health Check',
        description: 'Crawlability, indexing, speed, mobile usability, structured data and security checked in depth.',
        features: ['Crawl and index errors', 'Core Web Vitals', 'Structured data and HTTPS'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How it works', title: 'Our four-step audit process' },
    steps: [
      {
        icon: 'database',
        title: 'Data Collection',
        description: 'We crawl your site and gather data from analytics, search console and leading SEO tools.',
      },
      {
        icon: 'alert',
        title: 'Issue Identification',
        description: 'We find and classify every technical, content and backlink issue by its impact on rankings.',
      },
      {
        icon: 'file',
        title: 'Recommendations',
        description: 'You receive a clear report with prioritised fixes, the effort each takes and the expected gain.',
      },
      {
        icon: 'users',
        title: 'Consultation',
        description: 'We walk you and your team through the findings and answer every question on a call.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why our SEO audits are different' },
    cards: [
      {
        icon: 'award',
        title: 'Experience that shows',
        description: `Built on lessons from ${claims.seoCampaigns} SEO campaigns across industries.`,
      },
      {
        icon: 'target',
        title: 'Prioritised, not just listed',
        description: 'Every issue is ranked by impact and effort, so you fix what moves rankings first.',
      },
      {
        icon: 'eye',
        title: 'Plain-language reporting',
        description: 'Clear explanations your marketing and development teams can both act on.',
      },
      {
        icon: 'trending-up',
        title: 'Focused on results',
        description: `Fixes chosen to show measurable movement, typically within ${claims.seoResultsDays}.`,
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'When an SEO audit pays off',
      lead: 'The moments our clients most often call us.',
    },
    cards: [
      {
        icon: 'trending-up',
        title: 'Traffic Has Dropped',
        description: 'Find out whether a technical fault, an algorithm update or a competitor is behind the fall.',
      },
      {
        icon: 'repeat',
        title: 'Before a Redesign or Migration',
        description: 'Protect the rankings you have earned when URLs, platforms or domains change.',
        link: { label: 'Web design', href: '/web-design', variant: 'ghost', icon: 'arrow-right' },
      },
      {
        icon: 'chart',
        title: 'Rankings Have Stalled',
        description: 'Discover the gaps keeping you on page two when competitors sit above you.',
      },
      {
        icon: 'globe',
        title: 'Entering a New Market',
        description: 'Check your site is ready for new regions, languages and search engines.',
        link: { label: 'International SEO', href: '/international-seo', variant: 'ghost', icon: 'arrow-right' },
      },
      {
        icon: 'rocket',
        title: 'Starting an SEO Campaign',
        description: 'Set a clear baseline and a plan before investing in content and links.',
      },
      {
        icon: 'briefcase',
        title: 'Evaluating an Agency or Site',
        description: 'An independent view of the work done so far, or of a website you plan to acquire.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What you get from an SEO audit' },
    items: [
      'A complete picture of your site’s SEO health',
      'A prioritised action plan instead of a list of warnings',
      'The keywords and content your competitors win and you miss',
      'Backlink risks found before they hurt you',
      'Faster pages and a better experience for visitors',
      'A clear baseline to measure future SEO work against',
    ],
    cta: {
      title: 'Get your free audit proposal',
      lead: 'Share your website address and goals. We will send a proposal setting out what the audit will cover for your site.',
      action: freeProposal,
    },
  },
  tools: {
    heading: { eyebrow: 'Tools', title: 'The SEO tools behind our audits' },
    label: 'SEO audit tools',
    logos: [
      { name: 'Google Search Console', icon: 'search' },
      { name: 'Google Analytics', icon: 'chart' },
      { name: 'PageSpeed Insights', icon: 'bolt' },
      { name: 'Ahrefs', icon: 'link' },
      { name: 'Semrush', icon: 'trending-up' },
      { name: 'Screaming Frog', icon: 'terminal' },
      { name: 'Bing Webmaster Tools', icon: 'globe' },
    ],
  },
  closing: closingBand(service, {
    title: 'Find out what is holding your rankings back',
    lead: 'Ask for your free audit proposal today. We reply with the scope, the timeline and what you will receive.',
    action: 'Get your free audit proposal',
    topic: 'an SEO audit',
  }),
};
