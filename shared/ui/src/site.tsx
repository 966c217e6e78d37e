import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import type { CompanyFacts } from '@site/company';
import { MotionRoot } from './motion';

export interface SiteContextValue {
  readonly company: CompanyFacts;
  /** Public origin for canonical URLs and link previews. */
  readonly origin: string;
  /** Speaks a short message through the page's single polite live region. */
  readonly announce: (message: string) => void;
}

/** Provided once by the shell: the ui kit is a shared singleton, so every fragment's root reads the same one. */
export const SiteContext = createContext<SiteContextValue | null>(null);

export function SiteProvider({
  company,
  origin = company.website,
  children,
}: {
  readonly company: CompanyFacts;
  readonly origin?: string;
  readonly children: ReactNode;
}) {
  const [message, setMessage] = useState('');
  const toggle = useRef(false);
  const announce = useCallback((next: string) => {
    // A trailing non-breaking space, every other time: the same message is announced again.
    toggle.current = !toggle.current;
    setMessage(toggle.current ? next : `${next}\u00a0`);
  }, []);
  const value = useMemo(() => ({ company, origin, announce }), [company, origin, announce]);
  return (
    <SiteContext value={value}>
      <MotionRoot>{children}</MotionRoot>
      <div className="sr-only" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {message}
      </div>
    </SiteContext>
  );
}

export function useSite(): SiteContextValue {
  const value = use(SiteContext);
  if (!value) throw new Error('useSite() needs a <SiteProvider>: the page is rendered outside the site shell.');
  return value;
}
