import { contactProblems, fieldNames, findContactService, type ContactProblem, type FieldName } from '@site/contact';
import { validationMessages as messages } from './content';

export { fieldNames, isValidEmail, isValidPhone, MESSAGE_MAX_LENGTH, normalizePhone } from '@site/contact';
export type { FieldName } from '@site/contact';
export type ContactValues = Readonly<Record<FieldName, string>>;
export type FieldErrors = Readonly<Partial<Record<FieldName, string>>>;

/** The words of each rule a field can break (SPEC §5); text fields are always text in the form. */
const problemMessages: Record<FieldName, Partial<Record<ContactProblem, string>>> = {
  name: { required: messages.nameRequired },
  email: { required: messages.emailRequired, invalid: messages.emailInvalid },
  phone: { required: messages.phoneRequired, invalid: messages.phoneInvalid },
  service: { required: messages.serviceRequired },
  message: { required: messages.messageRequired, tooLong: messages.messageTooLong },
};

/**
 * Checks every field with the rules the server's outbox checks too (`@site/contact`); returns the error of
 * each invalid field, none when the form may be sent.
 */
export function validateContact(values: ContactValues): FieldErrors {
  const problems = contactProblems(values);
  const errors: Partial<Record<FieldName, string>> = {};
  for (const field of fieldNames) {
    const problem = problems[field];
    if (problem) errors[field] = problemMessages[field][problem];
  }
  return errors;
}

export const hasErrors = (errors: FieldErrors): boolean => fieldNames.some((field) => errors[field] !== undefined);

/** The field that receives focus after a failed submit: the first invalid one in form order. */
export const firstInvalidField = (errors: FieldErrors): FieldName | undefined =>
  fieldNames.find((field) => errors[field] !== undefined);

/**
 * What the e-mail template receives: trimmed text, and the service's label ('Fintech Solutions') rather
 * than its id, so that the e-mail reads well. Call only with values that passed validation.
 */
export function toTemplateParams(values: ContactValues): ContactValues {
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    service: findContactService(values.service)?.label ?? values.service,
    message: values.message.trim(),
  };
}
