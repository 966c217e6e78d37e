import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { webVisual } from './visuals';

const service = 'web-development';

/** SPEC §9: the 24-hour package, exactly as listed. */
const website24hrsInclusions = [
  'Custom domain setup',
  'Responsive design',
  'Contact form',
  'Social media links',
  'Basic SEO setup',
  '1 month free support',
] as const;

export const website24hrs: ServicePageContent = {
  slug: 'website-24hrs',
  path: '/website-24hrs',
  contactService: service,
  head: serviceHeads['website-24hrs'],
  visual: webVisual,
  hero: {
    eyebrow: 'WebTech Solutions',
    badge: `${claims.websiteDelivery} website delivery`,
    title: 'Your Business Website, Live Within 24 Hours',
    lead: 'Launching, running a campaign or replacing a broken site? Send us your requirements and we will design, build and put a professional, responsive website live within 24 hours.',
    actions: [
      contactAction(service, 'Get my website in 24 hours'),
      { label: 'See website pricing', href: '/pricing', variant: 'secondary' },
    ],
    highlights: ['Live within 24 hours', 'Custom domain setup', '1 month free support'],
  },
  intro: {
    heading: {
      eyebrow: 'Website in 24 hours',
      title: 'When waiting weeks for a website is not an option',
      lead: 'Urgent does not have to mean rushed.',
    },
    paragraphs: [
      [
        'A launch date, a trade show, an investor meeting or a new branch opening will not wait for a long agency timeline. Our 24-hour service uses a proven build process, ready-made components and a dedicated team so you get a polished, mobile-friendly website in a day, not a rough placeholder.',
      ],
      [
        'Your site goes live on your own domain with a contact form, your social media links and a basic SEO setup, and we support you for the first month. When you are ready to grow it, we can extend it with a full ',
        { text: 'custom web design', href: '/web-design' },
        ' or ',
        { text: 'local SEO', href: '/domestic-seo' },
        '.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Fast website services',
      lead: 'Speed without cutting the corners that matter.',
    },
    cards: [
      {
        icon: 'clock',
        title: 'Urgent Delivery',
        description:
          'A dedicated team works on your site the moment your requirements arrive, so it is live within 24 hours.',
        features: ['Dedicated build team', 'Clear 24-hour timeline', 'Status updates as we go'],
      },
      {
        icon: 'api',
        title: 'Fast API Integration',
        description: 'Connect forms, maps, chat, payments or your CRM quickly using tested integration patterns.',
        features: ['Form and e-mail delivery', 'Maps and chat widgets', 'Payment and CRM hooks'],
      },
      {
        icon: 'database',
        title: 'Database',
        description: 'Enquiries, products or listings stored safely in a database, not lost in an inbox.',
        features: ['Secure data storage', 'Enquiry records', 'Backups'],
      },
      {
        icon: 'settings',
        title: 'Admin Panel',
        description: 'Update text, images, products and enquiries yourself through a simple admin panel.',
        features: ['Edit content without code', 'Manage enquiries', 'Add pages and products'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How it works', title: 'Three steps to a live website' },
    steps: [
      {
        icon: 'send',
        title: 'Submit Requirements',
        description:
          'Share your business details, logo, content and the pages you need through our contact form or a quick call.',
      },
      {
        icon: 'bolt',
        title: 'Rapid Development',
        description:
          'Our team designs and builds your site, sets up the contact form, social links and basic SEO, and tests it on phones, tablets and desktops.',
      },
      {
        icon: 'rocket',
        title: 'Launch and Handover',
        description:
          'Within 24 hours your website is live on your custom domain, and we hand over access and a short guide to updating it.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why choose our 24-hour website service' },
    cards: [
      {
        icon: 'palette',
        title: 'Custom-branded, not a bare template',
        description: 'Your logo, colours and content on a polished design, so the site looks like your business.',
      },
      {
        icon: 'eye',
        title: 'Scope agreed up front',
        description: 'We confirm the pages and features before we start, so the 24-hour clock runs on a clear brief.',
      },
      {
        icon: 'users',
        title: 'A dedicated team',
        description: 'Designers and developers focus on your site together, which is how we deliver within 24 hours.',
      },
      {
        icon: 'trending-up',
        title: 'Room to grow',
        description: 'Start fast and extend later into a full custom website, a web app or an SEO campaign.',
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Who our 24-hour websites are for',
      lead: 'Any business that needs to be online properly, and quickly.',
    },
    cards: [
      {
        icon: 'rocket',
        title: 'New Businesses and Startups',
        description: 'Go live with a credible site while you focus on your first customers.',
      },
      {
        icon: 'calendar',
        title: 'Events and Campaigns',
        description: 'A dedicated page or site for a launch, sale, event or ad campaign with a fixed date.',
      },
      {
        icon: 'repeat',
        title: 'Replacing an Outdated Site',
        description: 'Swap a broken or embarrassing website for a modern one without a long project.',
      },
      {
        icon: 'map-pin',
        title: 'Local Shops and Services',
        description: 'Clinics, salons, restaurants and service providers that need customers to find and call them.',
      },
      {
        icon: 'briefcase',
        title: 'Professionals and Consultants',
        description: 'A personal site with your services, credentials and an easy way to get in touch.',
      },
      {
        icon: 'building',
        title: 'New Branches and Brands',
        description: 'Stand up a site for a new location, product line or sub-brand in a day.',
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What you get with a website in 24 hours' },
    items: [
      'Start taking enquiries tomorrow instead of next month',
      'A mobile-friendly site your customers can trust',
      'Your own custom domain, set up for you',
      'Contact form and social media links ready to use',
      'A basic SEO setup so search engines can index you',
      'A month of free support while you settle in',
    ],
    cta: {
      title: 'Need your website by tomorrow?',
      lead: 'Send us your requirements now and our team will have your site live within 24 hours.',
      action: contactAction(service, 'Start my 24-hour website'),
    },
  },
  tools: {
    heading: { eyebrow: 'Technology', title: 'What we build your site with' },
    label: 'Technologies for 24-hour websites',
    logos: [
      { name: 'React', icon: 'cpu' },
      { name: 'Next.js', icon: 'web' },
      { name: 'Node.js', icon: 'server' },
      { name: 'MongoDB', icon: 'database' },
      { name: 'WordPress', icon: 'file' },
      { name: 'Google Search Console', icon: 'search' },
      { name: 'Google Analytics', icon: 'chart' },
    ],
  },
  extra: {
    kind: 'checklist',
    id: 'package',
    heading: {
      eyebrow: 'The package',
      title: 'Everything included in your 24-hour website',
      lead: 'Live within 24 hours, with these included as standard.',
    },
    items: website24hrsInclusions,
  },
  closing: closingBand(service, {
    title: 'Get online within 24 hours',
    lead: 'Tell us what your business does and what your site needs. We will confirm the scope and get started.',
    action: 'Submit your requirements',
    topic: 'a website in 24 hours',
  }),
};
