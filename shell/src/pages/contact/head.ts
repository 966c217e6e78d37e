import { company } from '@site/company';
import type { PageHead } from '@site/routes';

/** The contact page's head (SPEC §2 "Contact"): a small module, rendered by the shell's route head. */
export const head: PageHead = {
  title: 'Contact Us',
  description: `Contact ${company.name} about web design, app development, SEO or payment solutions: call, email, chat on WhatsApp or send us your brief online.`,
  keywords: ['contact', 'get a quote', 'web development India', 'payment gateway India', 'SEO agency Mumbai'],
};
