/*
 * Inlined into every page, minified (shell/rsbuild.config.ts). Starts the site's JavaScript once the page has
 * loaded and painted. Every page arrives complete (content and styles inline), so nothing needs to compete with it for the
 * first paint; the app then loads and takes over. Its script element names the app's entry (data-entry) and
 * what to fetch alongside it (data-preload: remotes.json and the current section's manifest).
 */
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  if (!entry) return;
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
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
  // Once the main thread is idle after the page has loaded and its first contentful paint has been shown (the
  // paint timing entry carries the moment the frame was presented, which a requestAnimationFrame cannot tell):
  // the page's first paint never waits for the app. Where paint timing is missing, after the next frame; a
  // page loaded out of sight paints nothing, so the app starts after three seconds anyway.
  var started = false;
  function whenIdle() {
    if (started) return;
    started = true;
    if ('requestIdleCallback' in window) requestIdleCallback(begin, { timeout: 500 });
    else setTimeout(begin, 0);
  }
  function afterFirstContentfulPaint() {
    setTimeout(whenIdle, 3000);
    try {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        whenIdle();
      }).observe({ type: 'paint', buffered: true });
    } catch {
      requestAnimationFrame(function () {
        setTimeout(whenIdle, 0);
      });
    }
  }
  if (document.readyState === 'complete') afterFirstContentfulPaint();
  else addEventListener('load', afterFirstContentfulPaint, { once: true });
})();
