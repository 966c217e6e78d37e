// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import toast from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { toastMessages } from './content';
import { sendContactMessage } from './sendMessage';
import { useContactSubmission } from './useContactSubmission';
import type { ContactValues, FieldName } from './validation';
import { sampleContact } from './sampleContact';

vi.mock('./sendMessage', () => ({ sendContactMessage: vi.fn() }));
vi.mock('react-hot-toast', () => ({
  default: { error: vi.fn(), success: vi.fn(), loading: vi.fn(() => 'sending-toast'), dismiss: vi.fn() },
}));

const send = vi.mocked(sendContactMessage);
const valid = sampleContact;
let form: HTMLFormElement;

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
  form = document.createElement('form');
  form.innerHTML = '<input name="name"><input name="email">';
  document.body.append(form);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  form.remove();
  localStorage.clear();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SiteProvider company={company} mode="standalone">
    <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>
  </SiteProvider>
);

function renderForm() {
  const hook = renderHook(() => useContactSubmission({ current: form }), { wrapper });
  const fill = (values: Partial<ContactValues>) =>
    act(() => {
      for (const [field, value] of Object.entries(values)) {
        hook.result.current.edit(field as FieldName)({ target: { value } } as ChangeEvent<HTMLInputElement>);
      }
    });
  const submitEvent = { preventDefault: () => undefined } as FormEvent<HTMLFormElement>;
  const submit = () => act(() => hook.result.current.submit(submitEvent));
  /** Submits and returns once the submission is under way (its synchronous updates rendered). */
  const startSubmit = () => {
    let submission: Promise<void> = Promise.resolve();
    act(() => {
      submission = hook.result.current.submit(submitEvent);
    });
    return () => act(() => submission);
  };
  /** A person: touches the form, fills it, and takes longer than the minimum fill time. */
  const fillAsAPerson = () => {
    hook.result.current.spamGuard.noteInteraction();
    fill(valid);
    vi.advanceTimersByTime(10_000);
  };
  return { result: hook.result, fill, submit, startSubmit, fillAsAPerson };
}

describe('useContactSubmission', () => {
  it('shows the errors, focuses the first invalid field and sends nothing', async () => {
    const { result, fill, submit } = renderForm();
    fill({ email: 'priya@' });
    await submit();
    expect(result.current.errors.name).toBe('Name is required.');
    expect(result.current.errors.email).toBeDefined();
    expect(document.activeElement).toBe(form.elements.namedItem('name'));
    expect(toast.error).toHaveBeenCalledWith(toastMessages.invalid, { id: 'contact-invalid' });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends a person’s message, holds the values while sending, then clears the form', async () => {
    let accept = () => undefined as void;
    send.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    const { result, fill, startSubmit, fillAsAPerson } = renderForm();
    fillAsAPerson();
    const finished = startSubmit();
    expect(result.current.sending).toBe(true);
    fill({ name: 'Someone else' });
    expect(result.current.values.name).toBe(valid.name);
    expect(send).toHaveBeenCalledWith({ ...valid, service: 'Fintech Solutions' }, null);
    accept();
    await finished();
    expect(result.current.sending).toBe(false);
    expect(result.current.values.name).toBe('');
    expect(toast.success).toHaveBeenCalledWith(toastMessages.success, { id: 'sending-toast' });
  });

  it('keeps the values and says so when the send fails', async () => {
    send.mockRejectedValue(new Error('The e-mail service did not answer within 15 s.'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result, submit, fillAsAPerson } = renderForm();
    fillAsAPerson();
    await submit();
    expect(result.current.values).toEqual(valid);
    expect(toast.error).toHaveBeenCalledWith(toastMessages.failure, { id: 'sending-toast' });
  });

  it('answers a bot (filled honeypot, or a form filled too fast) as a success and sends nothing', async () => {
    const { result, fill, submit, fillAsAPerson } = renderForm();
    fillAsAPerson();
    act(() => result.current.spamGuard.setHoneypot('https://spam.example'));
    await submit();
    expect(result.current.values.name).toBe('');
    expect(result.current.spamGuard.honeypot).toBe('');

    result.current.spamGuard.noteInteraction();
    fill(valid);
    await submit();
    expect(result.current.values.name).toBe('');
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(send).not.toHaveBeenCalled();
  });
});
