import { form as copy } from './content';
import { HONEYPOT_NAME } from './formValues';
import styles from './ContactForm.module.css';

/** The honeypot: off-screen for sighted visitors, skipped by Tab, labelled for screen readers. */
export function HoneypotField({ baseId }: { readonly baseId: string }) {
  return (
    <div className={styles.honeypot}>
      <label htmlFor={`${baseId}-website`}>{copy.honeypot.label}</label>
      <input id={`${baseId}-website`} name={HONEYPOT_NAME} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
