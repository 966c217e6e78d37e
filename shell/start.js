/*
 * Inlined into every page: starts the app's entry and its preloads once the first paint is done and the main
 * thread idle. Why: docs/architecture.md#how-the-app-starts
 */
/* global ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE, IDLE_TIMEOUT_MS, WITHOUT_IDLE_CALLBACK_MS -- put in at build time */
(() => {
  const script = document.currentScript;
  const entry = script?.getAttribute(ENTRY_ATTRIBUTE);
  if (!entry) return;
  const append = (tag, properties) => document.head.append(Object.assign(document.createElement(tag), properties));
  const begin = () => {
    for (const href of (script.getAttribute(PRELOAD_ATTRIBUTE) || '').split(' ').filter(Boolean)) {
      append('link', { rel: 'preload', as: 'fetch', crossOrigin: 'anonymous', href });
    }
    append('script', { src: entry });
  };
  // At the latest 3 s after the load.
  let started = false;
  const whenIdle = () => {
    if (started) return;
    started = true;
    if ('requestIdleCallback' in window) requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(begin, WITHOUT_IDLE_CALLBACK_MS);
  };
  const afterFirstContentfulPaint = () => {
    setTimeout(whenIdle, 3000);
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'paint', buffered: true });
  };
  if (document.readyState === 'complete') afterFirstContentfulPaint();
  else addEventListener('load', afterFirstContentfulPaint, { once: true });
})();
