// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { company } from '@site/company';
import { sectionLinkPreview, type PageHead as PageHeadData } from '@site/routes';
import { PageHead } from './PageHead';
import { SiteProvider } from './site';

afterEach(cleanup);

const plainHead = { title: 'Jobs', description: 'Open roles.', keywords: [] };
const sectionHead = { ...plainHead, linkPreview: sectionLinkPreview('careers', 'Work with us') };

const headTagsAt = (path: string, head: PageHeadData) => {
  render(
    <SiteProvider company={company} origin="https://www.example.in">
      <MemoryRouter initialEntries={[path]}>
        <PageHead head={head} />
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
  it("shows the 1200×630 picture its head names (its section's) as a large card, on the site's origin", () => {
    expect(headTagsAt('/jobs', sectionHead)).toEqual({
      image: 'https://www.example.in/og/careers.png',
      size: ['1200', '630'],
      alt: 'Meridian Tech Labs — Work with us',
      card: 'summary_large_image',
      twitterImage: 'https://www.example.in/og/careers.png',
    });
  });

  it("shows the site's own picture when its head names none (a section without one, the shell's pages)", () => {
    expect(headTagsAt('/jobs', plainHead)).toMatchObject({
      image: 'https://www.example.in/og/site.png',
      alt: 'Meridian Tech Labs — Web, app, SEO and payment technology for Indian businesses',
    });
  });
});
