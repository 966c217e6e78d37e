import type { MouseEvent } from 'react';
import { m, useReducedMotion } from 'framer-motion';
import { Icon, useInApp } from '@site/ui';
import { SCROLL_TOP_THRESHOLD_PX } from '../navigation/constants';
import { useScrolledPast } from '../navigation/useScrolledPast';
import styles from './ScrollTopButton.module.css';

const states = {
  shown: { opacity: 1, y: 0, visibility: 'visible' as const },
  hidden: { opacity: 0, y: 8, transitionEnd: { visibility: 'hidden' as const } },
};

/**
 * Appears past 300 px (SPEC §9); returns to the top and puts keyboard focus there too. A link to `#top`, so it
 * works from the first paint: until the app takes over, CSS shows it past 300 px (a scroll-driven animation)
 * and the browser follows the link.
 */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const inApp = useInApp();
  const reduceMotion = useReducedMotion();
  const toTop = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  return (
    // A new element when the app takes over: mounted in its state (`initial={false}`), it shows at once where
    // the page was scrolled, without waiting for Motion's features to animate the served one.
    <m.a
      key={inApp ? 'app' : 'served'}
      href="#top"
      className={styles.button}
      onClick={toTop}
      initial={false}
      animate={visible ? 'shown' : 'hidden'}
      variants={states}
      transition={{ duration: reduceMotion ? 0 : 0.2, ease: 'easeOut' }}
    >
      <Icon name="arrow-up" size={22} />
      <span className="sr-only">Scroll to top</span>
    </m.a>
  );
}
