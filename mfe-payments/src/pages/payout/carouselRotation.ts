/**
 * Timing logic of the testimonial carousel, free of React and the DOM so it can be tested with fake timers.
 *
 * Rotation runs only while the visitor wants it (`playing`), the pointer is not over the carousel and focus
 * is not inside it. `playing` starts false when the visitor prefers reduced motion, so nothing moves until
 * they press Play themselves. An explicit Play overrides the current hover/focus pause (the visitor is on
 * the Play button when they press it); the pause re-engages the next time the pointer or focus enters.
 */

export interface RotationState {
  readonly index: number;
  readonly count: number;
  /** The visitor's choice, shown by the Pause/Play button. */
  readonly playing: boolean;
  readonly hovered: boolean;
  readonly focusWithin: boolean;
}

/** True while the carousel advances on its own. */
export const isRotating = (state: RotationState): boolean =>
  state.playing && !state.hovered && !state.focusWithin && state.count > 1;

export const nextIndex = (index: number, count: number): number => (count > 0 ? (index + 1) % count : 0);
export const previousIndex = (index: number, count: number): number => (count > 0 ? (index - 1 + count) % count : 0);

export interface RotatorOptions {
  readonly count: number;
  readonly intervalMs: number;
  /** `prefers-reduced-motion: reduce` at start: the carousel starts paused. */
  readonly reducedMotion?: boolean;
  readonly initialIndex?: number;
}

export interface Rotator {
  getState(): RotationState;
  /** Registers a listener for every state change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
  next(): void;
  previous(): void;
  goTo(index: number): void;
  play(): void;
  pause(): void;
  togglePlaying(): void;
  setHovered(hovered: boolean): void;
  setFocusWithin(focusWithin: boolean): void;
  /** Reduced motion switched on stops rotation; switched off does not start it again by itself. */
  setReducedMotion(reducedMotion: boolean): void;
  /** Starts the clock (on mount). Creating a rotator has no side effects until then. */
  start(): void;
  /** Stops the clock (on unmount); `start()` may be called again later. */
  stop(): void;
}

export function createRotator({ count, intervalMs, reducedMotion = false, initialIndex = 0 }: RotatorOptions): Rotator {
  let state: RotationState = {
    index: count > 0 ? ((initialIndex % count) + count) % count : 0,
    count,
    playing: !reducedMotion,
    hovered: false,
    focusWithin: false,
  };
  let timer: ReturnType<typeof setInterval> | undefined;
  let running = false;
  const listeners = new Set<() => void>();

  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const startTimer = () => {
    stopTimer();
    timer = setInterval(() => update({ index: nextIndex(state.index, state.count) }, false), intervalMs);
  };
  /** Starts or stops the timer to match the state; `restart` gives a fresh full interval. */
  const syncTimer = (restart: boolean) => {
    if (!running || !isRotating(state)) stopTimer();
    else if (timer === undefined || restart) startTimer();
  };
  const update = (patch: Partial<RotationState>, restart: boolean) => {
    const changed = (Object.keys(patch) as (keyof RotationState)[]).some((key) => patch[key] !== state[key]);
    if (changed) state = { ...state, ...patch };
    syncTimer(restart);
    if (changed) listeners.forEach((listener) => listener());
  };

  const play = () => update({ playing: true, hovered: false, focusWithin: false }, true);
  const pause = () => update({ playing: false }, false);

  // Methods do not use `this`, so they can be passed around as event handlers.
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    // A manual move restarts the interval, so the chosen slide stays up for a full period.
    next: () => update({ index: nextIndex(state.index, state.count) }, true),
    previous: () => update({ index: previousIndex(state.index, state.count) }, true),
    goTo: (index) => update({ index: state.count > 0 ? ((index % state.count) + state.count) % state.count : 0 }, true),
    play,
    pause,
    togglePlaying: () => (state.playing ? pause() : play()),
    setHovered: (hovered) => update({ hovered }, false),
    setFocusWithin: (focusWithin) => update({ focusWithin }, false),
    setReducedMotion: (reduced) => {
      if (reduced) pause();
    },
    start() {
      running = true;
      syncTimer(false);
    },
    stop() {
      running = false;
      stopTimer();
    },
  };
}
