import { Suspense, createContext, use, useState, type ReactNode } from 'react';
import { useHydrating } from './inApp';
import { afterNextPaint } from './nextPaint';
import { trackSettled, useSettled } from './settled';

/** True in a page rendered on a navigation (the fragment's `render` mount); false when hydrating, prerendering. */
export const FirstScreenFirst = createContext(false);

const painted = trackSettled(Promise.resolve());

/** The frame that paints a navigation's first screen, shared by the sections of that render. */
let pendingPaint: Promise<void> | null = null;

function nextPaint(): Promise<void> {
  if (!pendingPaint) {
    pendingPaint = trackSettled(new Promise<void>(afterNextPaint));
    void pendingPaint.then(() => {
      pendingPaint = null;
    });
  }
  return pendingPaint;
}

function ShownAfter({ paint, children }: { readonly paint: Promise<void>; readonly children: ReactNode }) {
  useSettled(paint);
  return children;
}

/**
 * A page section's content, in a Suspense boundary of its own: React hydrates it apart from the rest of the page,
 * and first where the visitor acts. On a navigation it renders in the task after the frame that paints the page's
 * first screen (the hero), so the new heading does not wait for the sections below it; at once when the location
 * has a #target, which the sections above it place.
 */
export function BelowFirstScreen({ children }: { readonly children: ReactNode }) {
  const hydrating = useHydrating();
  const navigated = use(FirstScreenFirst) && !hydrating;
  // Kept outside the boundary, which commits around its suspended content: its retry reads the same frame.
  const [paint] = useState(() => (navigated && !window.location.hash ? nextPaint() : painted));
  return (
    <Suspense>
      <ShownAfter paint={paint}>{children}</ShownAfter>
    </Suspense>
  );
}
