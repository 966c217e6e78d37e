import { Icon } from '@site/ui';
import { SCROLL_TOP_THRESHOLD_PX } from '../navigation/constants';
import { useScrolledPast } from '../navigation/useScrolledPast';
import styles from './ScrollTopButton.module.css';

/** Appears past 300 px (SPEC §9); returns to the top and puts keyboard focus there too. */
export function ScrollTopButton() {
  const visible = useScrolledPast(SCROLL_TOP_THRESHOLD_PX);
  if (!visible) return null;
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
    document.getElementById('top')?.focus({ preventScroll: true });
  };
  return (
    <button type="button" className={styles.button} onClick={toTop}>
      <Icon name="arrow-up" size={22} />
      <span className="sr-only">Scroll to top</span>
    </button>
  );
}
