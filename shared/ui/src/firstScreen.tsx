import { Suspense, createContext, use, useState, type ReactNode } from 'react';
import { useHydrating } from './inApp';
import { afterNextPaint } from './nextPaint';
import { trackSettled, useSettled } from './settled';

const painted = trackSettled(Promise.resolve());

/** The frame that paints a navigation's first screen, shared by the sections of that render. */
export function createFirstScreenPaint(): () => Promise<void> {
  let pending: Promise<void> | null = null;
  return () => {
    if (!pending) {
      pending = trackSettled(new Promise<void>(afterNextPaint));
      void pending.then(() => {
        pending = null;
      });
    }
    return pending;
  };
}

/** The navigation render's first-screen paint (`createFirstScreenPaint`); null when hydrating, prerendering. */
export const FirstScreenPaint = createContext<(() => Promise<void>) | null>(null);

function ShownAfter({ paint, children }: { readonly paint: Promise<void>; readonly children: ReactNode }) {
  useSettled(paint);
  return children;
}

/**
 * A page section in a Suspense boundary of its own: hydrated apart, first where the visitor acts. On a navigation
 * it renders after the frame that paints the first screen; at once when the location has a #target.
 */
export function BelowFirstScreen({ children }: { readonly children: ReactNode }) {
  const hydrating = useHydrating();
  const nextPaint = use(FirstScreenPaint);
  // Outside the boundary, so that its retry reads the same frame.
  const [paint] = useState(() => (nextPaint && !hydrating && !window.location.hash ? nextPaint() : painted));
  return (
    <Suspense>
      <ShownAfter paint={paint}>{children}</ShownAfter>
    </Suspense>
  );
}
