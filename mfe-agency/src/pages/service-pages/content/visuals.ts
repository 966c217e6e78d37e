/**
 * The hero visuals of the service pages, one per family of pages (web, app, API, SEO, design): each page's
 * content names its family's visual.
 */
import { claims } from '@site/company';
import type { ProductVisualContent } from '@site/ui/sections';

/** Web design, web apps, the 24-hour website: a responsive site, on a desktop and a phone. */
export const webVisual: ProductVisualContent = {
  frames: [
    { kind: 'browser', title: 'yourbusiness.in', blocks: [{ kind: 'layout', variant: 'site' }] },
    { kind: 'phone', title: 'yourbusiness.in', blocks: [{ kind: 'layout', variant: 'app' }] },
  ],
};

const live = { label: 'Live', tone: 'success' } as const;
const inReview = { label: 'In review', tone: 'pending' } as const;

/** Mobile apps: the app itself, beside its release board. */
export const appVisual: ProductVisualContent = {
  frames: [
    { kind: 'phone', title: 'Your app', blocks: [{ kind: 'layout', variant: 'app' }] },
    {
      kind: 'panel',
      title: 'Release 2.4.0',
      blocks: [
        {
          kind: 'rows',
          rows: [
            {
              title: 'Android',
              detail: 'Google Play',
              status: live,
              settlesFrom: inReview,
            },
            {
              title: 'iOS',
              detail: 'App Store',
              status: live,
              settlesFrom: inReview,
            },
          ],
        },
      ],
    },
  ],
};

/** API integration and REST API construction: a request and its JSON response. */
export const apiVisual: ProductVisualContent = {
  frames: [
    {
      kind: 'panel',
      title: 'API console · sample request',
      blocks: [
        {
          kind: 'code',
          title: 'Request',
          lines: [
            'POST /v1/orders',
            '{',
            '  "customer_id": "cus_2041",',
            '  "amount": 149900,',
            '  "currency": "INR"',
            '}',
          ],
        },
        {
          kind: 'code',
          title: 'Response · 201 Created',
          lines: ['{', '  "id": "ord_8k2x",', '  "status": "created",', '  "amount": 149900', '}'],
        },
      ],
    },
  ],
};

/** SEO audit, domestic and international SEO: rankings climbing over the first 60 days. */
export const seoVisual: ProductVisualContent = {
  description: `Sample SEO report: organic visits climbing over 60 days, first results in ${claims.seoResultsDays}.`,
  frames: [
    {
      kind: 'panel',
      title: 'SEO report · sample data',
      blocks: [
        {
          kind: 'chart',
          heading: 'Organic visits per week',
          figure: '410 → 1,260',
          values: [410, 420, 455, 470, 520, 600, 690, 760, 880, 960, 1080, 1170, 1260],
          axis: ['Day 0', 'Day 30', 'Day 60'],
        },
        {
          kind: 'bars',
          heading: 'Site health',
          bars: [
            { label: 'Technical', percent: 94, display: '94' },
            { label: 'Content', percent: 86, display: '86' },
            { label: 'Backlinks', percent: 72, display: '72' },
          ],
        },
      ],
    },
  ],
};

/** Graphic design: a brand kit with its palette and type. */
export const designVisual: ProductVisualContent = {
  frames: [
    {
      kind: 'panel',
      title: 'Brand kit',
      blocks: [
        { kind: 'swatches', colors: ['brand-strong', 'brand', 'accent', 'accent-on-dark', 'warning'], specimen: 'Aa' },
        {
          kind: 'rows',
          rows: [
            { title: 'Logo suite', detail: 'SVG · PNG · favicon', status: { label: 'Approved', tone: 'success' } },
            { title: 'Social media kit', detail: '12 templates', status: { label: 'In review', tone: 'pending' } },
            { title: 'Brochure', detail: 'Print-ready PDF', status: { label: 'Draft', tone: 'info' } },
          ],
        },
      ],
    },
  ],
};
