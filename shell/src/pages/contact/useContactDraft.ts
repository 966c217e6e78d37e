import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { browserStorage, createDraftStore, DRAFT_SAVE_DELAY_MS } from './draftStorage';
import { fillUntouched, readContactForm } from './formValues';
import { pendingSubmitAttribute } from '@site/document';
import type { ContactValues } from './validation';

/**
 * What only the browser knows about the form: the visitor's saved draft and the service named by `?service=`.
 * The page is served without them, so once the form has hydrated they are written into the fields the visitor
 * has not changed (a value typed before the app took over wins). Then the draft follows the visitor's edits.
 */
export function useContactDraft(formRef: RefObject<HTMLFormElement | null>, preselected: string | undefined) {
  const [start] = useState(() => {
    const store = createDraftStore(browserStorage());
    return { store, draft: store.load(), preselected };
  });
  const { store } = start;
  /** The form was filled from the draft, until its message has gone: the spam guard exempts it. */
  const restored = useRef(false);
  const unsaved = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useLayoutEffect(() => {
    const form = formRef.current;
    // A form sent before the app took over goes as the visitor left it, with nothing they have not seen.
    if (!form || form.hasAttribute(pendingSubmitAttribute)) return;
    // `?service=` first: a link just followed names the service the visitor wants now.
    if (start.preselected) fillUntouched(form, { service: start.preselected });
    if (start.draft && fillUntouched(form, start.draft)) restored.current = true;
  }, [formRef, start]);

  // A later `?service=` link followed while the page is open selects that service too, as a visitor's choice.
  const linked = useRef(preselected);
  useEffect(() => {
    const select = formRef.current?.elements.namedItem('service');
    if (preselected && preselected !== linked.current && select instanceof HTMLSelectElement) {
      select.value = preselected;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    linked.current = preselected;
  }, [formRef, preselected]);

  /** Saves what the form holds now (or `values`, read already), in place of any save still to come. */
  const save = useCallback(
    (form: HTMLFormElement, values: ContactValues = readContactForm(form).values) => {
      clearTimeout(saveTimer.current);
      unsaved.current = false;
      store.save(values);
    },
    [store],
  );

  /** After each edit: saved shortly after the last keystroke. */
  const noteEdit = () => {
    unsaved.current = true;
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => {
      if (formRef.current) save(formRef.current);
    }, DRAFT_SAVE_DELAY_MS);
  };

  // …and at once when the page is hidden, closed or left, so the last keystrokes are never lost.
  useEffect(() => {
    const form = formRef.current;
    const flush = () => {
      if (unsaved.current && form) save(form);
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
  }, [formRef, save]);

  /** Once the message has gone (or a bot was answered as if it had). */
  const clear = () => {
    clearTimeout(saveTimer.current);
    unsaved.current = false;
    store.clear();
    restored.current = false;
  };

  return { restored, noteEdit, save, clear };
}
