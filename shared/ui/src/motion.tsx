import type { ReactNode } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';

const loadFeatures = () => import('./motionFeatures').then((module) => module.default);

/**
 * Every animation on the site runs through Motion's `m` components under this root: `LazyMotion` keeps the
 * animation features out of the first load (`strict` refuses the full-size `motion` components), and
 * `reducedMotion="user"` stops movement everywhere when the visitor asks for reduced motion.
 */
export function MotionRoot({ children }: { readonly children: ReactNode }) {
  return (
    <LazyMotion features={loadFeatures} strict>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
