export interface ContactService {
  readonly id: string;
  readonly label: string;
}

export declare const contactServices: readonly [
  { readonly id: 'web-development'; readonly label: 'Web Development' },
  { readonly id: 'mobile-app-development'; readonly label: 'Mobile App Development' },
  { readonly id: 'digital-marketing'; readonly label: 'Digital Marketing' },
  { readonly id: 'seo-services'; readonly label: 'SEO Services' },
  { readonly id: 'website-design'; readonly label: 'Website Design' },
  { readonly id: 'api-integration'; readonly label: 'API Integration' },
  { readonly id: 'e-commerce-development'; readonly label: 'E-commerce Development' },
  { readonly id: 'fintech-solutions'; readonly label: 'Fintech Solutions' },
  { readonly id: 'other'; readonly label: 'Other' },
];

export type ContactServiceId = (typeof contactServices)[number]['id'];

export declare function findContactService(id: string | null | undefined): (typeof contactServices)[number] | undefined;

export declare const fieldNames: readonly ['name', 'email', 'phone', 'service', 'message'];
export type FieldName = (typeof fieldNames)[number];

export declare const MESSAGE_MAX_LENGTH: 5000;

export declare function normalizePhone(value: string): string;
export declare function isValidEmail(value: string): boolean;
export declare function isValidPhone(value: string): boolean;

/** The rule a field breaks. */
export type ContactProblem = 'required' | 'invalid' | 'tooLong' | 'notText';
export type ContactProblems = Partial<Record<FieldName, ContactProblem>>;

export declare function contactProblems(
  values: Readonly<Partial<Record<FieldName, unknown>>> | null | undefined,
  options?: { readonly serviceBy?: 'id' | 'label' },
): ContactProblems;

export declare const EMAILJS_API_ORIGIN: 'https://api.emailjs.com';
export declare const EMAILJS_SEND_PATH: '/api/v1.0/email/send';
export declare const SAME_ORIGIN: 'same-origin';

export declare function deliveryOrigin(value: string | null | undefined): string | null;
