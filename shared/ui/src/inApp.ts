import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * True once the app runs in the browser, false in the served HTML: rendered at build time, and in the render
 * that hydrates it (React uses the server's value there, then renders again). A native control (a popover's
 * toggle, a hover-revealed dropdown) states whether it is expanded by itself until the app takes over, so the
 * served HTML leaves `aria-expanded` to it; the app states it once it owns the control. A control that does
 * nothing until the app runs (the payout carousel's) is shown once this is true.
 */
export const useInApp = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
