import type { ContactServiceId } from '@site/contact';

/** The contact form's service options live with its rules (`@site/contact`), which the server checks too. */
export { contactServices, findContactService, type ContactServiceId } from '@site/contact';

/** A link to the contact page with a service already chosen (`/contact?service=…`). */
export const contactHref = (service?: ContactServiceId): string =>
  service ? `/contact?service=${service}` : '/contact';
