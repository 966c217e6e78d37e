import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => false;
const whileHydrating = () => true;

/** True while React hydrates the component (its server snapshot), false when it renders it on the client. */
export const useHydrating = (): boolean => useSyncExternalStore(noSubscription, onClient, whileHydrating);

/**
 * True once the app runs in the browser; false at build time and in the render that hydrates the served HTML. A
 * native control (a popover's toggle, a hover-revealed dropdown) states whether it is expanded by itself until the
 * app owns it, so the served HTML leaves `aria-expanded` to it; a control that does nothing until the app runs (the
 * payout carousel's) is shown once this is true.
 */
export const useInApp = (): boolean => !useHydrating();
