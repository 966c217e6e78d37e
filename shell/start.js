/*
 * Inlined into every page (shell/rsbuild.config.ts). Starts the site's JavaScript once the page has loaded and
 * painted. Every page arrives complete (content and styles inline), so nothing needs to compete with it for the
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
  // After the load event, after the next paint (requestAnimationFrame runs before it, the timeout after it),
  // and once the main thread is idle: the page's first paint never waits for the app.
  function whenIdle() {
    if ('requestIdleCallback' in window) requestIdleCallback(begin, { timeout: 500 });
    else setTimeout(begin, 0);
  }
  function afterNextPaint() {
    requestAnimationFrame(function () {
      setTimeout(whenIdle, 0);
    });
  }
  if (document.readyState === 'complete') afterNextPaint();
  else addEventListener('load', afterNextPaint, { once: true });
})();
