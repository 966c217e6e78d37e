import { company, whatsappHref } from '@site/company';
import { contactHref, type ContactServiceId } from '@site/routes';
import type { Action, CtaBandContent } from '@site/ui';

/** A call to action that opens the contact form with `service` already chosen. */
export const contactAction = (
  service: ContactServiceId,
  label: string,
  variant: Action['variant'] = 'primary',
): Action => ({ label, href: contactHref(service), variant, icon: 'arrow-right' });

/** A WhatsApp chat link whose greeting names the service the visitor was reading about. */
const chatAction = (topic: string): Action => ({
  label: 'Chat on WhatsApp',
  href: whatsappHref(`Hi ${company.name}, I would like to discuss ${topic}.`),
  variant: 'secondary',
  icon: 'chat',
});

/** The closing band of every service page: the contact form first, a chat second. */
export const closingBand = (
  service: ContactServiceId,
  copy: { readonly title: string; readonly lead: string; readonly action: string; readonly topic: string },
): CtaBandContent => ({
  title: copy.title,
  lead: copy.lead,
  actions: [contactAction(service, copy.action), chatAction(copy.topic)],
});
