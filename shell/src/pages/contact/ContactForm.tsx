import { useEffect, useId, useReducer, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { contactServices, findContactService } from '@site/routes';
import { Icon, useSite } from '@site/ui';
import { readEmailConfig, readMinFillMs } from './config';
import { form as copy, toastMessages } from './content';
import { contactEnv } from './env';
import { Field } from './Field';
import { formReducer, initialFormState } from './formState';
import { counterText, isNearLimit, limitAnnouncement } from './messageCounter';
import { sendContactMessage } from './sendMessage';
import { isLikelyBot } from './spamGuard';
import {
  MESSAGE_MAX_LENGTH,
  firstInvalidField,
  hasErrors,
  toTemplateParams,
  validateContact,
  type FieldName,
} from './validation';
import { useContactDraft, useDraftAutosave } from './useContactDraft';
import styles from './ContactForm.module.css';

const minFillMs = readMinFillMs(contactEnv.PUBLIC_CONTACT_MIN_FILL_MS);
/** One id, so that pressing Send again on an invalid form refreshes the toast instead of stacking copies. */
const INVALID_TOAST_ID = 'contact-invalid';

/**
 * The contact form (SPEC §4, §5, §7, §8): checked on submit, sent through EmailJS, with a draft that
 * survives reloads and failures, and two quiet bot filters.
 */
export function ContactForm() {
  const baseId = useId();
  const { announce } = useSite();
  const [searchParams] = useSearchParams();
  const preselected = findContactService(searchParams.get('service'))?.id;

  const { draftStore, start } = useContactDraft(preselected);
  const [state, dispatch] = useReducer(formReducer, start.values, initialFormState);
  const [honeypot, setHoneypot] = useState('');

  const formRef = useRef<HTMLFormElement>(null);
  const sendingRef = useRef(false);
  const attemptRef = useRef(0);
  const startedAtRef = useRef<number | null>(null);
  const restoredRef = useRef(start.restored);
  const previousPreselected = useRef(preselected);

  const { values, errors, status } = state;
  const sending = status === 'sending';

  // A later `?service=` link followed while the page is open selects that service too.
  useEffect(() => {
    if (preselected && preselected !== previousPreselected.current) {
      dispatch({ type: 'edit', field: 'service', value: preselected });
    }
    previousPreselected.current = preselected;
  }, [preselected]);

  useDraftAutosave(draftStore, values, start.values);

  // A form first touched in the served page, before the app took over, carries that time (shell/early.js).
  const noteInteraction = () => {
    startedAtRef.current ??= Number(formRef.current?.dataset.startedAt) || Date.now();
  };

  const edit =
    (field: FieldName) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      if (field === 'message') {
        const said = limitAnnouncement(values.message.length, value.length, MESSAGE_MAX_LENGTH);
        if (said) announce(said);
      }
      dispatch({ type: 'edit', field, value });
    };

  /** After a send (real or pretended) the next message needs its own fill time. */
  const finishSubmission = () => {
    draftStore.clear();
    setHoneypot('');
    startedAtRef.current = null;
    delete formRef.current?.dataset.startedAt;
    restoredRef.current = false;
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
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
    const bot = isLikelyBot({
      honeypot,
      startedAt: startedAtRef.current,
      now: Date.now(),
      minFillMs,
      restored: restoredRef.current,
    });
    if (bot) {
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

  const counterId = `${baseId}-message-counter`;
  const counter = {
    id: counterId,
    node: (
      <p
        id={counterId}
        className={`${styles.counter} ${isNearLimit(values.message.length, MESSAGE_MAX_LENGTH) ? styles.near : ''}`}
      >
        {counterText(values.message.length, MESSAGE_MAX_LENGTH)}
        <span className="sr-only">{copy.counter.unit}</span>
      </p>
    ),
  };

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={copy.label}
      aria-busy={sending}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      onFocus={noteInteraction}
      onPointerDown={noteInteraction}
      onInput={noteInteraction}
    >
      <p className={styles.required}>{copy.requiredNote}</p>
      <div className={styles.grid}>
        <Field field="name" baseId={baseId} error={errors.name}>
          {(control) => (
            <input
              {...control}
              className={styles.control}
              type="text"
              autoComplete="name"
              placeholder={copy.fields.name.placeholder}
              value={values.name}
              readOnly={sending}
              onChange={edit('name')}
            />
          )}
        </Field>
        <Field field="email" baseId={baseId} error={errors.email}>
          {(control) => (
            <input
              {...control}
              className={styles.control}
              type="email"
              autoComplete="email"
              spellCheck={false}
              placeholder={copy.fields.email.placeholder}
              value={values.email}
              readOnly={sending}
              onChange={edit('email')}
            />
          )}
        </Field>
        <Field field="phone" baseId={baseId} error={errors.phone} hint={copy.fields.phone.hint}>
          {(control) => (
            <input
              {...control}
              className={styles.control}
              type="tel"
              autoComplete="tel"
              placeholder={copy.fields.phone.placeholder}
              value={values.phone}
              readOnly={sending}
              onChange={edit('phone')}
            />
          )}
        </Field>
        <Field field="service" baseId={baseId} error={errors.service}>
          {(control) => (
            <div className={styles.selectWrap}>
              <select
                {...control}
                className={`${styles.control} ${styles.select}`}
                value={values.service}
                onChange={edit('service')}
              >
                <option value="">{copy.fields.service.placeholder}</option>
                {contactServices.map((service) => (
                  <option key={service.id} value={service.id}>
                    {service.label}
                  </option>
                ))}
              </select>
              <Icon name="chevron-down" size={20} className={styles.chevron} />
            </div>
          )}
        </Field>
        <Field field="message" baseId={baseId} error={errors.message} after={counter} wide>
          {(control) => (
            <textarea
              {...control}
              className={`${styles.control} ${styles.textarea}`}
              rows={7}
              maxLength={MESSAGE_MAX_LENGTH}
              placeholder={copy.fields.message.placeholder}
              value={values.message}
              readOnly={sending}
              onChange={edit('message')}
            />
          )}
        </Field>
      </div>

      {/* The honeypot: off-screen for sighted visitors, skipped by Tab, labelled for screen readers. */}
      <div className={styles.honeypot}>
        <label htmlFor={`${baseId}-website`}>{copy.honeypot.label}</label>
        <input
          id={`${baseId}-website`}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={honeypot}
          onChange={(event) => setHoneypot(event.target.value)}
        />
      </div>

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={sending}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="send" size={18} />}
          <span>{sending ? copy.sending : copy.submit}</span>
        </button>
        <p className={styles.pending} role="status" data-pending-note={copy.pending} />
        <p className={styles.privacy}>
          {copy.privacy.before}
          <Link to={copy.privacy.link.href}>{copy.privacy.link.text}</Link>
          {copy.privacy.after}
        </p>
      </div>
    </form>
  );
}
