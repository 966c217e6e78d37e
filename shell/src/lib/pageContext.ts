import { createContext, use, type Context } from 'react';

/**
 * A context for an object the bootstrap (or the prerender) makes once per page, and the hook that reads it: a
 * component rendered without it is a wiring mistake, so the hook throws instead of returning null.
 */
export function pageContext<T>(name: string): readonly [Context<T | null>, () => T] {
  const PageContext = createContext<T | null>(null);
  PageContext.displayName = name;
  const usePageContext = (): T => {
    const value = use(PageContext);
    if (value === null) throw new Error(`No ${name} above this component.`);
    return value;
  };
  return [PageContext, usePageContext];
}
