import { describe, expect, it } from 'vitest';
import { contactServices } from '@site/routes';
import {
  MESSAGE_MAX_LENGTH,
  firstInvalidField,
  hasErrors,
  isValidEmail,
  isValidPhone,
  normalizePhone,
  toTemplateParams,
  validateContact,
  type ContactValues,
} from './validation';
import { sampleContact } from './sampleContact';

const valid = sampleContact;
const errorsFor = (change: Partial<ContactValues>) => validateContact({ ...valid, ...change });

describe('validateContact', () => {
  it('accepts a complete, well-formed submission', () => {
    expect(validateContact(valid)).toEqual({});
    expect(hasErrors(validateContact(valid))).toBe(false);
  });

  it('reports every empty field with the SPEC message, in form order', () => {
    const errors = validateContact({ name: '', email: '', phone: '', service: '', message: '' });
    expect(errors).toEqual({
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      service: 'Please select a service.',
      message: 'Message is required.',
    });
    expect(hasErrors(errors)).toBe(true);
    expect(firstInvalidField(errors)).toBe('name');
  });

  it('treats whitespace-only text as empty', () => {
    expect(errorsFor({ name: '   \t ' })).toEqual({ name: 'Name is required.' });
    expect(errorsFor({ email: '  ' })).toEqual({ email: 'Email is required.' });
    expect(errorsFor({ phone: ' \u00a0 ' })).toEqual({ phone: 'Phone number is required.' });
    expect(errorsFor({ message: '\n\n  ' })).toEqual({ message: 'Message is required.' });
  });

  it('requires a service from the list: nothing chosen or an unknown id fails', () => {
    expect(errorsFor({ service: '' })).toEqual({ service: 'Please select a service.' });
    expect(errorsFor({ service: 'Fintech Solutions' })).toEqual({ service: 'Please select a service.' });
    expect(errorsFor({ service: 'blockchain' })).toEqual({ service: 'Please select a service.' });
    for (const service of contactServices) expect(errorsFor({ service: service.id })).toEqual({});
  });

  it('accepts a message of exactly 5,000 characters and rejects one over it', () => {
    expect(MESSAGE_MAX_LENGTH).toBe(5000);
    expect(errorsFor({ message: 'a'.repeat(5000) })).toEqual({});
    expect(errorsFor({ message: 'a'.repeat(5001) })).toEqual({
      message: 'Message must be 5,000 characters or fewer.',
    });
  });

  it('points at the first invalid field in form order', () => {
    expect(firstInvalidField(errorsFor({ phone: '123', message: '' }))).toBe('phone');
    expect(firstInvalidField(errorsFor({ message: '', email: 'x' }))).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('email: loose x@y.z', () => {
  it.each(['a@b.co', 'priya.sharma+leads@example.co.in', '  padded@example.com  ', 'x@y.z'])('accepts %j', (email) => {
    expect(isValidEmail(email)).toBe(true);
    expect(errorsFor({ email })).toEqual({});
  });

  it.each(['plainaddress', 'a@b', '@b.co', 'a@.', 'a@b.', 'a@@b.co', 'a b@c.co', 'a@b c.co', 'a@b.co d'])(
    'rejects %j with "Email is invalid."',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
      expect(errorsFor({ email })).toEqual({ email: 'Email is invalid.' });
    },
  );
});

describe('phone: optional plus, then 10 to 15 digits', () => {
  const digits = (count: number) => '9'.repeat(count);

  it.each([10, 15])('accepts %i digits, with and without +', (count) => {
    expect(isValidPhone(digits(count))).toBe(true);
    expect(isValidPhone(`+${digits(count)}`)).toBe(true);
  });

  it.each([9, 16])('rejects %i digits, with and without +', (count) => {
    expect(isValidPhone(digits(count))).toBe(false);
    expect(isValidPhone(`+${digits(count)}`)).toBe(false);
    expect(errorsFor({ phone: digits(count) })).toEqual({ phone: 'Phone number is invalid.' });
  });

  it('strips spaces and dashes before counting: they are separators, not digits', () => {
    expect(normalizePhone('+91 98200-45678')).toBe('+919820045678');
    expect(isValidPhone('+91 98200 45678')).toBe(true);
    expect(isValidPhone(' 98200 45678 ')).toBe(true);
    expect(isValidPhone('98200-45678')).toBe(true);
    expect(isValidPhone('+ 91 98200 45678')).toBe(true);
    // Nine digits stay nine digits however they are spaced.
    expect(isValidPhone('982 004 567')).toBe(false);
    expect(isValidPhone('9 9 9 9 9 9 9 9 9')).toBe(false);
    // Sixteen digits stay too many.
    expect(isValidPhone('+91 9820 0456 7812 34')).toBe(false);
  });

  it.each(['98200456a8', '(022) 4567 8901', '022.4567.8901', '91+9820045678', '++919820045678', '+'])(
    'rejects other characters: %j',
    (phone) => {
      expect(isValidPhone(phone)).toBe(false);
    },
  );
});

describe('toTemplateParams', () => {
  it('sends trimmed text and the service label', () => {
    expect(
      toTemplateParams({
        name: '  Priya Sharma ',
        email: ' priya@example.in ',
        phone: ' +91 98200 45678 ',
        service: 'fintech-solutions',
        message: '\n Hello \n',
      }),
    ).toEqual({
      name: 'Priya Sharma',
      email: 'priya@example.in',
      phone: '+91 98200 45678',
      service: 'Fintech Solutions',
      message: 'Hello',
    });
  });
});
