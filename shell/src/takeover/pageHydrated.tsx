import { useEffect, type ReactNode } from 'react';

let markHydrated = () => {};

/**
 * Settles once the current page's content has been hydrated. React hydrates what a Suspense boundary holds (a
 * remote's page, the contact page) in a later pass than the rest of the root, so the root's own commit is too
 * early for what must reach the page's components (the carry-over's replayed events).
 */
export const pageHydrated = new Promise<void>((resolve) => {
  markHydrated = resolve;
});

/** Wraps a page's content inside its Suspense boundary; its effect runs after those of the page's components. */
export function HydratedPage({ children }: { readonly children: ReactNode }) {
  useEffect(() => markHydrated(), []);
  return children;
}
