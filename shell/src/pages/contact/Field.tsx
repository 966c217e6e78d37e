import type { ReactNode } from 'react';
import { Icon } from '@site/ui';
import { form as copy } from './content';
import type { FieldName } from './validation';
import styles from './ContactForm.module.css';

export interface ControlProps {
  readonly id: string;
  readonly name: FieldName;
  readonly 'aria-invalid': boolean;
  readonly 'aria-describedby': string | undefined;
  readonly 'aria-required': true;
}

/** Label above, control, then optional hint, counter and error below; the error is tied to the control. */
export function Field({
  field,
  baseId,
  error,
  hint,
  after,
  wide,
  children,
}: {
  readonly field: FieldName;
  readonly baseId: string;
  readonly error: string | undefined;
  readonly hint?: string;
  /** Extra text under the control (the message counter), with its id. */
  readonly after?: { readonly id: string; readonly node: ReactNode };
  readonly wide?: boolean;
  readonly children: (control: ControlProps) => ReactNode;
}) {
  const id = `${baseId}-${field}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, after?.id, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`}>
      <label htmlFor={id} className={styles.label}>
        {copy.fields[field].label}
      </label>
      {children({
        id,
        name: field,
        'aria-invalid': error !== undefined,
        'aria-describedby': describedBy,
        'aria-required': true,
      })}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {after?.node}
      {error ? (
        <p id={errorId} className={styles.error}>
          <Icon name="alert" size={16} />
          {error}
        </p>
      ) : null}
    </div>
  );
}
