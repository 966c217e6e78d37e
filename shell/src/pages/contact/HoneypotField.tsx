import { form as copy } from './content';
import styles from './ContactForm.module.css';

/** The honeypot: off-screen for sighted visitors, skipped by Tab, labelled for screen readers. */
export function HoneypotField({
  baseId,
  value,
  onChange,
}: {
  readonly baseId: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  return (
    <div className={styles.honeypot}>
      <label htmlFor={`${baseId}-website`}>{copy.honeypot.label}</label>
      <input
        id={`${baseId}-website`}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
