import { useEffect, useReducer, useRef, useState, type ChangeEvent, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { findContactService } from '@site/routes';
import { useSite } from '@site/ui';
import { readEmailConfig } from './config';
import { toastMessages } from './content';
import { contactEnv } from './env';
import { formReducer, initialFormState } from './formState';
import { limitAnnouncement } from './messageCounter';
import { sendContactMessage } from './sendMessage';
import { useContactDraft, useDraftAutosave } from './useContactDraft';
import { useSpamGuard } from './useSpamGuard';
import {
  MESSAGE_MAX_LENGTH,
  firstInvalidField,
  hasErrors,
  toTemplateParams,
  validateContact,
  type FieldName,
} from './validation';

/** One id, so that pressing Send again on an invalid form refreshes the toast instead of stacking copies. */
const INVALID_TOAST_ID = 'contact-invalid';

/**
 * The contact form's values and its submission (the state machine of formState.ts): checked on submit,
 * sent through EmailJS, with a draft that survives reloads and failures, behind the spam guard.
 */
export function useContactSubmission(formRef: RefObject<HTMLFormElement | null>) {
  const { announce } = useSite();
  const [searchParams] = useSearchParams();
  const preselected = findContactService(searchParams.get('service'))?.id;

  const { draftStore, start } = useContactDraft(preselected);
  const [state, dispatch] = useReducer(formReducer, start.values, initialFormState);
  // Hydrating, the form starts as served; it takes the draft and `?service=` in the render right after.
  const [startedFrom, setStartedFrom] = useState(start);
  if (startedFrom !== start) {
    setStartedFrom(start);
    dispatch({ type: 'restore', values: start.values });
  }
  const spamGuard = useSpamGuard(formRef, start.restored);
  const sendingRef = useRef(false);
  const attemptRef = useRef(0);
  const previousPreselected = useRef(preselected);
  const { values } = state;

  // A later `?service=` link followed while the page is open selects that service too.
  useEffect(() => {
    if (preselected && preselected !== previousPreselected.current) {
      dispatch({ type: 'edit', field: 'service', value: preselected });
    }
    previousPreselected.current = preselected;
  }, [preselected]);

  useDraftAutosave(draftStore, values, start.values);

  const edit =
    (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      if (field === 'message') {
        const said = limitAnnouncement(values.message.length, value.length, MESSAGE_MAX_LENGTH);
        if (said) announce(said);
      }
      dispatch({ type: 'edit', field, value });
    };

  const finishSubmission = () => {
    draftStore.clear();
    spamGuard.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;

    const found = validateContact(values);
    if (hasErrors(found)) {
      // Render the errors first, so that the focused field is announced with its error.
      flushSync(() => dispatch({ type: 'invalid', errors: found }));
      const first = firstInvalidField(found);
      const control = first ? formRef.current?.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      toast.error(toastMessages.invalid, { id: INVALID_TOAST_ID });
      return;
    }
    toast.dismiss(INVALID_TOAST_ID);

    const attempt = ++attemptRef.current;
    if (spamGuard.isBot()) {
      // Answer exactly as a success would, and send nothing.
      dispatch({ type: 'submit', attempt });
      dispatch({ type: 'succeeded', attempt });
      finishSubmission();
      toast.success(toastMessages.success);
      return;
    }

    sendingRef.current = true;
    dispatch({ type: 'submit', attempt });
    draftStore.save(values);
    const toastId = toast.loading(toastMessages.sending);
    try {
      await sendContactMessage(toTemplateParams(values), readEmailConfig(contactEnv, window.location.origin));
      finishSubmission();
      dispatch({ type: 'succeeded', attempt });
      toast.success(toastMessages.success, { id: toastId });
    } catch (error) {
      console.error('The contact message was not sent:', error);
      dispatch({ type: 'failed', attempt });
      toast.error(toastMessages.failure, { id: toastId });
    } finally {
      sendingRef.current = false;
    }
  };

  return { ...state, sending: state.status === 'sending', edit, submit, spamGuard };
}
