import { EMAILJS_API_ORIGIN, SAME_ORIGIN, deliveryOrigin } from '@site/contact';
import { fieldEndpointPath } from '@site/field';

/**
 * Where a page posts its field data: the site's own origin, or the contact outbox's when it has one of its own
 * (`PUBLIC_EMAILJS_ORIGIN` an http(s) origin other than EmailJS's): the collector runs in the same service.
 */
export function fieldEndpoint(pageOrigin: string, contactOrigin: string | undefined): string {
  const origin = deliveryOrigin(contactOrigin);
  const collector = origin && origin !== SAME_ORIGIN && origin !== EMAILJS_API_ORIGIN ? origin : pageOrigin;
  return `${collector}${fieldEndpointPath}`;
}
