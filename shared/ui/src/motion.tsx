import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, useReducedMotionConfig } from 'framer-motion';
import { afterFirstUse } from './firstUse';
import { whenIdle } from './whenIdle';

let wantFeatures = () => {};
/** Until the visitor's first use (or something that animates by itself), nothing moves. */
const featuresWanted = new Promise<void>((resolve) => {
  wantFeatures = resolve;
});

let featuresLoaded = false;
const featureListeners = new Set<() => void>();

function onFeaturesLoaded(listener: () => void): () => void {
  featureListeners.add(listener);
  return () => featureListeners.delete(listener);
}

const loadFeatures = () => {
  afterFirstUse(wantFeatures);
  return featuresWanted
    .then(() => import('./motionFeatures'))
    .then(async (module) => {
      // LazyMotion's context changes next, in a render that cannot yield, and React renders afresh a section it
      // has not hydrated yet when a context above it changes: the page's hydration finishes first (`whenIdle`).
      await new Promise<void>((resolve) => whenIdle(resolve));
      featuresLoaded = true;
      for (const listener of featureListeners) listener();
      return module.default;
    });
};

/**
 * Whether Motion can animate yet. Until its features load, an `m` component shows its `initial` values and
 * stays there, so an element may start hidden (`initial={{ opacity: 0 }}`) only once this is true.
 */
const useMotionFeatures = (): boolean =>
  useSyncExternalStore(
    onFeaturesLoaded,
    () => featuresLoaded,
    () => false,
  );

/** For a component that animates by itself, not in answer to the visitor: loads Motion's features now. */
export function useMotionFeaturesNow(): void {
  useEffect(() => wantFeatures(), []);
}

/**
 * Every animation on the site runs through Motion's `m` components under this root: `LazyMotion` keeps the
 * animation features out of the first load (`strict` refuses the full-size `motion` components) and fetches
 * them at the visitor's first pointer move, touch, key or scroll, or when something animates by itself;
 * `reducedMotion="user"` stops movement everywhere when the visitor asks for reduced motion.
 */
export function MotionRoot({ children }: { readonly children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}

/**
 * Whether content may start hidden to animate in: Motion can animate, and the visitor has not asked for reduced
 * motion (read through `MotionConfig`, which stops transforms by itself but would still fade).
 */
export function useEntranceMotion(): boolean {
  const reduced = useReducedMotionConfig();
  return useMotionFeatures() && !reduced;
}

/** The SPEC's easing for things that arrive (tokens.css `--ease-out`). */
export const easeOut = [0.2, 0.7, 0.2, 1] as const;
