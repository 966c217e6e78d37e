/**
 * Company facts: the one place where the brand's name, contact details and marketing claims live.
 * Every app reads them from here; change a value here and rebuild to update the whole site.
 */

export interface SocialLink {
  readonly network: 'LinkedIn' | 'X' | 'Instagram' | 'Facebook' | 'YouTube';
  /** Left undefined until the company has a real profile: the footer renders only configured links. */
  readonly url: string | undefined;
}

/** The office address in the parts that search engines read (schema.org PostalAddress). */
export interface PostalAddressFacts {
  readonly streetLines: readonly string[];
  readonly city: string;
  readonly region: string;
  readonly postalCode: string;
  readonly country: { readonly name: string; /** ISO 3166-1 alpha-2. */ readonly code: string };
}

const office: PostalAddressFacts = {
  streetLines: ['Office 1204, Lodha Supremus', 'Lower Parel'],
  city: 'Mumbai',
  region: 'Maharashtra',
  postalCode: '400013',
  country: { name: 'India', code: 'IN' },
};

export interface CompanyFacts {
  readonly name: string;
  readonly legalName: string;
  readonly tagline: string;
  /** The public origin of the site: canonical URLs, the sitemap and link previews use it. */
  readonly website: string;
  readonly phone: { readonly display: string; readonly e164: string };
  readonly email: string;
  readonly whatsapp: { readonly number: string; readonly greeting: string };
  readonly address: PostalAddressFacts & {
    /** The address as printed on the site. */
    readonly lines: readonly string[];
    readonly mapsUrl: string;
  };
  readonly businessHours: {
    /** As printed on the site. */
    readonly days: string;
    readonly hours: string;
    /** The same window for structured data: English day names and 24-hour local (IST) times. */
    readonly dayOfWeek: readonly string[];
    readonly opens: string;
    readonly closes: string;
  };
  readonly founded: { readonly month: string; readonly year: number };
  readonly social: readonly SocialLink[];
}

export const company: CompanyFacts = {
  name: 'Meridian Tech Labs',
  legalName: 'Meridian Tech Labs Private Limited',
  tagline: 'Web, app, SEO and payment technology for Indian businesses.',
  website: 'https://www.meridiantechlabs.in',
  phone: { display: '+91 98200 45678', e164: '+919820045678' },
  email: 'hello@meridiantechlabs.in',
  whatsapp: {
    number: '919820045678',
    greeting: 'Hi Meridian Tech Labs, I would like to discuss a project.',
  },
  address: {
    ...office,
    lines: [...office.streetLines, `${office.city}, ${office.region} ${office.postalCode}`, office.country.name],
    mapsUrl: 'https://www.google.com/maps/search/?api=1&query=Lodha+Supremus+Lower+Parel+Mumbai',
  },
  // The SPEC gives two readings: "Mon-Sat 9am to 7pm" and "10:00 AM to 7:00 PM". We publish the
  // narrower window everywhere, so the site never promises an hour in which nobody answers.
  businessHours: {
    days: 'Monday to Saturday',
    hours: '10:00 AM – 7:00 PM IST',
    dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    opens: '10:00',
    closes: '19:00',
  },
  founded: { month: 'June', year: 2025 },
  social: [
    { network: 'LinkedIn', url: undefined },
    { network: 'X', url: undefined },
    { network: 'Instagram', url: undefined },
    { network: 'Facebook', url: undefined },
  ],
};

/** Marketing claims exactly as the SPEC (§9) states them; pages quote these, never their own copies. */
export const claims = {
  businesses: '500+',
  projects: '150+',
  clientSatisfaction: '95%',
  professionals: '30+',
  growth: '200%+',
  websiteDelivery: '24-hour',
  complexAppWeeks: '1 to 4 weeks',
  seoCampaigns: '500+',
  seoResultsDays: '30 to 60 days',
  appsBuilt: '50+',
  satisfaction: '99%',
  payoutSuccessRate: '99.98%',
  paymentOptions: '150+',
  banks: '16+',
} as const;

export const telHref = `tel:${company.phone.e164}`;
export const mailHref = (subject?: string): string =>
  subject ? `mailto:${company.email}?subject=${encodeURIComponent(subject)}` : `mailto:${company.email}`;
export const whatsappHref = (text: string = company.whatsapp.greeting): string =>
  `https://wa.me/${company.whatsapp.number}?text=${encodeURIComponent(text)}`;
export const configuredSocialLinks = (): readonly (SocialLink & { url: string })[] =>
  company.social.filter(
    (link): link is SocialLink & { url: string } => typeof link.url === 'string' && link.url !== '',
  );
