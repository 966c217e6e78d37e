/*
 * Inlined into every page ahead of its content. Until an element's app responds (`data-interactive`), it does what
 * HTML cannot alone: tabs, Go Back, a held Send and the form's first touch. It notes the visitor's first use, and
 * queues errors and CSP violations for the field sender.
 */
/* global DOCUMENT_CONTRACT, FIELD_QUEUE_NAME -- put in value by value at build time, so the minifier folds them */
(() => {
  const root = document.documentElement;
  // The events themselves: the app takes the queue over within seconds (shell/src/field/load.ts).
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
