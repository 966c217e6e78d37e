import type { FieldErrors, FieldName } from './validation';

/**
 * The contact form's state machine (SPEC §4); the values themselves are the fields' own (formValues.ts):
 *
 *   idle ──submit──▶ sending ──succeeded──▶ idle (errors cleared; the form is reset)
 *                           └──failed─────▶ idle (values kept)
 *
 * Every submit carries an attempt number; an answer for any other attempt (a late reply after a timeout,
 * say) is ignored.
 */
type FormStatus = 'idle' | 'sending';

export interface FormState {
  readonly status: FormStatus;
  readonly errors: FieldErrors;
  /** The attempt in flight (while sending) or the last one. */
  readonly attempt: number;
}

export type FormAction =
  | { readonly type: 'edited'; readonly field: FieldName }
  | { readonly type: 'invalid'; readonly errors: FieldErrors }
  | { readonly type: 'submit'; readonly attempt: number }
  | { readonly type: 'succeeded'; readonly attempt: number }
  | { readonly type: 'failed'; readonly attempt: number };

export const initialFormState: FormState = { status: 'idle', errors: {}, attempt: 0 };

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'edited': {
      // Editing a field clears that field's own error, and only that one.
      if (state.errors[action.field] === undefined) return state;
      const errors = { ...state.errors };
      delete errors[action.field];
      return { ...state, errors };
    }
    case 'invalid':
      if (state.status === 'sending') return state;
      return { ...state, errors: action.errors };
    case 'submit':
      if (state.status === 'sending') return state;
      return { ...state, status: 'sending', errors: {}, attempt: action.attempt };
    case 'succeeded':
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'idle', errors: {} };
    case 'failed':
      if (state.status !== 'sending' || action.attempt !== state.attempt) return state;
      return { ...state, status: 'idle' };
  }
}
