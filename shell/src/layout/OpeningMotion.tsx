import type { ReactNode } from 'react';
import { m, useReducedMotion, type Variants } from 'framer-motion';

/** `rest` is also the served state, so the HTML never carries hidden content. */
const opening: Variants = {
  rest: { opacity: 1, y: 0, transition: { duration: 0 } },
  opening: { opacity: [0, 1], y: [-8, 0], transition: { duration: 0.2, ease: 'easeOut' } },
};

/** Content of a menu that fades and slides in each time the menu opens (not when it is first rendered open). */
export function OpeningMotion({
  open,
  className,
  children,
}: {
  readonly open: boolean;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const reduceMotion = useReducedMotion();
  return (
    <m.div
      className={className}
      variants={opening}
      initial={false}
      animate={open && !reduceMotion ? 'opening' : 'rest'}
    >
      {children}
    </m.div>
  );
}
