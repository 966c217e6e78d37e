// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@site/company';
import { Breadcrumbs } from './Breadcrumbs';
import { Faq } from './Faq';
import { PricingPlans } from './Pricing';
import { SiteProvider, StructuredData } from '@site/ui';

afterEach(cleanup);

const origin = 'https://www.example.in';

const jsonLdIn = (ui: ReactNode, path = '/'): unknown[] =>
  [
    ...render(
      <SiteProvider company={company} origin={origin}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </SiteProvider>,
    ).container.querySelectorAll('script[type="application/ld+json"]'),
  ].map((script) => JSON.parse(script.textContent ?? ''));

describe('StructuredData', () => {
  it('renders the data as a JSON-LD script', () => {
    expect(jsonLdIn(<StructuredData data={{ '@type': 'Thing', name: 'Meridian' }} />)).toEqual([
      { '@type': 'Thing', name: 'Meridian' },
    ]);
  });

  it('escapes characters that could end the script, and reads back the same data', () => {
    const data = { name: '</script><script>alert(1)</script> & \u2028\u2029' };
    const text = render(<StructuredData data={data} />).container.querySelector('script')?.textContent ?? '';
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual(data);
  });
});

describe('kit components describe what they show', () => {
  it('Faq: a FAQPage with plain-text answers', () => {
    const items = [
      {
        question: 'How can I pay?',
        answer: [{ p: ['By ', { strong: 'UPI' }, ' or ', { text: 'card', href: '/pricing' }] }],
      },
    ];
    expect(jsonLdIn(<Faq items={items} />)).toMatchObject([
      {
        '@type': 'FAQPage',
        mainEntity: [{ name: 'How can I pay?', acceptedAnswer: { text: 'By UPI or card' } }],
      },
    ]);
  });

  it('Breadcrumbs: a BreadcrumbList on the site origin', () => {
    const trail = [
      { label: 'Home', path: '/' },
      { label: 'SEO Audit', path: '/seo-audit' },
    ];
    expect(jsonLdIn(<Breadcrumbs trail={trail} />)).toMatchObject([
      {
        '@type': 'BreadcrumbList',
        itemListElement: [{ item: 'https://www.example.in/' }, { item: 'https://www.example.in/seo-audit' }],
      },
    ]);
  });

  it('PricingPlans: an Offer per priced plan, pointing at the current page', () => {
    const plans = [
      {
        name: 'Standard',
        price: '₹2',
        amountInr: 2,
        description: 'Payouts.',
        features: [],
        action: { label: 'Sign up', href: '/contact' },
      },
      {
        name: 'Enterprises',
        price: 'Custom pricing',
        description: 'High volume.',
        features: [],
        action: { label: 'Contact us', href: '/contact' },
      },
    ];
    expect(jsonLdIn(<PricingPlans plans={plans} />, '/payout')).toMatchObject([
      {
        '@graph': [
          { name: 'Standard', offers: { price: 2, priceCurrency: 'INR', url: 'https://www.example.in/payout' } },
        ],
      },
    ]);
  });
});
