/*
 * Starts the site's JavaScript once the page has loaded and painted. Every page arrives complete (content and
 * styles inline), so nothing needs to compete with it for the first paint; the app then loads and takes
 * over. The page's <script src="/start.js"> names the app's entry (data-entry) and what to fetch alongside
 * it (data-preload: remotes.json and the current section's manifest).
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
  // After the load event (the page has painted, its images are in) and once the main thread is idle.
  function whenIdle() {
    if ('requestIdleCallback' in window) requestIdleCallback(begin, { timeout: 500 });
    else setTimeout(begin, 0);
  }
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
})();
