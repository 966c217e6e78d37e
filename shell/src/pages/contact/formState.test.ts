import { describe, expect, it } from 'vitest';
import { formReducer, initialFormState, type FormAction, type FormState } from './formState';

const run = (state: FormState, ...actions: FormAction[]) => actions.reduce(formReducer, state);

describe('contact form state machine', () => {
  it('starts idle with no errors', () => {
    expect(initialFormState).toEqual({ status: 'idle', errors: {}, attempt: 0 });
  });

  it('idle → sending on submit, clearing errors', () => {
    const state = run(
      initialFormState,
      { type: 'invalid', errors: { email: 'Email is invalid.' } },
      { type: 'submit', attempt: 1 },
    );
    expect(state).toEqual({ status: 'sending', attempt: 1, errors: {} });
  });

  it('sending → idle on success or failure', () => {
    const sending = run(initialFormState, { type: 'submit', attempt: 1 });
    expect(formReducer(sending, { type: 'succeeded', attempt: 1 })).toEqual({ status: 'idle', errors: {}, attempt: 1 });
    expect(formReducer(sending, { type: 'failed', attempt: 1 })).toEqual({ status: 'idle', errors: {}, attempt: 1 });
  });

  it('ignores a second submit and validation results while sending', () => {
    const sending = run(initialFormState, { type: 'submit', attempt: 1 });
    expect(formReducer(sending, { type: 'submit', attempt: 2 })).toBe(sending);
    expect(formReducer(sending, { type: 'invalid', errors: { name: 'Name is required.' } })).toBe(sending);
  });

  it('ignores answers for another attempt (a late reply after a timeout)', () => {
    const first = run(initialFormState, { type: 'submit', attempt: 1 }, { type: 'failed', attempt: 1 });
    // The late success of attempt 1 arrives while idle: nothing changes.
    expect(formReducer(first, { type: 'succeeded', attempt: 1 })).toBe(first);
    // …or while attempt 2 is in flight: still nothing.
    const second = formReducer(first, { type: 'submit', attempt: 2 });
    expect(formReducer(second, { type: 'succeeded', attempt: 1 })).toBe(second);
    expect(formReducer(second, { type: 'failed', attempt: 1 })).toBe(second);
    expect(formReducer(second, { type: 'succeeded', attempt: 2 }).status).toBe('idle');
  });

  it('ignores success and failure when idle', () => {
    expect(formReducer(initialFormState, { type: 'succeeded', attempt: 0 })).toBe(initialFormState);
    expect(formReducer(initialFormState, { type: 'failed', attempt: 0 })).toBe(initialFormState);
  });

  it("editing a field clears only that field's error", () => {
    const invalid = formReducer(initialFormState, {
      type: 'invalid',
      errors: { name: 'Name is required.', email: 'Email is required.', message: 'Message is required.' },
    });
    const state = formReducer(invalid, { type: 'edited', field: 'email' });
    expect(state.errors).toEqual({ name: 'Name is required.', message: 'Message is required.' });
    expect(state.status).toBe('idle');
  });

  it('editing a field without an error returns the same state', () => {
    const invalid = formReducer(initialFormState, { type: 'invalid', errors: { name: 'Name is required.' } });
    expect(formReducer(invalid, { type: 'edited', field: 'email' })).toBe(invalid);
  });
});
