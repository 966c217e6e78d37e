import { claims, company, whatsappHref } from '@site/company';
import { contactHref } from '@site/routes';
import type {
  CardContent,
  CtaBandContent,
  FaqItemContent,
  HeroContent,
  SectionHeadingContent,
  TestimonialContent,
} from '@site/ui';
import type { ProductVisualContent } from '@site/ui/sections';
import { prices } from '../pricing/prices';

export const hero: HeroContent = {
  eyebrow: 'Web, app, SEO and payment technology',
  title: 'Technology that helps Indian businesses grow',
  lead: `${company.name} designs websites, builds web and mobile apps, connects your systems through APIs, ranks you on search and powers your payments — one accountable team from the first idea to a live, growing product.`,
  badge: `Trusted by ${claims.businesses} Businesses`,
  actions: [
    { label: 'Get Started Today', href: contactHref(), variant: 'primary' },
    { label: 'Explore Services', href: '/services', variant: 'secondary' },
  ],
  highlights: [
    `${claims.websiteDelivery} website delivery`,
    `Complex apps in ${claims.complexAppWeeks}`,
    `SEO results in ${claims.seoResultsDays}`,
  ],
};

export const whyChooseHeading: SectionHeadingContent = {
  eyebrow: `Why ${company.name}`,
  title: 'A technology partner that owns the outcome',
  lead: 'We plan, build and grow your digital business with you, and we stay accountable for how it performs after launch.',
};

export const whyChoose: readonly CardContent[] = [
  {
    icon: 'layers',
    title: 'One team for every layer',
    description:
      'Design, development, search and payments sit under one roof, so there are no hand-offs between vendors and no gaps between what was promised and what ships.',
  },
  {
    icon: 'bolt',
    title: 'Speed without shortcuts',
    description: `A business website can go live within 24 hours and complex apps ship in ${claims.complexAppWeeks}, with code review and testing on every release.`,
  },
  {
    icon: 'chart',
    title: 'Results you can measure',
    description: `Clear milestones, plain-language reports and a ${claims.clientSatisfaction} client satisfaction rate: you always know what you are paying for and what it returns.`,
  },
];

export const servicesHeading: SectionHeadingContent = {
  eyebrow: 'What we do',
  title: 'Services built around your growth',
  lead: 'From a first website to payment infrastructure, pick the service you need today and add the rest as you scale.',
};

export const services: readonly CardContent[] = [
  {
    icon: 'web',
    title: 'Web Design',
    description: 'Custom, responsive websites that load fast, rank well and turn visitors into enquiries.',
    features: ['Custom UI/UX design', 'Responsive on every screen', 'SEO-ready structure'],
    link: { label: 'Learn More', href: '/web-design' },
  },
  {
    icon: 'code',
    title: 'Web App Development',
    description: 'Dashboards, portals and admin panels with a solid backend and a database that scales with you.',
    features: ['Dynamic frontends', 'Backend and database', 'Admin panels'],
    link: { label: 'Learn More', href: '/web-app-development' },
  },
  {
    icon: 'mobile',
    title: 'Mobile App Development',
    description: 'Android and iOS apps that feel native, work reliably and are easy for your team to manage.',
    features: ['Android and iOS', 'Clean, intuitive interfaces', 'Store launch support'],
    link: { label: 'Learn More', href: '/mobile-app-development' },
  },
  {
    icon: 'api',
    title: 'API Integration',
    description:
      'Connect payment gateways, CRMs, ERPs and third-party services so your systems share data automatically.',
    features: ['Third-party integrations', 'Secure data exchange', 'Custom REST APIs'],
    link: { label: 'Learn More', href: '/api-integration' },
  },
  {
    icon: 'trending-up',
    title: 'RankBoost SEO',
    description: `Keyword-led SEO that brings qualified traffic, with first results in ${claims.seoResultsDays}.`,
    features: ['On-page and off-page SEO', 'Technical SEO fixes', 'Monthly performance reports'],
    link: { label: 'Learn More', href: '/rankboost' },
  },
  {
    icon: 'card',
    title: 'Payment Solutions',
    description: `Payouts, payment gateway, UPI and banking services with a ${claims.payoutSuccessRate} payout success rate.`,
    features: ['Instant payouts', 'Payment gateway (payin)', 'UPI solutions'],
    link: { label: 'Learn More', href: '/payout' },
  },
];

export const testimonialsHeading: SectionHeadingContent = {
  eyebrow: 'Client stories',
  title: 'What our clients say',
};

export const testimonials: readonly TestimonialContent[] = [
  {
    name: 'Priya Sharma',
    role: 'Founder',
    company: 'Kaveri Organics',
    rating: 5,
    quote:
      'Our new store was live in a day and finally looks like the brand we had in mind. Orders through the website now outnumber the ones we take on the phone.',
  },
  {
    name: 'Rohan Mehta',
    role: 'Operations Head',
    company: 'SwiftCart Logistics',
    rating: 5,
    quote:
      'They built our driver app and connected it to our billing system without a single day of downtime. Every question got a straight answer and every deadline was met.',
  },
  {
    name: 'Ananya Iyer',
    role: 'Director',
    company: 'Iyer Dental Care',
    rating: 5,
    quote:
      'Within two months our clinics were showing up for the searches that matter in our city. The monthly reports are clear enough that I actually read them.',
  },
];

export const faqHeading: SectionHeadingContent = {
  eyebrow: 'FAQ',
  title: 'Frequently asked questions',
};

export const faq: readonly FaqItemContent[] = [
  {
    question: `What services does ${company.name} offer?`,
    answer: [
      {
        p: [
          'We design websites, build web and mobile apps, integrate and construct APIs, run SEO campaigns, create brand graphics and provide payment solutions such as payouts, payment gateway, UPI and banking as a service. See ',
          { text: 'all services', href: '/services' },
          '.',
        ],
      },
    ],
  },
  {
    question: 'How long does it take to build a website or an app?',
    answer: [
      {
        p: [
          'A standard business website can go live within 24 hours with our ',
          { text: 'Website in 24 Hours', href: '/website-24hrs' },
          ` package. Complex web and mobile apps usually take ${claims.complexAppWeeks}, and we share a fixed timeline after the discovery call.`,
        ],
      },
    ],
  },
  {
    question: 'How much does a project cost?',
    answer: [
      {
        p: [
          `Website Development is ${prices.website.display} ${prices.website.note}, Software Development starts at ${prices.software.display} and RankBoost SEO is ${prices.seo.display} ${prices.seo.note}. Compare what each includes on our `,
          { text: 'pricing page', href: '/pricing' },
          '.',
        ],
      },
    ],
  },
  {
    question: 'How soon will SEO show results?',
    answer: [
      {
        p: [
          `Most campaigns show first ranking and traffic gains in ${claims.seoResultsDays}, with stable growth in 3 to 6 months. See the `,
          { text: 'RankBoost SEO packages', href: '/rankboost#packages' },
          '.',
        ],
      },
    ],
  },
  {
    question: 'Do you support the project after launch?',
    answer: [
      {
        p: [
          `Yes. Website projects include 1 month of free maintenance and software projects include 1 year. Our team is reachable by phone, e-mail and WhatsApp, ${company.businessHours.days}, ${company.businessHours.hours}.`,
        ],
      },
    ],
  },
];

export const closingCta: CtaBandContent = {
  title: 'Ready to build what comes next?',
  lead: 'Tell us about your business and goals. We will reply with a clear plan, a timeline and a price — no obligation.',
  actions: [
    { label: 'Get Free Consultation', href: contactHref(), variant: 'primary' },
    { label: 'Chat on WhatsApp', href: whatsappHref(), variant: 'secondary', icon: 'chat' },
  ],
};

/** The hero's mock: a client's responsive site, with its payments on a phone beside it. */
export const heroVisual: ProductVisualContent = {
  frames: [
    { kind: 'browser', title: 'yourbusiness.in', blocks: [{ kind: 'layout', variant: 'site' }] },
    {
      kind: 'phone',
      title: 'Payments',
      blocks: [
        { kind: 'tiles', tiles: [{ label: 'Collected today', value: '₹1,28,400' }] },
        {
          kind: 'rows',
          rows: [
            {
              title: 'UPI ₹2,450',
              status: { label: 'Paid', tone: 'success' },
              settlesFrom: { label: 'Pending', tone: 'pending' },
            },
          ],
        },
      ],
    },
  ],
};
