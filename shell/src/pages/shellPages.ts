import { preloadablePage } from '../routing/preloadablePage';

/** The contact page and what only it uses (the form, EmailJS, toasts) load only where they are needed. */
export const contactPage = preloadablePage(() =>
  import('./contact/ContactPage').then((module) => ({ default: module.ContactPage })),
);

const pagesByPath = new Map([['/contact', contactPage]]);

/** Loads the code of the shell's page at `path`, if it has one, so that its first render is complete. */
export async function preloadShellPage(path: string): Promise<void> {
  await pagesByPath.get(path)?.preload();
}
