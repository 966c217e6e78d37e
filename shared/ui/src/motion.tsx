import { createContext, use, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { LazyMotion, MotionConfig, useReducedMotionConfig } from 'framer-motion';
import { afterFirstUse } from './firstUse';
import { whenIdle } from './whenIdle';

/** Motion's animation features for one root: wanted at the first use (or by a self-animating part), loaded when idle. */
function createMotionFeatures() {
  let want = () => {};
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
          // LazyMotion's context change would make React render afresh a section it has not hydrated yet.
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

/** Whether Motion can animate yet: until then an `m` component stays at its `initial` values, so none may hide. */
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
 * Every animation runs through Motion's `m` components under this root: `LazyMotion` keeps the features out of the
 * first load (`strict` refuses `motion`); `reducedMotion="user"` stops movement when the visitor asks.
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

/** Whether content may start hidden to animate in: Motion can animate, and the visitor wants motion (no fades). */
export function useEntranceMotion(): boolean {
  const reduced = useReducedMotionConfig();
  return useMotionFeatures() && !reduced;
}

/** The SPEC's easing for things that arrive (tokens.css `--ease-out`). */
export const easeOut = [0.2, 0.7, 0.2, 1] as const;
