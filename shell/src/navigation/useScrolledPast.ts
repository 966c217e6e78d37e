import { useEffect, useState } from 'react';

const scrolledPast = (threshold: number) => typeof window !== 'undefined' && window.scrollY > threshold;

/**
 * True while the page is scrolled more than `threshold` pixels. Read at the first render too, so a page taken
 * over while scrolled renders in its scrolled state at once.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(() => scrolledPast(threshold));
  useEffect(() => {
    const update = () => setPast(scrolledPast(threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}
