/** The contact form's service options, exactly as SPEC §5 lists them, with a stable id for links. */
export const contactServices = [
  { id: 'web-development', label: 'Web Development' },
  { id: 'mobile-app-development', label: 'Mobile App Development' },
  { id: 'digital-marketing', label: 'Digital Marketing' },
  { id: 'seo-services', label: 'SEO Services' },
  { id: 'website-design', label: 'Website Design' },
  { id: 'api-integration', label: 'API Integration' },
  { id: 'e-commerce-development', label: 'E-commerce Development' },
  { id: 'fintech-solutions', label: 'Fintech Solutions' },
  { id: 'other', label: 'Other' },
] as const;

export type ContactServiceId = (typeof contactServices)[number]['id'];

/** A link to the contact page with a service already chosen (`/contact?service=…`). */
export const contactHref = (service?: ContactServiceId): string =>
  service ? `/contact?service=${service}` : '/contact';

export const findContactService = (id: string | null | undefined) =>
  contactServices.find((service) => service.id === id);
