/**
 * What the user-facing commands build with, shared by `npm start` / `npm test` (scripts/site.mjs) and the
 * benchmark, so that the benchmark measures the build `npm start` serves.
 */

/**
 * The local default for the contact form: the serving command hosts an outbox that answers EmailJS's send
 * endpoint on the site's own origin. Real EmailJS credentials in the environment take precedence.
 */
export const localEmailDefaults = {
  PUBLIC_EMAILJS_SERVICE_ID: 'local_outbox',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'contact_form',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'local-outbox-key',
  PUBLIC_EMAILJS_ORIGIN: 'same-origin',
};

/** The contact form's settings: EmailJS's from the environment when given, else the local outbox. */
export const emailEnv = () => ({
  ...process.env,
  ...(process.env.PUBLIC_EMAILJS_SERVICE_ID ? {} : localEmailDefaults),
});

export const buildEnv = () => ({ ...emailEnv(), NODE_ENV: 'production' });

/** Headless Chromium on a closed network: everything that would phone home or update itself is off. */
export const headlessChromiumFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
