/*
 * Inlined into every page ahead of its content, minified, with the document contract (@site/document) passed in
 * (shell/rsbuild.config.ts; the CSP allows it by its hash). A page is made of fragments, each hydrated by its own
 * app; until an element's app responds (`data-interactive` on its fragment's container, or on <html> for the
 * shell's chrome), this does what HTML cannot do alone:
 * - tabs select on click and with the arrow keys (also later, in a fragment whose app failed to load);
 * - a Go Back button goes back in history (noscript.css hides it where nothing can);
 * - a form's Send is held for its app, which sends it once it responds; the form notes when the visitor first
 *   touched it, for its minimum fill time. CSS shows the form's "will be sent" note while it is held.
 * - the visitor's first use (a pointer move, touch, key or scroll) is noted on <html>, for what waits for it.
 * Everything else (accordions, the mobile menu) is native HTML, and keeps its state through takeover by itself.
 */
/* global DOCUMENT_CONTRACT -- replaced with the contract at build time (shell/rsbuild.config.ts) */
(function (contract) {
  var root = document.documentElement;
  function served(element) {
    var fragment = element.closest('[' + contract.fragmentAttribute + ']');
    return !(fragment || root).hasAttribute(contract.interactiveAttribute);
  }
  function closest(event, selector) {
    return event.target.closest ? event.target.closest(selector) : null;
  }
  function select(tab) {
    tab
      .closest('[role=tablist]')
      .querySelectorAll('[role=tab]')
      .forEach(function (each) {
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
    var tab = closest(event, '[role=tab]');
    if (tab && served(tab)) {
      event.preventDefault();
      select(tab);
    }
    var back = closest(event, '[' + contract.historyBackAttribute + ']');
    if (back && served(back)) history.back();
  });
  addEventListener('keydown', function (event) {
    var tab = closest(event, '[role=tab]');
    if (!tab || !served(tab)) return;
    var tabs = Array.prototype.slice.call(tab.closest('[role=tablist]').querySelectorAll('[role=tab]'));
    var at = tabs.indexOf(tab);
    var next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : steps[event.key] && at + steps[event.key];
    if (typeof next !== 'number') return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]);
  });
  function touched(event) {
    var form = closest(event, 'form');
    if (form && served(form) && !form.hasAttribute(contract.startedAtAttribute)) {
      form.setAttribute(contract.startedAtAttribute, Date.now());
    }
  }
  function used() {
    root.setAttribute(contract.usedAttribute, '');
    contract.firstUseEvents.forEach(function (type) {
      removeEventListener(type, used, true);
    });
  }
  contract.firstUseEvents.forEach(function (type) {
    addEventListener(type, used, { capture: true, passive: true });
  });
  addEventListener('focusin', touched);
  addEventListener('pointerdown', touched);
  addEventListener('submit', function (event) {
    if (!served(event.target)) return;
    event.preventDefault();
    // Only an attribute of the form: its app hydrates the form's markup as it was rendered.
    event.target.setAttribute(contract.pendingSubmitAttribute, '');
  });
})(DOCUMENT_CONTRACT);
