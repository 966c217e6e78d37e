// @ts-check
/**
 * The chunk name an app gives a page's code (`import(/* webpackChunkName: "…" *\/ …)` in a remote's route table,
 * the shell's page fragments), by which its build finds the page's files: `/` → `page-home`, `/payout` →
 * `page-payout`, `/contact` → `page-contact`.
 * @param {string} path
 * @returns {string}
 */
export const pageChunkName = (path) => (path === '/' ? 'page-home' : `page${path.replaceAll('/', '-')}`);
