import { pageFragments, trackSettled } from '@site/ui';

/** The shell's own pages, each its folder here, whose `index.tsx` is its code. */
export const shellPages = [{ path: '/contact', page: 'contact' }];

/**
 * The shell's own page fragments: the contact page, rendered and hydrated as a root of its own like a remote's
 * page. Its code (the form, EmailJS, toasts) loads only where it is needed.
 */
export const shellFragments = pageFragments(
  'shell',
  shellPages.map(({ path, page }) => ({
    path,
    // The same page import as a remote's `loadPage` (@site/remote).
    load: () =>
      import(
        /* webpackChunkName: "page-[request]" */
        /* webpackInclude: /[\\/]pages[\\/][\w-]+[\\/]index\.tsx$/ */
        /* @vite-ignore */
        `./${page}/`
      ),
  })),
);

const loaded = trackSettled(Promise.resolve(shellFragments));
/** The shell's fragments, as a route reads them (already there: only each page's code loads later). */
export const shellPageFragments = () => loaded;

/** Loads the code of the shell's page at `path`, if it has one, so that its first render is complete. */
export async function preloadShellPage(path: string): Promise<void> {
  if (shellFragments.paths.includes(path)) await shellFragments.preload(path);
}
