import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};
const onClient = () => false;
const whileHydrating = () => true;

/** True while React hydrates the component (its server snapshot), false when it renders it on the client. */
export const useHydrating = (): boolean => useSyncExternalStore(noSubscription, onClient, whileHydrating);

/** True once the app runs in the browser; false at build time and while hydrating the served HTML. */
export const useInApp = (): boolean => !useHydrating();
