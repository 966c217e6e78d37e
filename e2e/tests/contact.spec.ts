import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { contactServices } from '@site/routes';
import { e2eDataDir } from './support/ports';
import { openPage } from './support/site';

/**
 * The contact form against the production build and the real local outbox (EmailJS's send endpoint on the
 * site's own origin). Build the shell with the local outbox configuration first:
 *   PUBLIC_EMAILJS_SERVICE_ID=local_outbox PUBLIC_EMAILJS_TEMPLATE_ID=contact_form
 *   PUBLIC_EMAILJS_PUBLIC_KEY=local-outbox-key PUBLIC_EMAILJS_ORIGIN=same-origin
 */

const SEND_PATH = '**/api/v1.0/email/send';
/** The form drops submits faster than this after the first interaction (PUBLIC_CONTACT_MIN_FILL_MS). */
const minFillMs = Number(process.env.PUBLIC_CONTACT_MIN_FILL_MS ?? 2500);

const toasts = {
  invalid: 'Please fill out all required fields correctly.',
  sending: 'Sending your message...',
  success: "Message sent! We'll be in touch soon.",
  failure: 'Something went wrong. Please try again.',
};

interface Submission {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly service: string;
  readonly message: string;
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

const submission = (): Submission => ({
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '+91 98200 12345',
  service: 'fintech-solutions',
  message: `E2E ${unique()}: we need a payout integration for vendor settlements.`,
});

const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
const field = {
  name: (page: Page) => page.getByLabel('Full name'),
  email: (page: Page) => page.getByLabel('Email address'),
  phone: (page: Page) => page.getByLabel('Phone number'),
  service: (page: Page) => page.getByLabel('Service you need'),
  message: (page: Page) => page.getByLabel('Your message'),
};
const submitButton = (page: Page) => form(page).locator('button[type="submit"]');
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** Fills the five fields, then waits out the minimum fill time, counted from the first field touched. */
async function fillForm(page: Page, values: Submission, { wait = true } = {}) {
  const started = Date.now();
  await field.name(page).fill(values.name);
  await field.email(page).fill(values.email);
  await field.phone(page).fill(values.phone);
  await field.service(page).selectOption(values.service);
  await field.message(page).fill(values.message);
  const left = minFillMs + 250 - (Date.now() - started);
  if (wait && left > 0) await page.waitForTimeout(left);
}

async function expectValues(page: Page, values: Submission) {
  await expect(field.name(page)).toHaveValue(values.name);
  await expect(field.email(page)).toHaveValue(values.email);
  await expect(field.phone(page)).toHaveValue(values.phone);
  await expect(field.service(page)).toHaveValue(values.service);
  await expect(field.message(page)).toHaveValue(values.message);
}

const emptyValues: Submission = { name: '', email: '', phone: '', service: '', message: '' };

/** Counts the requests that reach the send endpoint from this page. */
function countSends(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1.0/email/send') && request.method() === 'POST') sent.push(request.url());
  });
  return sent;
}

interface OutboxEntry extends Submission {
  readonly serviceId: string;
  readonly templateId: string;
}

async function outboxEntry(message: string): Promise<OutboxEntry | undefined> {
  const text = await readFile(join(e2eDataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry)
    .find((entry) => entry.message === message);
}

const serviceLabel = (id: string) => contactServices.find((service) => service.id === id)?.label;

test.describe('contact page', () => {
  test('shows the hero contact cards, the details, the chat button and the nine services', async ({ page }) => {
    await openPage(page, '/contact');
    const cards = page.getByRole('list', { name: 'Ways to reach us' });
    await expect(cards.getByRole('link')).toHaveCount(3);
    await expect(cards.getByRole('link', { name: /Call us/ })).toHaveAttribute('href', /^tel:\+91\d{10}$/);
    await expect(cards.getByRole('link', { name: /Email us/ })).toHaveAttribute('href', /^mailto:/);
    await expect(cards.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(page.getByText('Business hours')).toBeVisible();
    await expect(page.getByRole('link', { name: /Open in Google Maps/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Chat on WhatsApp (opens in a new tab)', exact: true }),
    ).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    await expect(field.service(page).locator('option')).toHaveText([
      'Select a service',
      ...contactServices.map((service) => service.label),
    ]);
    await expect(form(page).getByText('0 / 5,000')).toBeVisible();
    await expect(field.message(page)).toHaveAttribute('maxlength', '5000');
  });

  test('a message is sent to the outbox with all five fields, and the form and draft are cleared', async ({ page }) => {
    const sent = countSends(page);
    const values = submission();
    await openPage(page, '/contact');
    await fillForm(page, values);
    await submitButton(page).click();

    const success = toast(page, toasts.success);
    await expect(success).toBeVisible();
    // react-hot-toast announces through a polite live region.
    await expect(success).toHaveAttribute('aria-live', 'polite');
    // Success toasts last 2 s (then a 1 s exit), unlike the 4 s of the others.
    await expect(success).toHaveCount(0, { timeout: 4_500 });
    await expectValues(page, emptyValues);
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled();
    expect(sent).toHaveLength(1);

    await expect
      .poll(() => outboxEntry(values.message))
      .toMatchObject({
        serviceId: 'local_outbox',
        templateId: 'contact_form',
        name: values.name,
        email: values.email,
        phone: values.phone,
        service: serviceLabel(values.service),
        message: values.message,
      });

    // The draft went with the message: a reload shows an empty form.
    await page.reload();
    await expectValues(page, emptyValues);
  });

  test('validation: every message under its field, focus on the first invalid one, a toast, nothing sent', async ({
    page,
  }) => {
    const sent = countSends(page);
    await openPage(page, '/contact');
    await submitButton(page).click();

    await expect(toast(page, toasts.invalid)).toBeVisible();
    await expect(field.name(page)).toBeFocused();
    const required = {
      name: 'Name is required.',
      email: 'Email is required.',
      phone: 'Phone number is required.',
      service: 'Please select a service.',
      message: 'Message is required.',
    } as const;
    for (const [key, message] of Object.entries(required)) {
      const control = field[key as keyof typeof field](page);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.')));
      await expect(form(page).getByText(message, { exact: true })).toBeVisible();
    }

    // Editing a field clears its own error, and only that one.
    await field.name(page).fill('Asha Verma');
    await expect(field.name(page)).toHaveAttribute('aria-invalid', 'false');
    await expect(form(page).getByText(required.name)).toHaveCount(0);
    await expect(form(page).getByText(required.email)).toBeVisible();

    // Whitespace is not a name; malformed e-mail and phone get their own messages.
    await field.name(page).fill('   ');
    await field.email(page).fill('asha@example');
    await field.phone(page).fill('98200 1234');
    await field.message(page).fill('   ');
    await submitButton(page).click();
    await expect(field.name(page)).toBeFocused();
    await expect(form(page).getByText('Name is required.')).toBeVisible();
    await expect(form(page).getByText('Email is invalid.')).toBeVisible();
    await expect(form(page).getByText('Phone number is invalid.')).toBeVisible();
    await expect(form(page).getByText('Please select a service.')).toBeVisible();
    await expect(form(page).getByText('Message is required.')).toBeVisible();

    await field.name(page).fill('Asha Verma');
    await submitButton(page).click();
    await expect(field.email(page)).toBeFocused();

    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });

  test('?service=fintech-solutions preselects Fintech Solutions; an unknown id is ignored', async ({ page }) => {
    await openPage(page, '/contact?service=fintech-solutions');
    await expect(field.service(page)).toHaveValue('fintech-solutions');
    await expect(field.service(page).locator('option:checked')).toHaveText('Fintech Solutions');

    await openPage(page, '/contact?service=blockchain');
    await expect(field.service(page)).toHaveValue('');
  });

  test('an unsent draft survives a reload', async ({ page }) => {
    await openPage(page, '/contact');
    const values = submission();
    await fillForm(page, values, { wait: false });
    await page.reload();
    await expectValues(page, values);
  });

  test('the counter counts and speaks up near the 5,000 limit', async ({ page }) => {
    await openPage(page, '/contact');
    await field.message(page).fill('Hello');
    await expect(form(page).getByText('5 / 5,000')).toBeVisible();
    await field.message(page).fill('x'.repeat(4950));
    await expect(form(page).getByText('4,950 / 5,000')).toBeVisible();
    await expect(page.getByTestId('announcer')).toHaveText(/50 characters left/);
  });
});

test.describe('contact form failures keep the message', () => {
  test('500: failure toast after the loading toast, button back, values kept, draft restored, retry sends', async ({
    page,
  }) => {
    await page.route(SEND_PATH, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    const values = submission();
    await openPage(page, '/contact');
    await fillForm(page, values);
    await submitButton(page).click();

    // Sending: button disabled with a spinner and 'Sending...', the loading toast shown.
    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(submitButton(page)).toBeDisabled();
    await expect(toast(page, toasts.sending)).toBeVisible();

    // Failure: the failure toast replaces the loading toast; the form is usable again with the values kept.
    await expect(toast(page, toasts.failure)).toBeVisible();
    await expect(toast(page, toasts.sending)).toHaveCount(0);
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, values);

    // Nothing is lost to a reload either.
    await page.reload();
    await expectValues(page, values);

    // Trying again at once works (a failed send does not count against the rate limit).
    await page.unroute(SEND_PATH);
    await submitButton(page).click();
    await expect(toast(page, toasts.success)).toBeVisible();
    await expect.poll(() => outboxEntry(values.message)).toMatchObject({ phone: values.phone });
  });

  test('429 from the service: failure toast, values kept', async ({ page }) => {
    await page.route(SEND_PATH, (route) =>
      route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' }),
    );
    const values = submission();
    await openPage(page, '/contact');
    await fillForm(page, values);
    await submitButton(page).click();
    const failure = toast(page, toasts.failure);
    await expect(failure).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, values);
    // Error toasts stay 4 s.
    await page.waitForTimeout(3_000);
    await expect(failure).toBeVisible();
    await expect(failure).toHaveCount(0, { timeout: 4_000 });
  });

  test('aborted connection: failure toast, values kept', async ({ page }) => {
    await page.route(SEND_PATH, (route) => route.abort('connectionreset'));
    const values = submission();
    await openPage(page, '/contact');
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(toast(page, toasts.failure)).toBeVisible();
    await expect(submitButton(page)).toHaveText('Send Message');
    await expectValues(page, values);
    expect(await outboxEntry(values.message)).toBeUndefined();
  });

  test('no answer within 15 s: failure toast, values kept, and the late answer is ignored', async ({ page }) => {
    test.setTimeout(75_000);
    let hung: Route | undefined;
    await page.route(SEND_PATH, (route) => {
      hung = route;
    });
    const values = submission();
    await openPage(page, '/contact');
    await fillForm(page, values);
    const clicked = Date.now();
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(submitButton(page)).toBeDisabled();
    await expect(toast(page, toasts.sending)).toBeVisible();
    // Still sending shortly before the deadline…
    await page.waitForTimeout(12_000);
    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(toast(page, toasts.sending)).toBeVisible();

    // …failed at 15 s.
    await expect(toast(page, toasts.failure)).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(14_500);
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, values);

    // The service answers after all: too late, nothing changes.
    expect(hung).toBeDefined();
    await hung?.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    await page.waitForTimeout(1000);
    await expect(toast(page, toasts.success)).toHaveCount(0);
    await expectValues(page, values);
  });
});

test.describe('contact form bot filters', () => {
  test('a filled honeypot looks like success and sends nothing', async ({ page }) => {
    const sent = countSends(page);
    await openPage(page, '/contact');
    const honeypot = page.getByLabel('Leave this field blank');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await fillForm(page, submission());
    await honeypot.fill('https://spam.example');
    await submitButton(page).click();
    await expect(toast(page, toasts.success)).toBeVisible();
    await expectValues(page, emptyValues);
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });

  test('a submit faster than the minimum fill time looks like success and sends nothing', async ({ page }) => {
    test.skip(minFillMs < 1000, 'the build sets a minimum fill time too short to undercut reliably');
    const sent = countSends(page);
    await openPage(page, '/contact');
    await fillForm(page, submission(), { wait: false });
    await submitButton(page).click();
    await expect(toast(page, toasts.success)).toBeVisible();
    await expectValues(page, emptyValues);
    await page.waitForTimeout(500);
    expect(sent).toHaveLength(0);
  });

  test('a restored draft is sent at once, without waiting out the fill time', async ({ page }) => {
    const values = submission();
    await openPage(page, '/contact');
    await fillForm(page, values, { wait: false });
    await page.reload();
    await expectValues(page, values);
    await submitButton(page).click();
    await expect(toast(page, toasts.success)).toBeVisible();
    await expect.poll(() => outboxEntry(values.message)).toMatchObject({ name: values.name });
  });
});
