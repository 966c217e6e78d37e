import type { PageHead } from '@site/routes';
import { company } from '@site/company';

/** Head of /upi-solutions (kept apart from the page content so the route table does not load the page copy). */
export const head: PageHead = {
  title: `UPI Payment Solutions: Intent, InApp and Collect | ${company.name}`,
  description:
    'Accept UPI payments with UPI Intent, UPI InApp and UPI Collect. Compare the three flows and learn how VPAs and 8 to 11 digit UPI Numbers identify customers.',
  keywords: [
    'UPI solutions',
    'UPI Intent',
    'UPI InApp',
    'UPI Collect',
    'UPI payment integration',
    'VPA',
    'UPI Number',
    'UPI for business',
  ],
};
