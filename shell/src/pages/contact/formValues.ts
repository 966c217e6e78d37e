import { fieldNames, type ContactValues, type FieldName } from './validation';

/**
 * The form's fields are uncontrolled: the browser holds what the visitor typed, from the served page on, so the
 * app takes over without replaying anything. These read them, and write into them what only the browser knows.
 */

/** The honeypot's name (spamGuard.ts): a field people never see or reach. */
export const HONEYPOT_NAME = 'website';

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const isControl = (element: unknown): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;

export const isFieldName = (name: unknown): name is FieldName => fieldNames.includes(name as FieldName);

/** What the form holds now, as its submission would carry it. */
export function readContactForm(form: HTMLFormElement): { values: ContactValues; honeypot: string } {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  return {
    values: {
      name: text('name'),
      email: text('email'),
      phone: text('phone'),
      service: text('service'),
      message: text('message'),
    },
    honeypot: text(HONEYPOT_NAME),
  };
}

/** The value a field was served with, which `form.reset()` returns it to. */
function servedValue(control: Control): string {
  if (!(control instanceof HTMLSelectElement)) return control.defaultValue;
  const options = [...control.options];
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Writes `values` into the fields the visitor has not changed, so that a value typed before the app took over
 * always wins; empty values are skipped. Returns whether any field was written.
 */
export function fillUntouched(form: HTMLFormElement, values: Partial<ContactValues>): boolean {
  let filled = false;
  for (const field of fieldNames) {
    const value = values[field];
    const control = form.elements.namedItem(field);
    if (!value || !isControl(control) || control.value !== servedValue(control)) continue;
    control.value = value;
    filled = true;
  }
  return filled;
}
