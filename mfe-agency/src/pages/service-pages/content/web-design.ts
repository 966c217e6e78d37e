import { claims } from '@site/company';
import { serviceHeads } from '../heads';
import type { ServicePageContent } from '../types';
import { closingBand, contactAction } from './helpers';
import { webVisual } from './visuals';

const service = 'website-design';

export const webDesign: ServicePageContent = {
  slug: 'web-design',
  path: '/web-design',
  contactService: service,
  head: serviceHeads['web-design'],
  visual: webVisual,
  hero: {
    eyebrow: 'WebTech Solutions',
    title: 'Custom Web Design That Turns Visitors into Customers',
    lead: 'We design and build websites around your brand and your buyers: custom UI/UX, responsive on every screen, SEO-ready from the first line of code and fast to load.',
    actions: [
      contactAction(service, 'Start your website'),
      { label: 'See website pricing', href: '/pricing', variant: 'secondary' },
    ],
    stats: [
      { value: claims.projects, label: 'Projects delivered' },
      { value: claims.businesses, label: 'Businesses served' },
      { value: claims.professionals, label: 'In-house professionals' },
    ],
    highlights: ['Custom UI/UX', 'Responsive', 'SEO-ready', 'Fast'],
  },
  intro: {
    heading: {
      eyebrow: 'Web design',
      title: 'A website is your hardest-working salesperson',
      lead: 'It should explain what you do in seconds and make the next step obvious.',
    },
    paragraphs: [
      [
        'Most visitors decide within moments whether a business looks credible. We start from your goals, your customers and your competitors, then design pages that answer their questions in the order they ask them, with a clear call to action on every screen.',
      ],
      [
        'Every site we hand over is built on clean, semantic code, works on phones first, and is structured for search engines from day one. Need something live tomorrow? Look at our ',
        { text: 'website in 24 hours', href: '/website-24hrs' },
        ' package. Need logins, dashboards or workflows? That is ',
        { text: 'web app development', href: '/web-app-development' },
        '.',
      ],
    ],
  },
  offered: {
    heading: {
      eyebrow: 'What we offer',
      title: 'Web design services',
      lead: 'Four qualities every site we design is built around.',
    },
    cards: [
      {
        icon: 'palette',
        title: 'Custom UI/UX Design',
        description:
          'Layouts, typography and interactions designed for your brand and your buyers, not bought as a template.',
        features: ['Wireframes and clickable prototypes', 'Brand-aligned visual design', 'Accessible colour and type'],
      },
      {
        icon: 'mobile',
        title: 'Responsive Design',
        description: 'Pages that read and work just as well on a phone, a tablet or a wide desktop screen.',
        features: ['Mobile-first layouts', 'Touch-friendly navigation', 'Tested on real devices'],
      },
      {
        icon: 'search',
        title: 'SEO-Ready Websites',
        description:
          'A structure search engines understand: clean headings, meta data, sitemaps and fast, crawlable pages.',
        features: ['Semantic HTML and headings', 'Titles, descriptions and schema', 'XML sitemap and robots setup'],
      },
      {
        icon: 'bolt',
        title: 'Fast-Loading Pages',
        description:
          'Lean code, optimised images and sensible caching, so visitors are not kept waiting and rankings do not suffer.',
        features: ['Optimised images and fonts', 'Minimal scripts', 'Core Web Vitals checked before launch'],
      },
    ],
  },
  process: {
    heading: { eyebrow: 'How we work', title: 'From first call to launch in four steps' },
    steps: [
      {
        icon: 'lightbulb',
        title: 'Discovery',
        description:
          'We learn your business, audience, competitors and goals, and agree the pages, content and features the site needs.',
      },
      {
        icon: 'pen',
        title: 'Design',
        description:
          'Wireframes first, then full visual designs for desktop and mobile. You review and we refine until it is right.',
      },
      {
        icon: 'code',
        title: 'Development',
        description:
          'We build the approved design with clean, responsive, SEO-ready code and connect forms, analytics and integrations.',
      },
      {
        icon: 'rocket',
        title: 'Launch and Support',
        description:
          'We test, go live on your domain, and stay on hand for updates, fixes and improvements after launch.',
      },
    ],
  },
  reasons: {
    kind: 'cards',
    heading: { eyebrow: 'Why us', title: 'Why businesses choose us for web design' },
    cards: [
      {
        icon: 'target',
        title: 'Designed around conversions',
        description: 'Every page has one job and a clear next step, whether that is a call, a form or a purchase.',
      },
      {
        icon: 'users',
        title: 'One team, design to code',
        description: 'Designers and developers work side by side, so what you approve is exactly what goes live.',
      },
      {
        icon: 'eye',
        title: 'Transparent scope and pricing',
        description: 'You know what is included before work starts. No surprise invoices halfway through.',
      },
      {
        icon: 'headset',
        title: 'Support after launch',
        description: 'We do not disappear at go-live. Changes, fixes and improvements are a message away.',
      },
    ],
  },
  solutions: {
    heading: {
      eyebrow: 'Solutions',
      title: 'Websites we design',
      lead: 'From a single landing page to a full corporate site.',
    },
    cards: [
      {
        icon: 'building',
        title: 'Business and Corporate Websites',
        description: 'Credible, well-structured sites that explain your services and generate enquiries.',
      },
      {
        icon: 'cart',
        title: 'E-commerce Storefronts',
        description: 'Product pages, carts and checkouts designed to reduce drop-off and build trust.',
      },
      {
        icon: 'target',
        title: 'Landing Pages',
        description: 'Focused campaign pages for ads and launches, built to convert one audience to one action.',
      },
      {
        icon: 'briefcase',
        title: 'Portfolio and Personal Brand Sites',
        description: 'Showcase work, credentials and testimonials for professionals, studios and consultants.',
      },
      {
        icon: 'repeat',
        title: 'Website Redesigns',
        description: 'Modernise an outdated site while keeping the content, links and rankings you have earned.',
      },
      {
        icon: 'layers',
        title: 'Web Apps and Portals',
        description: 'When your site needs logins, dashboards or workflows, we build it as a web application.',
        link: { label: 'Web app development', href: '/web-app-development', variant: 'ghost', icon: 'arrow-right' },
      },
    ],
  },
  benefits: {
    heading: { eyebrow: 'Benefits', title: 'What a well-designed website does for you' },
    items: [
      'Makes a strong first impression and builds trust with new visitors',
      'Turns more of your existing traffic into calls, enquiries and sales',
      'Works on every device your customers use',
      'Gives search engines a clean structure to index and rank',
      'Loads quickly, which keeps visitors on the page',
      'Is easy for your team to update as the business grows',
    ],
    cta: {
      title: 'Ready for a website that works as hard as you do?',
      lead: 'Tell us about your business and goals. We will suggest a structure, a timeline and a clear quote.',
      action: contactAction(service, 'Discuss your website'),
    },
  },
  tools: {
    heading: { eyebrow: 'Tools', title: 'Design and development tools we use' },
    label: 'Web design tools and technologies',
    logos: [
      { name: 'Figma', icon: 'pen' },
      { name: 'Adobe Illustrator', icon: 'palette' },
      { name: 'HTML5', icon: 'code' },
      { name: 'CSS3', icon: 'layers' },
      { name: 'JavaScript', icon: 'terminal' },
      { name: 'React', icon: 'cpu' },
      { name: 'Next.js', icon: 'web' },
      { name: 'WordPress', icon: 'file' },
    ],
  },
  closing: closingBand(service, {
    title: 'Let’s design your next website',
    lead: 'Share your goals and a few sites you like. We will come back with ideas, a timeline and a quote.',
    action: 'Get a free consultation',
    topic: 'a web design project',
  }),
};
