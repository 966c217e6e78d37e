import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { reportFieldPageview } from './queue';

/**
 * Queues a page view for the field sender on the page's load and on each route change on the client. A hook of
 * the shell's root, not a component beside it: a sibling would change every `useId` below the hydrated root.
 */
export function useFieldPageviews(): void {
  const { pathname } = useLocation();
  const loaded = useRef(false);
  useEffect(() => {
    reportFieldPageview(loaded.current ? 'client' : 'load');
    loaded.current = true;
  }, [pathname]);
}
