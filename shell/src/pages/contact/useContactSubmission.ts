import { useLayoutEffect, useReducer, useRef, useState, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { useSearchParams } from 'react-router-dom';
import { findContactService } from '@site/routes';
import { useSite } from '@site/ui';
import { readEmailConfig } from './config';
import { toastMessages } from './content';
import { contactEnv } from './env';
import { formReducer, initialFormState } from './formState';
import { isFieldName, readContactForm } from './formValues';
import { limitAnnouncement } from './messageCounter';
import { sendContactMessage } from './sendMessage';
import { useContactDraft } from './useContactDraft';
import { useHeldSubmit } from './useHeldSubmit';
import { useSpamGuard } from './useSpamGuard';
import { servedPreview } from '../../lib/servedPreview';
import { MESSAGE_MAX_LENGTH, firstInvalidField, hasErrors, toTemplateParams, validateContact } from './validation';

/** One id, so that pressing Send again on an invalid form refreshes the toast instead of stacking copies. */
const INVALID_TOAST_ID = 'contact-invalid';

/**
 * The contact form's submission (the state machine of formState.ts): its uncontrolled fields read on submit,
 * checked, sent through EmailJS, with a draft that survives reloads and failures, behind the spam guard.
 */
export function useContactSubmission(formRef: RefObject<HTMLFormElement | null>) {
  const { announce } = useSite();
  const [searchParams] = useSearchParams();
  const preselected = findContactService(searchParams.get('service'))?.id;

  const [state, dispatch] = useReducer(formReducer, initialFormState);
  const draft = useContactDraft(formRef, preselected);
  const spamGuard = useSpamGuard(formRef);
  useHeldSubmit(formRef);
  const [messageLength, setMessageLength] = useState(0);
  const sendingRef = useRef(false);
  const attemptRef = useRef(0);

  // The counter counts a message typed before the app took over, or restored from the draft just before.
  useLayoutEffect(() => {
    const message = formRef.current?.elements.namedItem('message');
    if (message instanceof HTMLTextAreaElement) setMessageLength(message.value.length);
  }, [formRef]);

  /** For the form's change events: the edited field's error goes, the counter follows, the draft is saved. */
  const edited = (event: FormEvent<HTMLFormElement>) => {
    const control = event.target as Partial<HTMLTextAreaElement>;
    if (!isFieldName(control.name)) return;
    if (control.name === 'message') {
      const length = control.value?.length ?? 0;
      const said = limitAnnouncement(messageLength, length, MESSAGE_MAX_LENGTH);
      if (said) announce(said);
      setMessageLength(length);
    }
    dispatch({ type: 'edited', field: control.name });
    draft.noteEdit();
  };

  /** After a send (real, or pretended for a bot): an empty form, no draft, a new fill time. */
  const clear = (form: HTMLFormElement) => {
    form.reset();
    setMessageLength(0);
    draft.clear();
    spamGuard.reset();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sendingRef.current) return;
    const form = event.currentTarget;
    const { values, honeypot } = readContactForm(form);

    const found = validateContact(values);
    if (hasErrors(found)) {
      // Render the errors first, so that the focused field is announced with its error.
      flushSync(() => dispatch({ type: 'invalid', errors: found }));
      const first = firstInvalidField(found);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      toast.error(toastMessages.invalid, { id: INVALID_TOAST_ID });
      return;
    }
    toast.dismiss(INVALID_TOAST_ID);

    // A preview (docs/deploy.md) is the release under review, not the site: no lead may reach the live inbox.
    if (servedPreview) {
      toast(toastMessages.preview);
      return;
    }

    const attempt = ++attemptRef.current;
    if (spamGuard.isBot(honeypot, draft.restored.current)) {
      // Answer exactly as a success would, and send nothing.
      dispatch({ type: 'submit', attempt });
      dispatch({ type: 'succeeded', attempt });
      clear(form);
      toast.success(toastMessages.success);
      return;
    }

    sendingRef.current = true;
    dispatch({ type: 'submit', attempt });
    draft.save(form, values);
    const toastId = toast.loading(toastMessages.sending);
    try {
      await sendContactMessage(toTemplateParams(values), readEmailConfig(contactEnv, window.location.origin));
      clear(form);
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

  return { errors: state.errors, sending: state.status === 'sending', messageLength, edited, submit, spamGuard };
}
