/**
 * The contact form's rules, in one place for both sides: the shell's form checks them before sending, and
 * the Node server's outbox checks them again on what arrives (a script can post anything). Plain JavaScript
 * so that Node runs it as it is; its types are in index.d.ts.
 */

/** The contact form's service options, exactly as SPEC §5 lists them, with a stable id for links. */
export const contactServices = Object.freeze([
  { id: 'web-development', label: 'Web Development' },
  { id: 'mobile-app-development', label: 'Mobile App Development' },
  { id: 'digital-marketing', label: 'Digital Marketing' },
  { id: 'seo-services', label: 'SEO Services' },
  { id: 'website-design', label: 'Website Design' },
  { id: 'api-integration', label: 'API Integration' },
  { id: 'e-commerce-development', label: 'E-commerce Development' },
  { id: 'fintech-solutions', label: 'Fintech Solutions' },
  { id: 'other', label: 'Other' },
]);

export const findContactService = (id) => contactServices.find((service) => service.id === id);

/** The five fields of a contact form submission (SPEC §3), in the order the form shows them. */
export const fieldNames = Object.freeze(['name', 'email', 'phone', 'service', 'message']);

/** The message field accepts at most this many characters (the textarea enforces it as well). */
export const MESSAGE_MAX_LENGTH = 5000;

/** Loose x@y.z: something, an @, something, a dot, something; no spaces and no second @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional plus, then 10 to 15 digits (SPEC §5, §9). */
const PHONE_PATTERN = /^\+?\d{10,15}$/;

/**
 * Spaces and dashes are separators that people type ('+91 98200 45678', '98200-45678'), not digits: they are
 * removed before the digit count is checked, so they never count towards 10 to 15. Anything else that is not
 * a digit (letters, dots, brackets, a plus anywhere but first) makes the number invalid.
 */
export const normalizePhone = (value) => value.replace(/[\s-]+/g, '');

export const isValidEmail = (value) => EMAIL_PATTERN.test(value.trim());
export const isValidPhone = (value) => PHONE_PATTERN.test(normalizePhone(value));

/** How the service is named: by id in the form, by label in what the e-mail template receives. */
const serviceLookups = {
  id: findContactService,
  label: (label) => contactServices.find((service) => service.label === label),
};

const isBlank = (value) => value.trim() === '';

/** The rule each field breaks, if any (checked only on text). */
const fieldRules = {
  name: (value) => (isBlank(value) ? 'required' : undefined),
  email: (value) => (isBlank(value) ? 'required' : isValidEmail(value) ? undefined : 'invalid'),
  phone: (value) => (isBlank(value) ? 'required' : isValidPhone(value) ? undefined : 'invalid'),
  message: (value) => (isBlank(value) ? 'required' : value.length > MESSAGE_MAX_LENGTH ? 'tooLong' : undefined),
};

/**
 * Checks every field (SPEC §5): the problem of each invalid field, none when the message may be sent. A
 * missing field is `required`, a value that is not text `notText` (only a script sends either); an unknown
 * service is `required`, as the form says "Please select a service."
 */
export function contactProblems(values, { serviceBy = 'id' } = {}) {
  const problems = {};
  for (const field of fieldNames) {
    const value = values?.[field];
    if (typeof value !== 'string') problems[field] = value == null ? 'required' : 'notText';
    else if (field === 'service') {
      if (!serviceLookups[serviceBy](value)) problems.service = 'required';
    } else {
      const problem = fieldRules[field](value);
      if (problem) problems[field] = problem;
    }
  }
  return problems;
}

/** EmailJS's own API, where `@emailjs/browser` posts unless it is given another origin. */
export const EMAILJS_API_ORIGIN = 'https://api.emailjs.com';
/** The path `@emailjs/browser` posts a message to, on its origin: what an outbox answers. */
export const EMAILJS_SEND_PATH = '/api/v1.0/email/send';
/** PUBLIC_EMAILJS_ORIGIN's word for the page's own origin (an outbox the site's web server answers for). */
export const SAME_ORIGIN = 'same-origin';

/**
 * Where the form may post, as PUBLIC_EMAILJS_ORIGIN names it: `same-origin`, or an http(s) origin
 * (`scheme://host[:port]`, a trailing slash dropped). Null for anything else, so that a typo is never a
 * destination.
 */
export function deliveryOrigin(value) {
  const text = value?.trim() ?? '';
  if (text === SAME_ORIGIN) return SAME_ORIGIN;
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}
