import { useEffect, useRef, useState } from 'react';
import { browserStorage, createDraftStore, DRAFT_SAVE_DELAY_MS, type DraftStore } from './draftStorage';
import { emptyValues, type ContactValues } from './validation';

/** The values to start from: the saved draft, with the service from `?service=` when it names a real one. */
function startingValues(draft: ContactValues | null, preselected: string | undefined): ContactValues {
  const values = draft ?? emptyValues;
  return preselected ? { ...values, service: preselected } : values;
}

/** The saved draft (if any) to start the form from, and the store that keeps the next one. */
export function useContactDraft(preselected: string | undefined) {
  const [draftStore] = useState(() => createDraftStore(browserStorage()));
  const [start] = useState(() => {
    const draft = draftStore.load();
    return { restored: draft !== null, values: startingValues(draft, preselected) };
  });
  return { draftStore, start };
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
