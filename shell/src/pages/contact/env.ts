import type { ContactEnv } from './config';

/**
 * The contact form's build-time variables. Each is written out in full so that Rsbuild's define plugin can
 * replace it with its value; a variable that was not set at build time reads as undefined.
 */
export const contactEnv: ContactEnv = {
  PUBLIC_EMAILJS_SERVICE_ID: import.meta.env.PUBLIC_EMAILJS_SERVICE_ID,
  PUBLIC_EMAILJS_TEMPLATE_ID: import.meta.env.PUBLIC_EMAILJS_TEMPLATE_ID,
  PUBLIC_EMAILJS_PUBLIC_KEY: import.meta.env.PUBLIC_EMAILJS_PUBLIC_KEY,
  PUBLIC_EMAILJS_ORIGIN: import.meta.env.PUBLIC_EMAILJS_ORIGIN,
  PUBLIC_EMAILJS_BLOCK_HEADLESS: import.meta.env.PUBLIC_EMAILJS_BLOCK_HEADLESS,
  PUBLIC_CONTACT_MIN_FILL_MS: import.meta.env.PUBLIC_CONTACT_MIN_FILL_MS,
};
