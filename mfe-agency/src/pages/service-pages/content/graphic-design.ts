import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { designVisual } from './visuals';

/** The contact form has no graphic-design option; brand and campaign creative sits under digital marketing. */
const service = 'digital-marketing';

export const graphicDesign: ServicePageContent = {
  slug: 'graphic-design',
  path: '/graphic-design',
  contactService: service,
  head: serviceHeads['graphic-design'],
  visual: designVisual,
  hero: {
    eyebrow: 'Rank Boost',
    title: 'Graphic Design That Makes Your Brand Unmistakable',
    lead: 'Logos, brand identities, social media creatives, print and packaging: design that looks professional, stays consistent and makes people remember you.',
    actions: [
      contactAction(service, 'Start a design project'),
      { label: 'Explore all services', href: '/services', variant: 'secondary' },
    ],
    stats: [
      { value: claims.projects, label: 'Projects delivered' },
      { value: claims.businesses, label: 'Businesses served' },
    ],
    highlights: ['Original concepts', 'Print and digital', 'Source files included'],
  },
  intro: {
    heading: {
      eyebrow: 'Graphic design',
      title: 'People judge a business by how it looks',
      lead: 'Consistent, professional design earns trust before anyone reads a word.',
    },
    paragraphs: [
      [
        'Your logo, your social posts, your brochure and your packaging are often the first things customers see. When they look professional and consistent, people trust you faster and remember you longer. When they do not, even a great product looks risky.',
      ],
      [
        'Our designers create original work from a clear brief, in formats ready for print and screen, and keep every piece on-brand. Pair it with a ',
        { text: 'custom website design', href: '/web-design' },
        ' for one consistent identity everywhere your customers meet you.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Graphic design services',
      lead: 'Everything your brand needs to look its best.',
    },
    cards: [
      {
        icon: 'star',
        title: 'Logo and Brand Identity',
        description: 'Logos, colour palettes, typography and brand guidelines that define how you look everywhere.',
        features: ['Logo concepts and variations', 'Colour and type system', 'Brand guidelines'],
      },
      {
        icon: 'chat',
        title: 'Social Media Creatives',
        description: 'Posts, stories, banners and ad creatives designed to stop the scroll and stay on-brand.',
        features: ['Post and story templates', 'Ad creatives', 'Campaign artwork'],
      },
      {
        icon: 'file',
        title: 'Print and Marketing Collateral',
        description: 'Brochures, flyers, business cards, posters and presentations for sales and events.',
        features: ['Brochures and flyers', 'Business stationery', 'Pitch decks'],
      },
      {
        icon: 'briefcase',
        title: 'Packaging and Labels',
        description: 'Packaging that stands out on the shelf and in the unboxing, ready for print production.',
        features: ['Box and label design', 'Print-ready files', 'Mock-ups'],
      },
      {
        icon: 'web',
        title: 'UI Graphics and Illustrations',
        description: 'Icons, illustrations and banners for websites and apps, in the style of your brand.',
        features: ['Custom icon sets', 'Illustrations', 'Website and app banners'],
      },
      {
        icon: 'play',
        title: 'Motion Graphics',
        description: 'Animated logos, short explainers and social videos that bring your brand to life.',
        features: ['Logo animation', 'Social video', 'Explainer graphics'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'Our four-step design process' },
    steps: [
      {
        icon: 'lightbulb',
        title: 'Brief and Research',
        description: 'We learn your brand, audience and competitors, and agree the deliverables and formats.',
      },
      {
        icon: 'pen',
        title: 'Concepts',
        description: 'Our designers present original concepts, each with the thinking behind it.',
      },
      {
        icon: 'repeat',
        title: 'Refinement',
        description: 'We refine your chosen direction with your feedback until every detail is right.',
      },
      {
        icon: 'send',
        title: 'Final Delivery',
        description: 'You receive print-ready and digital files, plus source files and usage guidance.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Principles', title: 'The design principles we work by' },
    cards: [
      {
        icon: 'target',
        title: 'Purpose before decoration',
        description: 'Every design starts from what it needs to achieve and who needs to see it.',
      },
      {
        icon: 'layers',
        title: 'Consistency everywhere',
        description: 'One visual language across web, social, print and packaging, documented for your team.',
      },
      {
        icon: 'eye',
        title: 'Clarity and legibility',
        description: 'Clear hierarchy and readable type, on a phone screen and on a billboard.',
      },
      {
        icon: 'award',
        title: 'Original work, yours to keep',
        description: 'No recycled templates. You own the final artwork and the source files.',
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Design solutions for every stage',
      lead: 'Whether you are launching, growing or refreshing your brand.',
    },
    cards: [
      {
        icon: 'rocket',
        title: 'Startup Brand Kits',
        description: 'A logo, colours, type and core templates so you launch looking established.',
      },
      {
        icon: 'repeat',
        title: 'Rebranding',
        description: 'A refreshed identity that keeps what customers recognise and fixes what holds you back.',
      },
      {
        icon: 'chat',
        title: 'Social Media Campaigns',
        description: 'Consistent campaign creatives for launches, festivals, offers and always-on content.',
      },
      {
        icon: 'cart',
        title: 'E-commerce and Product Visuals',
        description: 'Product banners, listings graphics and packaging that help products sell online.',
      },
      {
        icon: 'calendar',
        title: 'Events and Exhibitions',
        description: 'Stall graphics, standees, brochures and invitations that draw people in.',
      },
      {
        icon: 'building',
        title: 'Corporate Communication',
        description: 'Annual reports, presentations and internal communication that look professional.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What professional design does for your brand' },
    items: [
      'A memorable brand customers recognise instantly',
      'More trust and credibility at first glance',
      'Marketing that looks consistent on every channel',
      'Higher engagement on social media and ads',
      'Ready-to-use files for print and digital',
      'Brand guidelines that keep future work on-brand',
    ],
    cta: {
      title: 'Need design that gets noticed?',
      lead: 'Tell us what you need designed and where it will be used. We will suggest an approach and a quote.',
      action: contactAction(service, 'Get a design quote'),
    },
  },
  tools: {
    heading: { eyebrow: 'Tools', title: 'Design tools we use' },
    label: 'Graphic design tools',
    logos: [
      { name: 'Adobe Photoshop', icon: 'palette' },
      { name: 'Adobe Illustrator', icon: 'pen' },
      { name: 'Adobe InDesign', icon: 'file' },
      { name: 'Adobe After Effects', icon: 'play' },
      { name: 'Figma', icon: 'layers' },
      { name: 'CorelDRAW', icon: 'palette' },
    ],
  },
  closing: closingBand(service, {
    title: 'Let’s design something memorable',
    lead: 'Share your brand, your audience and what you need. Our designers will take it from there.',
    action: 'Get a free consultation',
    topic: 'a graphic design project',
  }),
};
