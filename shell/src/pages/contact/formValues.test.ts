// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fillUntouched, readContactForm } from './formValues';
import { emptyContact, sampleContact, typedContact } from './sampleContact';

/** The contact form's field types, as served: empty, no service chosen. */
const servedFields = `
  <input name="name" type="text">
  <input name="email" type="email">
  <input name="phone" type="tel">
  <select name="service">
    <option value="">Select a service</option>
    <option value="web-development">Web Development</option>
    <option value="fintech-solutions">Fintech Solutions</option>
  </select>
  <textarea name="message"></textarea>
  <input name="website" type="text">`;

let form: HTMLFormElement;
const control = (name: string) => form.elements.namedItem(name) as HTMLInputElement;

beforeEach(() => {
  form = document.createElement('form');
  form.innerHTML = servedFields;
  document.body.append(form);
});

afterEach(() => form.remove());

describe('readContactForm', () => {
  it('reads every field type, and the honeypot apart', () => {
    for (const [name, value] of Object.entries({ ...sampleContact, website: 'https://spam.example' })) {
      control(name).value = value;
    }
    expect(readContactForm(form)).toEqual({ values: sampleContact, honeypot: 'https://spam.example' });
  });

  it('reads a form as served as empty, with no service chosen', () => {
    expect(readContactForm(form)).toEqual({
      values: emptyContact,
      honeypot: '',
    });
  });
});

describe('fillUntouched', () => {
  it('writes into every field type the visitor has not changed', () => {
    expect(fillUntouched(form, sampleContact)).toBe(true);
    expect(readContactForm(form).values).toEqual(sampleContact);
  });

  it('leaves each field the visitor changed as they left it, whatever its type', () => {
    for (const [name, value] of Object.entries(typedContact)) control(name).value = value;
    expect(fillUntouched(form, sampleContact)).toBe(false);
    expect(readContactForm(form).values).toEqual(typedContact);
  });

  it('fills the fields left untouched beside those the visitor changed', () => {
    control('name').value = 'Asha Verma';
    control('service').value = 'web-development';
    expect(fillUntouched(form, sampleContact)).toBe(true);
    expect(readContactForm(form).values).toEqual({
      ...sampleContact,
      name: 'Asha Verma',
      service: 'web-development',
    });
  });

  it('skips empty values and never writes the honeypot', () => {
    const values = { name: '', website: 'https://spam.example' };
    expect(fillUntouched(form, values)).toBe(false);
    expect(readContactForm(form)).toEqual({
      values: emptyContact,
      honeypot: '',
    });
  });

  it('counts a select on the option it was served with as untouched', () => {
    form.querySelector('option[value="web-development"]')?.setAttribute('selected', '');
    expect(fillUntouched(form, { service: 'fintech-solutions' })).toBe(true);
    expect(control('service').value).toBe('fintech-solutions');
    expect(fillUntouched(form, { service: 'web-development' })).toBe(false);
  });
});
