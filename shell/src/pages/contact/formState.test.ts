import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, type FormAction, type FormState } from './formState';
import { emptyValues, type ContactValues } from './validation';

const filled: ContactValues = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+919820045678',
  service: 'web-development',
  message: 'A new website, please.',
};
const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);

describe('contact form state machine', () => {
  it('starts idle with the given values and no errors', () => {
    expect(initialFormState()).toEqual({ status: 'idle', values: emptyValues, errors: {}, attempt: 0 });
    expect(initialFormState(filled).values).toBe(filled);
  });

  it('idle → sending on submit, clearing errors', () => {
    const state = run(
      initialFormState(filled),
      { type: 'invalid', errors: { email: 'Email is invalid.' } },
      { type: 'submit', attempt: 1 },
    );
    expect(state).toMatchObject({ status: 'sending', attempt: 1, errors: {}, values: filled });
  });

  it('sending → idle on success, with the form and errors cleared', () => {
    const state = run(initialFormState(filled), { type: 'submit', attempt: 1 }, { type: 'succeeded', attempt: 1 });
    expect(state).toEqual({ status: 'idle', values: emptyValues, errors: {}, attempt: 1 });
  });

  it('sending → idle on failure, with the values kept', () => {
    const state = run(initialFormState(filled), { type: 'submit', attempt: 1 }, { type: 'failed', attempt: 1 });
    expect(state).toEqual({ status: 'idle', values: filled, errors: {}, attempt: 1 });
  });

  it('ignores a second submit while sending', () => {
    const sending = run(initialFormState(filled), { type: 'submit', attempt: 1 });
    expect(formReducer(sending, { type: 'submit', attempt: 2 })).toBe(sending);
  });

  it('starts from restored values, clearing any errors, but not while sending', () => {
    const invalid = run(initialFormState(), { type: 'invalid', errors: { name: 'Name is required.' } });
    const restored = formReducer(invalid, { type: 'restore', values: filled });
    expect(restored.values).toBe(filled);
    expect(restored.errors).toEqual({});
    const sending = run(initialFormState(filled), { type: 'submit', attempt: 1 });
    expect(formReducer(sending, { type: 'restore', values: initialFormState().values })).toBe(sending);
  });

  it('ignores edits and validation results while sending', () => {
    const sending = run(initialFormState(filled), { type: 'submit', attempt: 1 });
    expect(formReducer(sending, { type: 'edit', field: 'name', value: 'Someone else' })).toBe(sending);
    expect(formReducer(sending, { type: 'invalid', errors: { name: 'Name is required.' } })).toBe(sending);
  });

  it('ignores answers for another attempt (a late reply after a timeout)', () => {
    const first = run(initialFormState(filled), { type: 'submit', attempt: 1 }, { type: 'failed', attempt: 1 });
    // The late success of attempt 1 arrives while idle: nothing changes.
    expect(formReducer(first, { type: 'succeeded', attempt: 1 })).toBe(first);
    // …or while attempt 2 is in flight: still nothing.
    const second = formReducer(first, { type: 'submit', attempt: 2 });
    expect(formReducer(second, { type: 'succeeded', attempt: 1 })).toBe(second);
    expect(formReducer(second, { type: 'failed', attempt: 1 })).toBe(second);
    expect(formReducer(second, { type: 'succeeded', attempt: 2 }).values).toEqual(emptyValues);
  });

  it('ignores success and failure when idle', () => {
    const idle = initialFormState(filled);
    expect(formReducer(idle, { type: 'succeeded', attempt: 0 })).toBe(idle);
    expect(formReducer(idle, { type: 'failed', attempt: 0 })).toBe(idle);
  });

  it("editing a field clears only that field's error", () => {
    const invalid = formReducer(initialFormState(), {
      type: 'invalid',
      errors: { name: 'Name is required.', email: 'Email is required.', message: 'Message is required.' },
    });
    const state = formReducer(invalid, { type: 'edit', field: 'email', value: 'p' });
    expect(state.values.email).toBe('p');
    expect(state.errors).toEqual({ name: 'Name is required.', message: 'Message is required.' });
    expect(state.status).toBe('idle');
  });

  it('an edit that changes nothing returns the same state', () => {
    const state = initialFormState(filled);
    expect(formReducer(state, { type: 'edit', field: 'name', value: filled.name })).toBe(state);
  });
});
