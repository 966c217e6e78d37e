import { useId, useLayoutEffect, useState, useSyncExternalStore, type FocusEvent } from 'react';
import { m } from 'framer-motion';
import {
  easeOut,
  Icon,
  useChangedSince,
  useEntranceMotion,
  useInApp,
  useMotionFeaturesNow,
  type TestimonialContent,
} from '@site/ui';
import { TestimonialCard } from '@site/ui/sections';
import { createRotator, isRotating, type RotationState, type Rotator } from './carouselRotation';
import { fillTemplate } from './estimator';
import styles from './TestimonialCarousel.module.css';

export interface CarouselLabels {
  readonly region: string;
  readonly pause: string;
  readonly play: string;
  readonly pauseDescription: string;
  readonly playDescription: string;
  readonly previous: string;
  readonly next: string;
  /** `{n}` and `{total}` are replaced with the slide position. */
  readonly slide: string;
}

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

/** The current slide is shown, the others hidden once they have faded out. */
const slideStates = {
  current: { opacity: 1, visibility: 'visible' as const },
  other: { opacity: 0, transitionEnd: { visibility: 'hidden' as const } },
};

/** Creates a rotator once per component, runs its clock while mounted and mirrors its state into React. */
function useRotation(count: number, intervalMs: number): { state: RotationState; rotator: Rotator } {
  // Created as served (playing); the visitor's reduced-motion setting applies once mounted, before the clock starts.
  const [rotator] = useState(() => createRotator({ count, intervalMs }));
  const state = useSyncExternalStore(rotator.subscribe, rotator.getState, rotator.getState);

  // Before paint, so that a visitor who asked for reduced motion never sees Pause on a carousel that is still.
  useLayoutEffect(() => {
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(reducedMotionQuery) : null;
    const onMotionChange = (event: MediaQueryListEvent) => rotator.setReducedMotion(event.matches);
    rotator.setReducedMotion(media?.matches ?? false);
    media?.addEventListener('change', onMotionChange);
    rotator.start();
    return () => {
      media?.removeEventListener('change', onMotionChange);
      rotator.stop();
    };
  }, [rotator]);

  return { state, rotator };
}

/**
 * The payout testimonials, one at a time. Rotates every `intervalMs` with a visible Pause/Play control;
 * pauses while hovered or while focus is inside; never starts by itself under reduced motion. While it
 * rotates on its own the slide is not announced; once paused, changes are announced politely.
 */
export function TestimonialCarousel({
  items,
  intervalMs,
  labels,
}: {
  readonly items: readonly TestimonialContent[];
  readonly intervalMs: number;
  readonly labels: CarouselLabels;
}) {
  const { state, rotator } = useRotation(items.length, intervalMs);
  const slidesId = useId();
  const rotating = isRotating(state);
  const total = String(items.length);
  // It rotates without the visitor doing anything, so it cannot wait for their first move to fade.
  useMotionFeaturesNow();
  const interactive = useInApp();
  // The served strip becomes the carousel at once (CSS hides the other slides in that frame); only the slides the
  // carousel moves to and from fade.
  const moved = useChangedSince(state.index, interactive);
  const fade = useEntranceMotion() && moved ? { duration: 0.3, ease: easeOut } : { duration: 0 };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) rotator.setFocusWithin(false);
  };

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={labels.region}
      onMouseEnter={() => rotator.setHovered(true)}
      onMouseLeave={() => rotator.setHovered(false)}
      onFocus={() => rotator.setFocusWithin(true)}
      onBlur={onBlur}
    >
      {/* In the served HTML the controls keep their place but stay hidden, as they do nothing until the app runs. */}
      <div className={styles.controls} data-pending={interactive ? undefined : ''}>
        <button
          type="button"
          className={styles.control}
          onClick={() => rotator.togglePlaying()}
          aria-label={state.playing ? labels.pauseDescription : labels.playDescription}
        >
          <Icon name={state.playing ? 'pause' : 'play'} size={18} />
          <span>{state.playing ? labels.pause : labels.play}</span>
        </button>
        <span className={styles.position} aria-hidden="true">
          {state.index + 1} / {total}
        </span>
        <button
          type="button"
          className={`${styles.control} ${styles.iconOnly}`}
          onClick={() => rotator.previous()}
          aria-controls={slidesId}
          aria-label={labels.previous}
        >
          <Icon name="arrow-right" size={18} className={styles.flip} />
        </button>
        <button
          type="button"
          className={`${styles.control} ${styles.iconOnly}`}
          onClick={() => rotator.next()}
          aria-controls={slidesId}
          aria-label={labels.next}
        >
          <Icon name="arrow-right" size={18} />
        </button>
      </div>
      {/* Until the app runs, every slide is readable in a strip the visitor can swipe or scroll. */}
      <div
        id={slidesId}
        className={styles.slides}
        aria-live={rotating ? 'off' : 'polite'}
        data-pending={interactive ? undefined : ''}
        tabIndex={interactive ? undefined : 0}
      >
        {items.map((item, index) => {
          const current = index === state.index;
          const hidden = interactive && !current;
          return (
            <m.div
              key={item.name}
              role="group"
              aria-roledescription="slide"
              aria-label={fillTemplate(labels.slide, { n: String(index + 1), total })}
              aria-hidden={hidden ? true : undefined}
              inert={hidden}
              className={styles.slide}
              initial={false}
              animate={interactive ? (current ? 'current' : 'other') : undefined}
              variants={slideStates}
              transition={fade}
            >
              <TestimonialCard item={item} />
            </m.div>
          );
        })}
      </div>
    </div>
  );
}
