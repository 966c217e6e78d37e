import { company } from '@site/company';
import { defineRemote, type PageRoute } from '@site/remote';
import linkPreview from '../link-preview.json';

const title = (name: string): string => `${name} | ${company.name}`;

/** The legal section's pages, each its folder under `pages/` (SPEC §2: terms and the refund policy are not to be indexed). */
const pageRoutes: PageRoute[] = [
  {
    path: '/privacy',
    page: 'privacy',
    head: {
      title: title('Privacy Policy for Merchants and Customers'),
      description:
        'What our payment gateway collects from merchants and their customers, how card data is tokenised per RBI rules, who we share it with, and how to reach us.',
      keywords: [
        'privacy policy',
        'payment gateway privacy',
        'card tokenisation',
        'RBI data storage',
        'KYC data',
        'grievance officer',
      ],
    },
  },
  {
    path: '/terms',
    page: 'terms',
    head: {
      title: title('Terms of Service for Merchants'),
      description:
        'Terms for merchants using our payment gateway: eligibility, KYC, payment modes, settlements, refunds, chargebacks, prohibited goods, penalties and arbitration.',
      keywords: [
        'terms of service',
        'merchant agreement',
        'payment gateway terms',
        'chargebacks',
        'prohibited goods',
        'arbitration Mumbai',
      ],
      noindex: true,
    },
  },
  {
    path: '/refund-policy',
    page: 'refund-policy',
    head: {
      title: title('Refund and Grievance Policy'),
      description:
        'Refunds for failed and multiple debits, refund timelines, and how to raise a free grievance, acknowledged in 2 business days and resolved in 15 business days.',
      keywords: [
        'refund policy',
        'grievance redressal',
        'failed transaction refund',
        'multiple debit refund',
        'payment gateway refund',
      ],
      noindex: true,
    },
  },
];

export const remote = defineRemote({
  name: 'legal',
  routes: pageRoutes,
  linkPreview,
  loadPage: (page) =>
    import(
      /* webpackChunkName: "page-[request]" */
      /* webpackInclude: /[\\/]pages[\\/][\w-]+[\\/]index\.tsx$/ */
      /* @vite-ignore */
      `./pages/${page}/`
    ),
});

/** The route table, and the section's pages as fragments hydrated inside the shell's page: exposed as `./routes`. */
export const { routes, fragments } = remote;
