import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@site/ui';
import { ContactFields } from './ContactFields';
import { form as copy } from './content';
import { HoneypotField } from './HoneypotField';
import { useContactSubmission } from './useContactSubmission';
import styles from './ContactForm.module.css';
import { pendingNoteAttribute } from '@site/document';

/**
 * The contact form (SPEC §4, §5, §7, §8): checked on submit, sent through EmailJS, with a draft that
 * survives reloads and failures, and two quiet bot filters (useContactSubmission, useSpamGuard).
 */
export function ContactForm() {
  const baseId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const { errors, sending, messageLength, edited, submit, spamGuard } = useContactSubmission(formRef);

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={copy.label}
      aria-busy={sending}
      noValidate
      onSubmit={(event) => void submit(event)}
      onChange={edited}
      onFocus={spamGuard.noteInteraction}
      onPointerDown={spamGuard.noteInteraction}
      onInput={spamGuard.noteInteraction}
    >
      <p className={styles.required}>{copy.requiredNote}</p>
      <ContactFields baseId={baseId} errors={errors} messageLength={messageLength} sending={sending} />
      <HoneypotField baseId={baseId} />

      <div className={styles.actions}>
        <button type="submit" className={styles.submit} aria-disabled={sending}>
          {sending ? <span className={styles.spinner} aria-hidden="true" /> : <Icon name="send" size={18} />}
          <span>{sending ? copy.sending : copy.submit}</span>
        </button>
        {/* Shown by CSS while a Send waits for the app (the form's `data-pending-submit`). */}
        <p className={styles.pending} role="status" {...{ [pendingNoteAttribute]: '' }} hidden>
          {copy.pending}
        </p>
        <p className={styles.privacy}>
          {copy.privacy.before}
          <Link to={copy.privacy.link.href}>{copy.privacy.link.text}</Link>
          {copy.privacy.after}
        </p>
      </div>
    </form>
  );
}
