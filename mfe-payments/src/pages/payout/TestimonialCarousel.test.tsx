// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { carouselLabels, testimonialRotationMs, testimonials } from './content';
import { TestimonialCarousel } from './TestimonialCarousel';

const mockReducedMotion = (reduce: boolean) => {
  window.matchMedia = vi.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
};

const currentSlide = () => {
  const slides = screen
    .getAllByRole('group', { hidden: true })
    .filter((el) => el.getAttribute('aria-roledescription') === 'slide');
  return slides.find((slide) => !slide.hasAttribute('aria-hidden'));
};

const renderCarousel = () =>
  render(<TestimonialCarousel items={testimonials} intervalMs={testimonialRotationMs} labels={carouselLabels} />);

beforeEach(() => {
  vi.useFakeTimers();
  mockReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('TestimonialCarousel', () => {
  it('in the served HTML shows every slide, and holds back the controls that need the app', () => {
    const served = new DOMParser().parseFromString(
      renderToString(
        <TestimonialCarousel items={testimonials} intervalMs={testimonialRotationMs} labels={carouselLabels} />,
      ),
      'text/html',
    );
    const slides = [...served.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    expect(slides).toHaveLength(testimonials.length);
    for (const slide of slides) {
      expect(slide.hasAttribute('aria-hidden') || slide.hasAttribute('inert')).toBe(false);
      expect(slide.style.visibility).toBe('');
      expect(slide.style.opacity).toBe('');
    }
    expect(served.querySelector('button')?.closest('[data-pending]')).not.toBeNull();
  });

  it('shows one of eight slides and rotates every 5000 ms without announcing', () => {
    renderCarousel();
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 8');
    expect(currentSlide()?.textContent).toContain(testimonials[0]?.name);
    const live = currentSlide()?.parentElement;
    expect(live?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 8');
    act(() => vi.advanceTimersByTime(5000 * 7));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 8');
  });

  it('has a visible Pause/Play button that stops rotation and makes changes polite', () => {
    renderCarousel();
    const toggle = screen.getByRole('button', { name: carouselLabels.pauseDescription });
    expect(toggle.textContent).toBe(carouselLabels.pause);
    fireEvent.click(toggle);
    expect(toggle.textContent).toBe(carouselLabels.play);
    expect(toggle.getAttribute('aria-label')).toBe(carouselLabels.playDescription);
    expect(currentSlide()?.parentElement?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 8');
    fireEvent.click(toggle);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 8');
  });

  it('moves with the previous and next buttons and pauses while focus is inside', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: carouselLabels.next });
    const previous = screen.getByRole('button', { name: carouselLabels.previous });
    act(() => next.focus());
    fireEvent.click(next);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 8');
    fireEvent.click(previous);
    fireEvent.click(previous);
    expect(currentSlide()?.getAttribute('aria-label')).toBe('8 of 8');
    expect(currentSlide()?.parentElement?.getAttribute('aria-live')).toBe('polite');
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('8 of 8');
    act(() => next.blur());
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 8');
  });

  it('pauses on hover', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: carouselLabels.region });
    fireEvent.mouseEnter(region);
    act(() => vi.advanceTimersByTime(30_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 8');
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('2 of 8');
  });

  it('does not rotate under prefers-reduced-motion and offers Play', () => {
    mockReducedMotion(true);
    renderCarousel();
    expect(screen.getByRole('button', { name: carouselLabels.playDescription }).textContent).toBe(carouselLabels.play);
    act(() => vi.advanceTimersByTime(60_000));
    expect(currentSlide()?.getAttribute('aria-label')).toBe('1 of 8');
  });
});
