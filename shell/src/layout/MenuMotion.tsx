import { useEffect, useState, type ReactNode } from 'react';
import { m, type Variants } from 'framer-motion';
import { useEntranceMotion } from '@site/ui';

/** `rest` is also the served state, so the HTML never carries hidden content. */
const menuStates: Variants = {
  rest: { opacity: 1, y: 0, transition: { duration: 0 } },
  opening: { opacity: [0, 1], y: [-8, 0], transition: { duration: 0.2, ease: 'easeOut' } },
  closing: { opacity: 0, y: -8, transition: { duration: 0.15, ease: 'easeIn' } },
};

/**
 * A menu's content: it fades and slides in each time the menu opens while it can animate (not when it is first
 * rendered open, nor when Motion's features arrive while it is open, nor when its owner says the opening was
 * shown already: `animated` false), and out while `closing`, then calls `onClosed` so the menu can hide it.
 * Without motion (reduced, or Motion's features not loaded yet) it opens and closes at once.
 */
export function MenuMotion({
  open,
  animated = true,
  closing,
  onClosed,
  className,
  children,
}: {
  readonly open: boolean;
  readonly animated?: boolean;
  readonly closing: boolean;
  readonly onClosed: () => void;
  readonly className?: string;
  readonly children: ReactNode;
}) {
  const animates = useEntranceMotion();
  // Whether the current opening began while the menu could animate, kept from the render that saw it open.
  const [opened, setOpened] = useState({ open, animated: false });
  if (opened.open !== open) setOpened({ open, animated: open && animated && animates });
  useEffect(() => {
    if (closing && !animates) onClosed();
  }, [closing, animates, onClosed]);
  return (
    <m.div
      className={className}
      variants={menuStates}
      initial={false}
      animate={animates && closing ? 'closing' : opened.animated && open ? 'opening' : 'rest'}
      onAnimationComplete={(state) => {
        if (state === 'closing') onClosed();
      }}
    >
      {children}
    </m.div>
  );
}
