/**
 * True when rendering in the browser (the app), false when rendering the served HTML at build time. A native
 * control (a popover's toggle, a hover-revealed dropdown) states whether it is expanded by itself until the app
 * takes over, so the served HTML leaves `aria-expanded` to it; the app, which replaces that HTML, states it.
 */
export const inApp = typeof document !== 'undefined';
