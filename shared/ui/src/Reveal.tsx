import { useEffect, useRef, type ReactNode } from 'react';
import styles from './Reveal.module.css';

const pending = new Set<HTMLElement>();
let frame = 0;

/** Reveals every waiting element whose top has come above the bottom of the viewport (or beyond it). */
function revealReached() {
  frame = 0;
  const line = window.innerHeight * 0.92;
  for (const element of pending) {
    if (element.getBoundingClientRect().top < line) {
      element.classList.add(styles.shown ?? '');
      pending.delete(element);
    }
  }
  if (pending.size === 0) stopWatching();
}

const schedule = () => {
  frame ||= requestAnimationFrame(revealReached);
};

function startWatching() {
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule, { passive: true });
}

function stopWatching() {
  window.removeEventListener('scroll', schedule);
  window.removeEventListener('resize', schedule);
}

/**
 * Fades content in the first time it scrolls into view. Content is visible in the HTML and on first paint:
 * only elements still below the fold when JavaScript starts are hidden, and only when motion is allowed.
 * A scroll check (not an IntersectionObserver) reveals everything the visitor has reached, so a jump to
 * the end of the page never leaves a section hidden.
 */
export function Reveal({ children, className }: { readonly children: ReactNode; readonly className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    // Without matchMedia (non-browser renderers) or with reduced motion, content simply stays visible.
    if (!element || typeof window.matchMedia !== 'function') return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) return;
    if (element.getBoundingClientRect().top < window.innerHeight) return;
    element.classList.add(styles.pending ?? '');
    if (pending.size === 0) startWatching();
    pending.add(element);
    return () => {
      pending.delete(element);
      if (pending.size === 0) stopWatching();
    };
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
