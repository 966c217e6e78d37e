/*
 * Inlined into every page: starts the app's entry (data-entry) and preloads data-preload after the first paint.
 * Its attribute names and idle wait come from the document contract (@site/document), put in at build time.
 * Why: docs/architecture.md#how-the-app-starts
 */
/* global ENTRY_ATTRIBUTE, PRELOAD_ATTRIBUTE, IDLE_TIMEOUT_MS, WITHOUT_IDLE_CALLBACK_MS -- put in at build time (shell/rsbuild.config.ts) */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute(ENTRY_ATTRIBUTE);
  if (!entry) return;
  var preload = (script.getAttribute(PRELOAD_ATTRIBUTE) || '').split(' ').filter(Boolean);
  function begin() {
    preload.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'fetch';
      link.crossOrigin = 'anonymous';
      link.href = href;
      document.head.appendChild(link);
    });
    var app = document.createElement('script');
    app.src = entry;
    document.head.appendChild(app);
  }
  // After first contentful paint and idle; at the latest after 3 s. Why: see the header.
  var started = false;
  function whenIdle() {
    if (started) return;
    started = true;
    if ('requestIdleCallback' in window) requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(begin, WITHOUT_IDLE_CALLBACK_MS);
  }
  function afterFirstContentfulPaint() {
    setTimeout(whenIdle, 3000);
    new PerformanceObserver(function (list, observer) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      whenIdle();
    }).observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterFirstContentfulPaint();
  else addEventListener('load', afterFirstContentfulPaint, { once: true });
})();
