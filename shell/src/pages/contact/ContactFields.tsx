import type { ChangeEvent } from 'react';
import { contactServices } from '@site/routes';
import { Icon } from '@site/ui';
import { form as copy } from './content';
import { Field } from './Field';
import { counterText, isNearLimit } from './messageCounter';
import { MESSAGE_MAX_LENGTH, type ContactValues, type FieldErrors, type FieldName } from './validation';
import styles from './ContactForm.module.css';

type Edit = (
  field: FieldName,
) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;

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
  );
}
