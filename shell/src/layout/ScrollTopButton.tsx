import { useState, type CSSProperties, type MouseEvent } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { Icon, useChangedSince } from '@site/ui';
import { SCROLL_TOP_THRESHOLD_PX } from '../navigation/constants';
import { useScrolledPast } from '../navigation/useScrolledPast';
import styles from './ScrollTopButton.module.css';

const states = {
  shown: { opacity: 1, y: 0, visibility: 'visible' as const },
  hidden: { opacity: 0, y: 8, transitionEnd: { visibility: 'hidden' as const } },
};

/**
 * Appears past 300 px (SPEC §9); returns to the top and puts keyboard focus there too. A link to `#top`, so it
 * works from the first paint: until Motion has put it in place, CSS shows it past 300 px (a scroll-driven
 * animation) and, until the app takes over, the browser follows the link.
 */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  // CSS shows it until Motion has put it where it is (its first animation, instant): Motion animates it from then on.
  const [motionOwnsIt, setMotionOwnsIt] = useState(false);
  const fades = useChangedSince(visible, motionOwnsIt);
  const reduceMotion = useReducedMotion();
  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  return (
    <m.a
      href="#top"
      className={styles.button}
      style={{ '--shown-past': `${SCROLL_TOP_THRESHOLD_PX}px` } as CSSProperties}
      data-animated={motionOwnsIt ? '' : undefined}
      onAnimationComplete={() => setMotionOwnsIt(true)}
      onClick={toTop}
      initial={false}
      animate={visible ? 'shown' : 'hidden'}
      variants={states}
      transition={{ duration: reduceMotion || !fades ? 0 : 0.2, ease: 'easeOut' }}
    >
      <Icon name="arrow-up" size={22} />
      <span className="sr-only">Scroll to top</span>
    </m.a>
  );
}
