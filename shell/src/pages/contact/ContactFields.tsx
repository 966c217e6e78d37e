import type { ChangeEvent } from 'react';
import { contactServices } from '@site/routes';
import { Icon } from '@site/ui';
import { form as copy, type FieldCopy } from './content';
import { Field } from './Field';
import { counterText, isNearLimit } from './messageCounter';
import { MESSAGE_MAX_LENGTH, type ContactValues, type FieldErrors, type FieldName } from './validation';
import styles from './ContactForm.module.css';

type Edit = (
  field: FieldName,
) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

/** The one-line fields, in form order. */
const textInputs = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email', spellCheck: false },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/** The five fields of the contact form (SPEC §4), read-only while a message is being sent. */
export function ContactFields({
  baseId,
  values,
  errors,
  sending,
  edit,
}: {
  readonly baseId: string;
  readonly values: ContactValues;
  readonly errors: FieldErrors;
  readonly sending: boolean;
  readonly edit: Edit;
}) {
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
    <div className={styles.grid}>
      {textInputs.map(({ field, ...input }) => {
        const fieldCopy: FieldCopy = copy.fields[field];
        return (
          <Field key={field} field={field} baseId={baseId} error={errors[field]} hint={fieldCopy.hint}>
            {(control) => (
              <input
                {...control}
                {...input}
                className={styles.control}
                placeholder={fieldCopy.placeholder}
                value={values[field]}
                readOnly={sending}
                onChange={edit(field)}
              />
            )}
          </Field>
        );
      })}
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
  );
}
