// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import toast from 'react-hot-toast';
import { Link, MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '@site/company';
import { SiteProvider } from '@site/ui';
import { ContactForm } from './ContactForm';
import { toastMessages } from './content';
import { createDraftStore, DRAFT_KEY } from './draftStorage';
import { readContactForm } from './formValues';
import { emptyContact, sampleContact, typedContact } from './sampleContact';
import { sendContactMessage } from './sendMessage';
import { pendingSubmitAttribute } from '@site/document';
import type { ContactValues } from './validation';

vi.mock('./sendMessage', () => ({ sendContactMessage: vi.fn() }));
vi.mock('react-hot-toast', () => ({
  default: { error: vi.fn(), success: vi.fn(), loading: vi.fn(() => 'sending-toast'), dismiss: vi.fn() },
}));

const send = vi.mocked(sendContactMessage);
/** What the e-mail template receives for `sampleContact`. */
const sentSample = { ...sampleContact, service: 'Fintech Solutions' };
/** Longer than the minimum fill time (2,500 ms unless the build sets another). */
const aPersonsPause = 10_000;
/** A second visit's draft, different in every field from `sampleContact` and from what a visitor types. */
const draft: ContactValues = {
  name: 'Draft Name',
  email: 'draft@example.in',
  phone: '+919000000000',
  service: 'other',
  message: 'A draft from an earlier visit.',
};

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
  document.body.innerHTML = '';
});

function Page({ path, children }: { readonly path: string; readonly children?: ReactNode }) {
  return (
    <StrictMode>
      <SiteProvider company={company}>
        <MemoryRouter initialEntries={[path]}>
          <ContactForm />
          {children}
        </MemoryRouter>
      </SiteProvider>
    </StrictMode>
  );
}

const form = () => screen.getByRole('form', { name: 'Contact form' }) as HTMLFormElement;
const control = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: 'Send Message' });

/** The page as served: the form's HTML, before the app's code has arrived. */
function serve(path = '/contact') {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page path={path} />);
  document.body.append(container);
  return container;
}

/** The app takes the served page over: React hydrates it. */
const takeOver = (container: HTMLElement, path = '/contact') =>
  render(<Page path={path} />, { container, hydrate: true });

/** A visitor in the served page, before takeover: the browser keeps what they type, nothing else runs. */
function typeBeforeTakeover(values: Partial<ContactValues>) {
  for (const [name, value] of Object.entries(values)) control(name).value = value;
}

/** A visitor in the app: touches the form and fills each field, as typing would. */
function fill(values: Partial<ContactValues>) {
  control('name').focus();
  for (const [name, value] of Object.entries(values)) fireEvent.change(control(name), { target: { value } });
}

const saveDraft = (values: ContactValues) => createDraftStore(localStorage).save(values);

/** Runs the tasks queued so far (the draft's save, a held Send) and lets a settled send finish rendering. */
const runTasks = () =>
  act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });

describe('ContactForm, in the app', () => {
  beforeEach(() => {
    render(
      <Page path="/contact">
        <Link to="/contact?service=fintech-solutions">Talk to us about fintech</Link>
      </Page>,
    );
  });

  it('shows each error under its field, focuses the first invalid one and sends nothing', () => {
    fill({ email: 'priya@', service: 'fintech-solutions' });
    fireEvent.click(submitButton());

    expect(control('name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Name is required.')).toBeDefined();
    expect(screen.getByText('Email is invalid.')).toBeDefined();
    expect(screen.getByText('Phone number is required.')).toBeDefined();
    expect(screen.queryByText('Please select a service.')).toBeNull();
    expect(screen.getByText('Message is required.')).toBeDefined();
    expect(document.activeElement).toBe(control('name'));
    expect(toast.error).toHaveBeenCalledWith(toastMessages.invalid, { id: 'contact-invalid' });
    expect(send).not.toHaveBeenCalled();

    // Editing a field clears its own error, and only that one.
    fireEvent.change(control('email'), { target: { value: 'priya@example.in' } });
    expect(screen.queryByText('Email is invalid.')).toBeNull();
    expect(screen.getByText('Name is required.')).toBeDefined();
    expect(screen.getByText('Message is required.')).toBeDefined();
  });

  it('sends what every field holds, read-only while sending, then empties the form and the draft', async () => {
    let accept = () => undefined as void;
    send.mockReturnValue(new Promise((resolve) => (accept = resolve)));
    fill(sampleContact);
    vi.advanceTimersByTime(aPersonsPause);
    fireEvent.click(submitButton());

    expect(send).toHaveBeenCalledExactlyOnceWith(sentSample, null);
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDefined();
    expect(control('name').readOnly).toBe(true);
    expect(control('message').readOnly).toBe(true);
    expect(localStorage.getItem(DRAFT_KEY)).toContain(sampleContact.message);

    accept();
    await runTasks();
    expect(readContactForm(form()).values).toEqual(emptyContact);
    expect(screen.getByText('0 / 5,000')).toBeDefined();
    expect(control('name').readOnly).toBe(false);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    expect(toast.success).toHaveBeenCalledWith(toastMessages.success, { id: 'sending-toast' });
  });

  it('keeps what was typed, and the draft, when the send fails', async () => {
    send.mockRejectedValue(new Error('The e-mail service did not answer within 15 s.'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    fill(sampleContact);
    vi.advanceTimersByTime(aPersonsPause);
    fireEvent.click(submitButton());
    await runTasks();

    expect(readContactForm(form()).values).toEqual(sampleContact);
    expect(createDraftStore(localStorage).load()).toEqual(sampleContact);
    expect(toast.error).toHaveBeenCalledWith(toastMessages.failure, { id: 'sending-toast' });
  });

  it('saves the draft shortly after the last edit', () => {
    fill({ name: 'Asha' });
    vi.advanceTimersByTime(399);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
    fill({ name: 'Asha Verma' });
    vi.advanceTimersByTime(400);
    expect(createDraftStore(localStorage).load()).toMatchObject({ name: 'Asha Verma' });
  });

  it('answers a bot (filled honeypot, or a form filled too fast) as a success and sends nothing', () => {
    fill(sampleContact);
    vi.advanceTimersByTime(aPersonsPause);
    fireEvent.change(control('website'), { target: { value: 'https://spam.example' } });
    fireEvent.click(submitButton());
    expect(readContactForm(form())).toEqual({
      values: emptyContact,
      honeypot: '',
    });

    fill(sampleContact);
    fireEvent.click(submitButton());
    expect(control('name').value).toBe('');
    expect(toast.success).toHaveBeenCalledTimes(2);
    expect(send).not.toHaveBeenCalled();
  });

  it('selects the service of a ?service= link followed on the page, over the one chosen, and saves it', () => {
    fill({ service: 'web-development' });
    fireEvent.click(submitButton());
    expect(screen.queryByText('Please select a service.')).toBeNull();
    fill({ service: '' });
    fireEvent.click(submitButton());
    expect(screen.getByText('Please select a service.')).toBeDefined();

    fireEvent.click(screen.getByRole('link', { name: 'Talk to us about fintech' }));
    expect(control('service').value).toBe('fintech-solutions');
    expect(screen.queryByText('Please select a service.')).toBeNull();
    vi.advanceTimersByTime(400);
    expect(createDraftStore(localStorage).load()).toMatchObject({ service: 'fintech-solutions' });
  });

  it('counts the message, and speaks up near the limit', () => {
    fill({ message: 'Hello' });
    expect(screen.getByText('5 / 5,000')).toBeDefined();
    fill({ message: 'x'.repeat(4950) });
    expect(screen.getByText('4,950 / 5,000')).toBeDefined();
    expect(screen.getByTestId('announcer').textContent).toMatch(/50 characters left/);
  });
});

describe('ContactForm, taking over the served page', () => {
  it('keeps every field typed before takeover over the draft and ?service=, and counts the message', () => {
    saveDraft(draft);
    const served = serve('/contact?service=fintech-solutions');
    typeBeforeTakeover(typedContact);
    takeOver(served, '/contact?service=fintech-solutions');

    expect(readContactForm(form()).values).toEqual(typedContact);
    expect(screen.getByText(`${typedContact.message.length} / 5,000`)).toBeDefined();
  });

  it('fills the fields left untouched: the service from ?service=, the rest from the draft', () => {
    saveDraft(draft);
    const served = serve('/contact?service=fintech-solutions');
    typeBeforeTakeover({ name: 'Asha Verma' });
    takeOver(served, '/contact?service=fintech-solutions');

    expect(readContactForm(form()).values).toEqual({ ...draft, name: 'Asha Verma', service: 'fintech-solutions' });
    expect(screen.getByText(`${draft.message.length} / 5,000`)).toBeDefined();
  });

  it('sends a restored draft at once, without waiting out the fill time', () => {
    send.mockReturnValue(new Promise(() => undefined));
    saveDraft(sampleContact);
    takeOver(serve());
    fireEvent.click(submitButton());
    expect(send).toHaveBeenCalledExactlyOnceWith(sentSample, null);
  });

  it('sends a Send held before takeover once, with every field as typed, then empties the form', async () => {
    send.mockResolvedValue(undefined);
    const served = serve();
    typeBeforeTakeover(sampleContact);
    // shell/early.js noted the first touch, and held the Send.
    form().dataset.startedAt = String(Date.now() - aPersonsPause);
    form().setAttribute(pendingSubmitAttribute, '');
    takeOver(served);

    await runTasks();
    expect(send).toHaveBeenCalledExactlyOnceWith(sentSample, null);
    expect(form().hasAttribute(pendingSubmitAttribute)).toBe(false);
    await runTasks();
    expect(toast.success).toHaveBeenCalledWith(toastMessages.success, { id: 'sending-toast' });
    expect(readContactForm(form()).values.message).toBe('');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('checks a held Send as the visitor left it, adding nothing from the draft', async () => {
    saveDraft(draft);
    const served = serve();
    typeBeforeTakeover({ ...sampleContact, phone: '' });
    form().dataset.startedAt = String(Date.now() - aPersonsPause);
    form().setAttribute(pendingSubmitAttribute, '');
    takeOver(served);

    await runTasks();
    expect(send).not.toHaveBeenCalled();
    expect(control('phone').value).toBe('');
    expect(screen.getByText('Phone number is required.')).toBeDefined();
    expect(document.activeElement).toBe(control('phone'));
  });
});
