import { findContactService } from '@site/routes';
import { validationMessages as messages } from './content';

/** The five fields of a contact form submission (SPEC §3), in the order the form shows them. */
export const fieldNames = ['name', 'email', 'phone', 'service', 'message'] as const;
export type FieldName = (typeof fieldNames)[number];
export type ContactValues = Readonly<Record<FieldName, string>>;
export type FieldErrors = Readonly<Partial<Record<FieldName, string>>>;

export const emptyValues: ContactValues = { name: '', email: '', phone: '', service: '', message: '' };

/** The message field accepts at most this many characters (the textarea enforces it as well). */
export const MESSAGE_MAX_LENGTH = 5000;

/** Loose x@y.z: something, an @, something, a dot, something; no spaces and no second @. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** An optional plus, then 10 to 15 digits (SPEC §5, §9). */
const PHONE_PATTERN = /^\+?\d{10,15}$/;

/**
 * Spaces and dashes are separators that people type ('+91 98200 45678', '98200-45678'), not digits: they are
 * removed before the digit count is checked, so they never count towards 10 to 15. Anything else that is not
 * a digit (letters, dots, brackets, a plus anywhere but first) makes the number invalid.
 */
export const normalizePhone = (value: string): string => value.replace(/[\s-]+/g, '');

export const isValidEmail = (value: string): boolean => EMAIL_PATTERN.test(value.trim());
export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(normalizePhone(value));

/** Checks every field (SPEC §5); returns the error of each invalid field, none when the form may be sent. */
export function validateContact(values: ContactValues): FieldErrors {
  const errors: Partial<Record<FieldName, string>> = {};
  if (values.name.trim() === '') errors.name = messages.nameRequired;

  if (values.email.trim() === '') errors.email = messages.emailRequired;
  else if (!isValidEmail(values.email)) errors.email = messages.emailInvalid;

  if (values.phone.trim() === '') errors.phone = messages.phoneRequired;
  else if (!isValidPhone(values.phone)) errors.phone = messages.phoneInvalid;

  if (!findContactService(values.service)) errors.service = messages.serviceRequired;

  if (values.message.trim() === '') errors.message = messages.messageRequired;
  else if (values.message.length > MESSAGE_MAX_LENGTH) errors.message = messages.messageTooLong;

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
