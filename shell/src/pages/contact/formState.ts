import { emptyValues, type ContactValues, type FieldErrors, type FieldName } from './validation';

/**
 * The contact form's state machine (SPEC §4):
 *
 *   idle ──submit──▶ sending ──succeeded──▶ idle (values and errors cleared)
 *                           └──failed─────▶ idle (values kept)
 *
 * Every submit carries an attempt number; an answer for any other attempt (a late reply after a timeout,
 * say) is ignored. Edits are ignored while sending, so the values that were sent are the values on screen.
 */
export type FormStatus = 'idle' | 'sending';

export interface FormState {
  readonly status: FormStatus;
  readonly values: ContactValues;
  readonly errors: FieldErrors;
  /** The attempt in flight (while sending) or the last one. */
  readonly attempt: number;
}

export type FormAction =
  | { readonly type: 'edit'; readonly field: FieldName; readonly value: string }
  /** The values the form starts from, known only in the browser (a saved draft, `?service=`). */
  | { readonly type: 'restore'; readonly values: ContactValues }
  | { readonly type: 'invalid'; readonly errors: FieldErrors }
  | { readonly type: 'submit'; readonly attempt: number }
  | { readonly type: 'succeeded'; readonly attempt: number }
  | { readonly type: 'failed'; readonly attempt: number };

export const initialFormState = (values: ContactValues = emptyValues): FormState => ({
  status: 'idle',
  values,
  errors: {},
  attempt: 0,
});

const withoutError = (errors: FieldErrors, field: FieldName): FieldErrors => {
  if (errors[field] === undefined) return errors;
  const rest = { ...errors };
  delete rest[field];
  return rest;
};

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'edit':
      if (state.status === 'sending') return state;
      if (state.values[action.field] === action.value && state.errors[action.field] === undefined) return state;
      return {
        ...state,
        values: { ...state.values, [action.field]: action.value },
        // Editing a field clears that field's own error, and only that one.
        errors: withoutError(state.errors, action.field),
      };
    case 'restore':
      if (state.status === 'sending') return state;
      return { ...state, values: action.values, errors: {} };
    case 'invalid':
      if (state.status === 'sending') return state;
      return { ...state, errors: action.errors };
    case 'submit':
      if (state.status === 'sending') return state;
      return { ...state, status: 'sending', errors: {}, attempt: action.attempt };
    case 'succeeded':
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'idle', values: emptyValues, errors: {} };
    case 'failed':
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'idle' };
  }
}
