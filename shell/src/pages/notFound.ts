import type { PageHead } from '@site/routes';

/**
 * Where the 404 page is rendered at build time: every unknown path is served that one document, so its head
 * (the link preview's URL) names this path wherever it is shown.
 */
export const notFoundLocation = '/page-not-found';

/** The 404 page's head: never indexed. */
export const notFoundHead: PageHead = {
  title: 'Page Not Found',
  description: "Sorry, we couldn't find the page you're looking for.",
  keywords: [],
  noindex: true,
};
