/*
 * Inlined into every page ahead of its content, minified (shell/rsbuild.config.ts; the CSP allows it by its hash).
 * Until the app takes over (`data-interactive` on <html>), it does what HTML cannot do alone:
 * - tabs select on click and with the arrow keys (also later, inside a served page kept after its remote failed);
 *   a tab list where the visitor chose is marked, for the app to select that tab too;
 * - a Go Back button (`data-history-back`) goes back in history (noscript.css hides it where nothing can);
 * - a form's Send is held for the app: the form is marked `data-pending-submit` (its CSS shows a "will be sent in
 *   a moment" note), and its code sends it once the app has taken over; the form notes when the visitor first
 *   touched it, for its minimum fill time;
 * - the `<details>` the visitor toggled are marked, so that the app keeps only those as the visitor left them.
 * Everything else (accordions, the mobile menu) is native HTML.
 */
(function () {
  var root = document.documentElement;
  var served = function (element) {
    return !root.hasAttribute('data-interactive') || element.closest('[data-served-page]');
  };
  function select(tab) {
    var list = tab.closest('[role=tablist]');
    list.setAttribute('data-chosen', '');
    list.querySelectorAll('[role=tab]').forEach(function (each) {
      var chosen = each === tab;
      each.setAttribute('aria-selected', chosen);
      each.tabIndex = chosen ? 0 : -1;
      var panel = document.getElementById(each.getAttribute('aria-controls'));
      if (panel) panel.hidden = !chosen;
    });
    tab.focus();
  }
  var steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  addEventListener('click', function (event) {
    var tab = event.target.closest && event.target.closest('[role=tab]');
    if (tab && served(tab)) {
      event.preventDefault();
      select(tab);
    }
    var back = event.target.closest && event.target.closest('[data-history-back]');
    if (back && !root.hasAttribute('data-interactive')) history.back();
  });
  addEventListener('keydown', function (event) {
    var tab = event.target.closest && event.target.closest('[role=tab]');
    if (!tab || !served(tab)) return;
    var tabs = Array.prototype.slice.call(tab.closest('[role=tablist]').querySelectorAll('[role=tab]'));
    var at = tabs.indexOf(tab);
    var next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : steps[event.key] && at + steps[event.key];
    if (typeof next !== 'number') return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]);
  });
  // Marks the accordions and menu groups the visitor opened or closed, for the app to keep them so.
  addEventListener(
    'toggle',
    function (event) {
      if (event.target.tagName === 'DETAILS' && !root.hasAttribute('data-interactive')) {
        event.target.setAttribute('data-toggled', '');
      }
    },
    true,
  );
  function touched(event) {
    if (root.hasAttribute('data-interactive')) return;
    var form = event.target.closest && event.target.closest('form');
    if (form && !form.hasAttribute('data-started-at')) form.setAttribute('data-started-at', Date.now());
  }
  addEventListener('focusin', touched);
  addEventListener('pointerdown', touched);
  addEventListener('submit', function (event) {
    if (root.hasAttribute('data-interactive')) return;
    event.preventDefault();
    // Only an attribute React does not render: it hydrates the form afterwards as it was served.
    event.target.setAttribute('data-pending-submit', '');
  });
})();
