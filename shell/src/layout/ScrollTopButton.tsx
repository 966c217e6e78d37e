import { m, useReducedMotion } from 'framer-motion';
import { Icon } from '@site/ui';
import { SCROLL_TOP_THRESHOLD_PX } from '../navigation/constants';
import { useScrolledPast } from '../navigation/useScrolledPast';
import styles from './ScrollTopButton.module.css';

/** Appears past 300 px (SPEC §9); returns to the top and puts keyboard focus there too. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  const reduceMotion = useReducedMotion();
  if (!visible) return null;
  const toTop = () => {
    window.scrollTo({ top: 0, behavior: reduceMotion ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  return (
    <m.button
      type="button"
      className={styles.button}
      onClick={toTop}
      initial={reduceMotion ? false : { opacity: 0, y: 8 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.2, ease: 'easeOut' }}
    >
      <Icon name="arrow-up" size={22} />
      <span className="sr-only">Scroll to top</span>
    </m.button>
  );
}
