/*
 * Inlined into every page ahead of its content (minified; the CSP allows it by its hash). Until an element's app
 * responds (`data-interactive` on its fragment's container, or on <html> for the chrome), it does what HTML cannot
 * alone: tabs select on click and arrow keys (also in a fragment whose app failed), Go Back goes back, a form's Send
 * is held for its app (which sends it once it responds) and the form notes when it was first touched (its minimum
 * fill time). It notes the visitor's first use on <html>, for what waits for it. Accordions and the menu are native.
 * It queues uncaught errors, unhandled rejections and CSP violations, as events, for the field sender.
 */
/* global DOCUMENT_CONTRACT, FIELD_QUEUE_NAME -- the document contract (@site/document), put in at build time */
// Each member of the contract is put in as its value (shell/rsbuild.config.ts): the minifier folds it into the
// selectors, and the page's first round trip has no bytes to spare.
(() => {
  const root = document.documentElement;
  // The events themselves, uncounted: the sender reads them (shell/src/field/events.ts), and the app takes the
  // queue over within seconds, to send or to drop (field/load.ts). So this script stays small.
  const queue = (window[FIELD_QUEUE_NAME] = []);
  for (const type of ['error', 'unhandledrejection', 'securitypolicyviolation']) {
    addEventListener(type, (event) => queue.push(event));
  }
  const served = (element) =>
    !(element.closest(`[${DOCUMENT_CONTRACT.fragmentAttribute}]`) || root).hasAttribute(
      DOCUMENT_CONTRACT.interactiveAttribute,
    );
  const closest = (event, selector) => event.target.closest?.(selector);
  const tabsBeside = (tab) => [...tab.closest('[role=tablist]').querySelectorAll('[role=tab]')];
  const select = (tab) => {
    for (const each of tabsBeside(tab)) {
      const chosen = each === tab;
      each.setAttribute('aria-selected', chosen);
      each.tabIndex = chosen ? 0 : -1;
      const panel = document.getElementById(each.getAttribute('aria-controls'));
      if (panel) panel.hidden = !chosen;
    }
    tab.focus();
  };
  const steps = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  addEventListener('click', (event) => {
    const tab = closest(event, '[role=tab]');
    if (tab && served(tab)) {
      event.preventDefault();
      select(tab);
    }
    const back = closest(event, `[${DOCUMENT_CONTRACT.historyBackAttribute}]`);
    if (back && served(back)) history.back();
  });
  addEventListener('keydown', (event) => {
    const tab = closest(event, '[role=tab]');
    if (!tab || !served(tab)) return;
    const tabs = tabsBeside(tab);
    const at = tabs.indexOf(tab);
    const next =
      event.key === 'Home' ? 0 : event.key === 'End' ? tabs.length - 1 : steps[event.key] && at + steps[event.key];
    if (typeof next !== 'number') return;
    event.preventDefault();
    select(tabs[(next + tabs.length) % tabs.length]);
  });
  const touched = (event) => {
    const form = closest(event, 'form');
    if (form && served(form) && !form.hasAttribute(DOCUMENT_CONTRACT.startedAtAttribute)) {
      form.setAttribute(DOCUMENT_CONTRACT.startedAtAttribute, Date.now());
    }
  };
  const firstUseEvents = DOCUMENT_CONTRACT.firstUseEvents;
  const used = () => {
    root.setAttribute(DOCUMENT_CONTRACT.usedAttribute, '');
    for (const type of firstUseEvents) removeEventListener(type, used, true);
  };
  for (const type of firstUseEvents) addEventListener(type, used, { capture: true, passive: true });
  addEventListener('focusin', touched);
  addEventListener('pointerdown', touched);
  addEventListener('submit', (event) => {
    if (!served(event.target)) return;
    event.preventDefault();
    // Only an attribute of the form: its app hydrates the form's markup as it was rendered.
    event.target.setAttribute(DOCUMENT_CONTRACT.pendingSubmitAttribute, '');
  });
})();
