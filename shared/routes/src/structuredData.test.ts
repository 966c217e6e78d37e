import { describe, expect, it } from 'vitest';
import { company } from '@site/company';
import { breadcrumbListJsonLd, faqPageJsonLd, offersJsonLd, organizationJsonLd } from './structuredData';

const origin = 'https://www.example.in';

describe('organizationJsonLd', () => {
  const organization = organizationJsonLd(company, `${origin}/`);

  it('names the company with its public URL and logo on the given origin', () => {
    expect(organization).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Meridian Tech Labs',
      legalName: 'Meridian Tech Labs Private Limited',
      url: 'https://www.example.in/',
      logo: 'https://www.example.in/logo.png',
      email: 'hello@meridiantechlabs.in',
      telephone: '+919820045678',
    });
  });

  it('gives the Mumbai office as a PostalAddress', () => {
    expect(organization.address).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Office 1204, Lodha Supremus, Lower Parel',
      addressLocality: 'Mumbai',
      addressRegion: 'Maharashtra',
      postalCode: '400013',
      addressCountry: 'IN',
    });
  });

  it('gives a contact point with the business hours', () => {
    expect(organization.contactPoint).toMatchObject({
      '@type': 'ContactPoint',
      telephone: '+919820045678',
      email: 'hello@meridiantechlabs.in',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
        opens: '10:00',
        closes: '19:00',
      },
    });
  });

  it('lists only the social profiles that are configured', () => {
    expect(organization).not.toHaveProperty('sameAs');
    const withLinkedIn = {
      ...company,
      social: [
        { network: 'LinkedIn' as const, url: 'https://www.linkedin.com/company/example' },
        { network: 'X' as const, url: undefined },
      ],
    };
    expect(organizationJsonLd(withLinkedIn, origin).sameAs).toEqual(['https://www.linkedin.com/company/example']);
  });
});

describe('faqPageJsonLd', () => {
  it('makes each entry a Question with its accepted Answer', () => {
    expect(faqPageJsonLd([{ question: 'How can I pay?', answerText: 'By UPI or bank transfer.' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How can I pay?',
          acceptedAnswer: { '@type': 'Answer', text: 'By UPI or bank transfer.' },
        },
      ],
    });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the crumbs from 1 and gives each an absolute URL', () => {
    const trail = [
      { label: 'Home', path: '/' },
      { label: 'Services', path: '/services' },
      { label: 'Web Design', path: '/web-design' },
    ];
    expect(breadcrumbListJsonLd(trail, origin).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.example.in/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://www.example.in/services' },
      { '@type': 'ListItem', position: 3, name: 'Web Design', item: 'https://www.example.in/web-design' },
    ]);
  });
});

describe('offersJsonLd', () => {
  const pageUrl = `${origin}/pricing`;
  const plan = (overrides: object) => ({ name: 'Plan', description: 'What it includes.', ...overrides });
  const offerOf = (overrides: object) => {
    const [service] = offersJsonLd([plan(overrides)], pageUrl, company)['@graph'] as { offers: object }[];
    return service?.offers;
  };

  it('makes each priced plan a Service offered in rupees on the page', () => {
    expect(offersJsonLd([plan({ name: 'Website Development', amountInr: 15000 })], pageUrl, company)).toEqual({
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'Service',
          name: 'Website Development',
          description: 'What it includes.',
          provider: { '@type': 'Organization', name: 'Meridian Tech Labs' },
          offers: {
            '@type': 'Offer',
            price: 15000,
            priceCurrency: 'INR',
            priceSpecification: { '@type': 'PriceSpecification', price: 15000, priceCurrency: 'INR' },
            url: 'https://www.example.in/pricing',
            availability: 'https://schema.org/InStock',
          },
        },
      ],
    });
  });

  it('leaves out plans without a published price', () => {
    const graph = offersJsonLd(
      [plan({ name: 'Standard', amountInr: 2 }), plan({ name: 'Enterprises', priceNote: 'contact us for a quote' })],
      pageUrl,
      company,
    )['@graph'];
    expect(graph).toHaveLength(1);
    expect(graph).toMatchObject([{ name: 'Standard' }]);
  });

  it('quotes a monthly price per month', () => {
    expect(offerOf({ amountInr: 30000, priceNote: 'per month' })).toMatchObject({
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 30000,
        priceCurrency: 'INR',
        unitText: 'month',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'MON' },
      },
    });
  });

  it('quotes a starting price per transaction as the lowest price', () => {
    expect(offerOf({ amountInr: 2, pricePrefix: 'Starts at', priceNote: 'per transaction' })).toMatchObject({
      price: 2,
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: 2,
        minPrice: 2,
        unitText: 'transaction',
        referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'C62' },
      },
    });
  });

  it('quotes a one-time price without a unit', () => {
    const offer = offerOf({ amountInr: 15000, priceNote: 'one-time' });
    expect(offer).toMatchObject({ priceSpecification: { '@type': 'PriceSpecification', price: 15000 } });
    expect(offer).not.toHaveProperty('priceSpecification.unitText');
  });
});
