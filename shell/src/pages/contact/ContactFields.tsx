import { contactServices } from '@site/routes';
import { Icon } from '@site/ui';
import { form as copy, type FieldCopy } from './content';
import { Field } from './Field';
import { counterText, isNearLimit } from './messageCounter';
import { MESSAGE_MAX_LENGTH, type FieldErrors } from './validation';
import styles from './ContactForm.module.css';

/** The one-line fields, in form order. */
const textInputs = [
  { field: 'name', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email', spellCheck: false },
  { field: 'phone', type: 'tel', autoComplete: 'tel' },
] as const;

/**
 * The five fields of the contact form (SPEC §4), uncontrolled: the browser keeps what the visitor types, from
 * the served page on. Read-only while a message is being sent.
 */
export function ContactFields({
  baseId,
  errors,
  messageLength,
  sending,
}: {
  readonly baseId: string;
  readonly errors: FieldErrors;
  readonly messageLength: number;
  readonly sending: boolean;
}) {
  const counterId = `${baseId}-message-counter`;
  const counter = {
    id: counterId,
    node: (
      <p
        id={counterId}
        className={`${styles.counter} ${isNearLimit(messageLength, MESSAGE_MAX_LENGTH) ? styles.near : ''}`}
      >
        {counterText(messageLength, MESSAGE_MAX_LENGTH)}
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
                readOnly={sending}
              />
            )}
          </Field>
        );
      })}
      <Field field="service" baseId={baseId} error={errors.service}>
        {(control) => (
          <div className={styles.selectWrap}>
            <select {...control} className={`${styles.control} ${styles.select}`}>
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
            readOnly={sending}
          />
        )}
      </Field>
    </div>
  );
}
