import { claims, company } from '@site/company';
import { contactHref } from '@site/routes';
import type {
  CardContent,
  CtaBandContent,
  HeroContent,
  RichBlock,
  SectionHeadingContent,
  Stat,
  TestimonialContent,
} from '@site/ui';

const founded = `${company.founded.month} ${company.founded.year}`;

export const hero: HeroContent = {
  eyebrow: `About ${company.name}`,
  title: 'We build the technology Indian businesses grow on',
  lead: 'A team of designers, engineers, SEO specialists and payment experts who turn business goals into websites, apps and platforms that work — and keep working.',
  actions: [
    { label: 'Explore Services', href: '/services', variant: 'primary' },
    { label: 'View Pricing', href: '/pricing', variant: 'secondary' },
  ],
};

export const storyHeading: SectionHeadingContent = {
  eyebrow: 'Our story',
  title: `Founded in ${founded}`,
};

export const story: readonly RichBlock[] = [
  {
    p: [
      `${company.name} was founded in ${founded} with a simple conviction: a growing business should not need one vendor for its website, another for its app, a third for search and a fourth for payments. It needs one partner who understands how all of those pieces fit together.`,
    ],
  },
  {
    p: [
      'We started by building fast, search-ready websites for small businesses and startups, then added web and mobile apps, API integrations and custom software as our clients grew. Payment solutions followed naturally — payouts, payment gateway, UPI and banking services — because so many of the products we built needed to move money reliably.',
    ],
  },
  {
    p: [
      `Today a team of ${claims.professionals} professionals works with businesses across India, from single-founder startups to established enterprises, with the same focus we started with: ship quality work quickly, explain every decision plainly and stay accountable for results.`,
    ],
  },
];

export const stats: readonly Stat[] = [
  { value: claims.projects, label: 'Projects delivered' },
  { value: claims.clientSatisfaction, label: 'Client satisfaction' },
  { value: claims.professionals, label: 'Skilled professionals' },
];

export const missionHeading: SectionHeadingContent = {
  eyebrow: 'Purpose',
  title: 'Our mission and vision',
};

export const missionVision: readonly CardContent[] = [
  {
    icon: 'target',
    title: 'Our mission',
    description:
      'To give every Indian business — whatever its size — access to reliable, well-designed technology: websites that convert, apps that scale, search visibility that compounds and payments that simply work.',
  },
  {
    icon: 'eye',
    title: 'Our vision',
    description:
      'To be the technology partner Indian businesses trust first, known for honest advice, fast delivery and products that keep performing long after launch.',
  },
];

export const valuesHeading: SectionHeadingContent = {
  eyebrow: 'What we stand for',
  title: 'Our core values',
};

export const values: readonly CardContent[] = [
  {
    icon: 'eye',
    title: 'Transparency',
    description: 'Clear scopes, written quotes and plain-language reports. You always know what we are doing and why.',
  },
  {
    icon: 'award',
    title: 'Quality',
    description: 'Clean code, careful design and thorough testing on every project, whether it takes a day or a month.',
  },
  {
    icon: 'users',
    title: 'Partnership',
    description: 'We treat your goals as ours and stay with you after launch with support, improvements and advice.',
  },
  {
    icon: 'lightbulb',
    title: 'Innovation',
    description:
      'We adopt new tools and practices when they make your product faster, safer or easier to run — not for novelty.',
  },
];

export const testimonialsHeading: SectionHeadingContent = {
  eyebrow: 'Client stories',
  title: 'Trusted by growing businesses',
};

export const testimonials: readonly TestimonialContent[] = [
  {
    name: 'Vikram Desai',
    role: 'Managing Director',
    company: 'Desai Industrial Supplies',
    rating: 5,
    quote:
      'They rebuilt our website and connected our order system to it. Our dealers now place orders online instead of calling, and the team still answers our questions the same day.',
  },
  {
    name: 'Sneha Kulkarni',
    role: 'Co-founder',
    company: 'FitNest Studios',
    rating: 5,
    quote:
      'From the booking app to local SEO, one team handled everything. They explained each step clearly and delivered exactly what they promised, on time.',
  },
];

export const whyChooseHeading: SectionHeadingContent = {
  eyebrow: `Why ${company.name}`,
  title: 'Why businesses choose us',
};

export const whyChoose: readonly string[] = [
  'One team for design, development, SEO and payments',
  `${claims.websiteDelivery} website delivery and complex apps in ${claims.complexAppWeeks}`,
  'Transparent, published pricing with no hidden costs',
  'Secure, scalable architecture on every build',
  `SEO results in ${claims.seoResultsDays}`,
  'Dedicated support after launch',
];

export const closingCta: CtaBandContent = {
  title: 'Have a project in mind?',
  lead: 'Tell us where your business is headed. We will help you choose the right technology to get there.',
  actions: [{ label: "Let's Talk", href: contactHref(), variant: 'primary' }],
};
