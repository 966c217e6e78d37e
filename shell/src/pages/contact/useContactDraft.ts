import { useEffect, useRef, useState } from 'react';
import { useInApp } from '@site/ui';
import { browserStorage, createDraftStore, DRAFT_SAVE_DELAY_MS, type DraftStore } from './draftStorage';
import { emptyValues, type ContactValues } from './validation';

/** The values to start from: the saved draft, with the service from `?service=` when it names a real one. */
function startingValues(draft: ContactValues | null, preselected: string | undefined): ContactValues {
  const values = draft ?? emptyValues;
  return preselected ? { ...values, service: preselected } : values;
}

export interface ContactStart {
  /** The form starts from a saved draft. */
  readonly restored: boolean;
  readonly values: ContactValues;
}

/** The form as served: empty. */
const servedStart: ContactStart = { restored: false, values: emptyValues };

/**
 * The values the form starts from, and the store that keeps the next draft. The saved draft and `?service=`
 * are known only in the browser, so the form starts as served where React hydrates the page's HTML, and from
 * them once the app runs.
 */
export function useContactDraft(preselected: string | undefined) {
  const [draftStore] = useState(() => createDraftStore(browserStorage()));
  const [browserStart] = useState<ContactStart>(() => {
    const draft = draftStore.load();
    const values = startingValues(draft, preselected);
    return values === emptyValues ? servedStart : { restored: draft !== null, values };
  });
  return { draftStore, start: useInApp() ? browserStart : servedStart };
}

/** Keeps the visitor's unsent values in the draft store as they type, and whenever the page is left. */
export function useDraftAutosave(draftStore: DraftStore, values: ContactValues, startValues: ContactValues) {
  const latestValues = useRef(values);
  // Save the draft shortly after each change; the untouched starting values need no saving.
  useEffect(() => {
    latestValues.current = values;
    if (values === startValues) return;
    const timer = setTimeout(() => draftStore.save(values), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, startValues, draftStore]);

  // …and at once when the page is hidden, closed or left, so the last keystrokes are never lost.
  useEffect(() => {
    const flush = () => {
      if (latestValues.current !== startValues) draftStore.save(latestValues.current);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
      flush();
    };
  }, [draftStore, startValues]);
}
