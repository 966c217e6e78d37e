import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Reveal.module.css';

/**
 * Fades content in the first time it scrolls into view. Content is visible in the HTML and on first paint:
 * only elements still below the fold when JavaScript starts are hidden, and only when motion is allowed.
 */
export function Reveal({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.classList.add(styles.pending ?? '');
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          element.classList.add(styles.shown ?? '');
          observer.disconnect();
        }
      },
      { rootMargin: '0px 0px -8% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
