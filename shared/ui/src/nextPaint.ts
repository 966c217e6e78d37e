/** Runs `task` once the next frame has been painted: a task after the animation frame, which runs before that paint. */
export const afterNextPaint = (task: () => void): void => {
  requestAnimationFrame(() => setTimeout(task));
};
