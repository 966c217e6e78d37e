/**
 * What the user-facing commands build with, shared by `npm start` / `npm test` (scripts/site.mjs) and the
 * benchmark, so that the benchmark measures the build `npm start` serves.
 */

/**
 * A production build, with the contact form's delivery as the environment chooses it: nothing set is the
 * embedded default, the local outbox that `npm start` answers on the site's own origin (the shell's build
 * records which, see @site/contact/delivery).
 */
export const buildEnv = () => ({ ...process.env, NODE_ENV: 'production' });

/**
 * `npm test`'s build: a delivery chosen explicitly, whatever the environment holds, the outbox on the site's
 * own origin. The end-to-end tests send to the outbox their servers run (the Node server's, and the one
 * nginx passes the send path to), and the release test releases this build, as a release must be.
 */
export const testBuildEnv = () => ({
  ...buildEnv(),
  PUBLIC_EMAILJS_SERVICE_ID: '',
  PUBLIC_EMAILJS_TEMPLATE_ID: '',
  PUBLIC_EMAILJS_PUBLIC_KEY: '',
  PUBLIC_EMAILJS_ORIGIN: 'same-origin',
});

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
