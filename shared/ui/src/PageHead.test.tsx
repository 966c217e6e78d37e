// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@site/company';
import { PageHead } from './PageHead';
import { SiteProvider } from './site';

afterEach(cleanup);

const head = { title: 'Payout API', description: 'Bulk payouts.', keywords: [] };

const headTagsAt = (path: string, section?: string) => {
  render(
    <SiteProvider company={company} origin="https://www.example.in">
      <MemoryRouter initialEntries={[path]}>
        <PageHead head={head} section={section} />
      </MemoryRouter>
    </SiteProvider>,
  );
  const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');
  return {
    image: content('meta[property="og:image"]'),
    size: [content('meta[property="og:image:width"]'), content('meta[property="og:image:height"]')],
    alt: content('meta[property="og:image:alt"]'),
    card: content('meta[name="twitter:card"]'),
    twitterImage: content('meta[name="twitter:image"]'),
  };
};

describe('PageHead link-preview picture', () => {
  it("shows the section's 1200×630 picture as a large card", () => {
    expect(headTagsAt('/payout', 'payments')).toEqual({
      image: 'https://www.example.in/og/payments.png',
      size: ['1200', '630'],
      alt: 'Meridian Tech Labs — Payment infrastructure for India: payouts, payins, UPI, BaaS',
      card: 'summary_large_image',
      twitterImage: 'https://www.example.in/og/payments.png',
    });
  });

  it("shows the site's own picture on a path no section owns, or a section's without one", () => {
    expect(headTagsAt('/no-such-page').image).toBe('https://www.example.in/og/site.png');
    expect(headTagsAt('/jobs', 'careers').image).toBe('https://www.example.in/og/site.png');
  });
});
