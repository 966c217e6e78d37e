import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { m } from 'framer-motion';
import { easeOut, useEntranceMotion } from '@site/ui';

const revealVariants = {
  waiting: { opacity: 0, y: 16, transition: { duration: 0 } },
  shown: { opacity: 1, y: 0, transition: { duration: 0.5, ease: easeOut } },
};

/**
 * Fades content in the first time it scrolls into view (Motion's `whileInView`, once). The HTML and the first
 * paint show everything: only what is still below the fold when Motion can animate starts waiting, and only
 * when the visitor allows motion, so nothing the visitor has seen ever disappears.
 */
export function Reveal({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const canAnimate = useEntranceMotion();
  const [waiting, setWaiting] = useState(false);
  useLayoutEffect(() => {
    // Measured only once Motion can animate: measuring in the takeover's commit would force the whole page's
    // layout inside that task.
    if (!canAnimate) return;
    const top = ref.current?.getBoundingClientRect().top;
    if (top !== undefined && top > window.innerHeight) setWaiting(true);
  }, [canAnimate]);
  return (
    <m.div
      ref={ref}
      className={className}
      initial={false}
      animate={waiting ? 'waiting' : undefined}
      whileInView={waiting ? 'shown' : undefined}
      viewport={{ once: true }}
      variants={revealVariants}
    >
      {children}
    </m.div>
  );
}
