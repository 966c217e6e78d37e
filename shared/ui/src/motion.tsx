import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, useReducedMotionConfig } from 'framer-motion';
import { afterFirstUse } from './firstUse';
import { whenIdle } from './whenIdle';

/**
 * Motion's animation features for one root: wanted at the visitor's first use (or by something that animates by
 * itself), then loaded once the page is idle. Each `MotionRoot` makes its own (the shell's chrome, each fragment).
 */
function createMotionFeatures() {
  let want = () => {};
  /** Until the visitor's first use (or something that animates by itself), nothing moves. */
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  let loaded = false;
  const listeners = new Set<() => void>();
  return {
    want: () => want(),
    isLoaded: () => loaded,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    load() {
      afterFirstUse(want);
      return wanted
        .then(() => import('./motionFeatures'))
        .then(async (module) => {
          // LazyMotion's context changes next, in a render that cannot yield, and React renders afresh a section
          // it has not hydrated yet when a context above it changes: the page's hydration finishes first.
          await new Promise<void>((resolve) => whenIdle(resolve));
          loaded = true;
          for (const listener of listeners) listener();
          return module.default;
        });
    },
  };
}

type MotionFeatures = ReturnType<typeof createMotionFeatures>;

const MotionFeaturesContext = createContext<MotionFeatures | null>(null);
const noSubscription = () => () => {};
const notLoaded = () => false;

/**
 * Whether Motion can animate yet. Until its features load, an `m` component shows its `initial` values and
 * stays there, so an element may start hidden (`initial={{ opacity: 0 }}`) only once this is true. Never outside
 * a `MotionRoot` (a prerender).
 */
function useMotionFeatures(): boolean {
  const features = use(MotionFeaturesContext);
  return useSyncExternalStore(features?.subscribe ?? noSubscription, features?.isLoaded ?? notLoaded, notLoaded);
}

/** For a component that animates by itself, not in answer to the visitor: loads Motion's features now. */
export function useMotionFeaturesNow(): void {
  const features = use(MotionFeaturesContext);
  useEffect(() => features?.want(), [features]);
}

/**
 * Every animation on the site runs through Motion's `m` components under this root: `LazyMotion` keeps the
 * animation features out of the first load (`strict` refuses the full-size `motion` components) and fetches
 * them at the visitor's first pointer move, touch, key or scroll, or when something animates by itself;
 * `reducedMotion="user"` stops movement everywhere when the visitor asks for reduced motion.
 */
export function MotionRoot({ children }: { readonly children: ReactNode }) {
  const [features] = useState(createMotionFeatures);
  return (
    <LazyMotion features={features.load} strict>
      <MotionConfig reducedMotion="user">
        <MotionFeaturesContext value={features}>{children}</MotionFeaturesContext>
      </MotionConfig>
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
