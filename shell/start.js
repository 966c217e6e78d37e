/*
 * Inlined into every page: starts the app's entry (data-entry) and preloads data-preload after the first paint.
 * Its attribute names and idle wait come from the document contract (@site/document), put in at build time.
 * Why: docs/architecture.md#how-the-app-starts
 */
/* global ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE, IDLE_TIMEOUT_MS, WITHOUT_IDLE_CALLBACK_MS -- put in at build time (shell/rsbuild.config.ts) */
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
  // After first contentful paint and idle; at the latest after 3 s. Why: see the header.
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
