import { useEffect, type ReactNode } from 'react';

/** The served page (index.html's #root), rendered again by each variant to hydrate it. */
export function FloorPage({ heading, link }: { readonly heading: ReactNode; readonly link: ReactNode }) {
  // The takeover's mark, set as the shell sets it (its first commit): the benchmark's applied-throttling probe
  // waits for it, and counts the scripts requested before it.
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return (
    <main>
      {heading}
      <p>One heading, one paragraph and one link: the page each variant hydrates.</p>
      {link}
    </main>
  );
}

export const headingText = "Payments and software for India's businesses";

export function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('The floor page has no #root element.');
  return root;
}
