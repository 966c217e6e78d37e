import { expect, test, type Locator, type Page, type Request, type Route } from '@playwright/test';
import { contactServices } from '@site/routes';
import {
  SEND_PATH,
  expectValues,
  field,
  fillForm,
  form,
  minFillMs,
  openContactPage,
  outboxEntry,
  submission,
  submitButton,
  toast,
  toasts,
  type Submission,
} from './support/contact';
import { requiredMessages } from './support/contactCopy';
import { openPage, waitForInteractive } from './support/site';

/**
 * The contact form against the production build and the real local outbox (EmailJS's send endpoint on the
 * site's own origin): `npm test` builds the shell with an outbox on the site's own origin
 * (PUBLIC_EMAILJS_ORIGIN=same-origin, scripts/buildEnv.mjs), as `npm start`'s default does.
 */

/** A send that has not answered by then has failed (SPEC §7). */
const sendTimeoutMs = 15_000;

/** Reloads the page on a running clock (a stopped one would hold back the app's own loading). */
async function reloadPage(page: Page) {
  await page.clock.resume();
  await page.reload();
  await waitForInteractive(page);
}

/**
 * Moves the page's stopped clock on, a tenth of a second at a time, until `locator` has left the page, and
 * returns how far it moved. A toast's exit is timed once React has rendered its dismissal, so a single jump
 * could pass before that timer exists.
 */
async function runClockUntilGone(page: Page, locator: Locator, limitMs = 10_000): Promise<number> {
  let ran = 0;
  while ((await locator.count()) > 0 && ran < limitMs) {
    await page.clock.runFor(100);
    ran += 100;
  }
  return ran;
}

const emptyValues: Submission = { name: '', email: '', phone: '', service: '', message: '' };

/**
 * Counts the sends as the browser makes them, each before the page can see its answer: after a toast that
 * only a finished submit handler shows, the count is final.
 */
async function countSends(page: Page) {
  const sent: Request[] = [];
  await page.route(SEND_PATH, (route) => {
    if (route.request().method() === 'POST') sent.push(route.request());
    return route.fallback();
  });
  return sent;
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
    const sent = await countSends(page);
    const values = submission();
    await openContactPage(page);
    await fillForm(page, values);
    await submitButton(page).click();

    const success = toast(page, toasts.success);
    await expect(success).toBeVisible();
    // react-hot-toast announces through a polite live region.
    await expect(success).toHaveAttribute('aria-live', 'polite');
    // Success toasts last 2 s (then a 1 s exit), unlike the 4 s of the others.
    const shown = await runClockUntilGone(page, success);
    expect(shown).toBeGreaterThanOrEqual(3_000);
    expect(shown).toBeLessThan(4_000);
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
    await reloadPage(page);
    await expectValues(page, emptyValues);
  });

  test('validation: every message under its field, focus on the first invalid one, a toast, nothing sent', async ({
    page,
  }) => {
    const sent = await countSends(page);
    await openPage(page, '/contact');
    await submitButton(page).click();

    await expect(toast(page, toasts.invalid)).toBeVisible();
    await expect(field.name(page)).toBeFocused();
    const required = requiredMessages;
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
    // The handler has refused this submit too: the focus moved on to the next invalid field.
    await expect(field.email(page)).toBeFocused();
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
    // The service answers once the test has seen the sending state.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    await page.route(SEND_PATH, async (route) => {
      await answered;
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' });
    });
    const values = submission();
    await openContactPage(page);
    await fillForm(page, values);
    await submitButton(page).click();

    // Sending: button disabled with a spinner and 'Sending...', the loading toast shown.
    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(submitButton(page)).toBeDisabled();
    await expect(toast(page, toasts.sending)).toBeVisible();
    answer();

    // Failure: the failure toast replaces the loading toast; the form is usable again with the values kept.
    await expect(toast(page, toasts.failure)).toBeVisible();
    await expect(toast(page, toasts.sending)).toHaveCount(0);
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, values);

    // Nothing is lost to a reload either.
    await reloadPage(page);
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
    await openContactPage(page);
    await fillForm(page, values);
    await submitButton(page).click();
    const failure = toast(page, toasts.failure);
    await expect(failure).toBeVisible();
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, values);
    // Error toasts stay 4 s (then a 1 s exit).
    const shown = await runClockUntilGone(page, failure);
    expect(shown).toBeGreaterThanOrEqual(5_000);
    expect(shown).toBeLessThan(6_000);
  });

  test('aborted connection: failure toast, values kept', async ({ page }) => {
    await page.route(SEND_PATH, (route) => route.abort('connectionreset'));
    const values = submission();
    await openContactPage(page);
    await fillForm(page, values);
    await submitButton(page).click();
    await expect(toast(page, toasts.failure)).toBeVisible();
    await expect(submitButton(page)).toHaveText('Send Message');
    await expectValues(page, values);
    expect(await outboxEntry(values.message)).toBeUndefined();
  });

  test('no answer within 15 s: failure toast, values kept, and the late answer is ignored', async ({ page }) => {
    const hung = new Promise<Route>((resolve) => {
      void page.route(SEND_PATH, resolve);
    });
    const values = submission();
    await openContactPage(page);
    await fillForm(page, values);
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(submitButton(page)).toBeDisabled();
    await expect(toast(page, toasts.sending)).toBeVisible();
    const route = await hung;
    // Still sending a millisecond before the deadline…
    await page.clock.runFor(sendTimeoutMs - 1);
    await expect(submitButton(page)).toHaveText('Sending...');
    await expect(toast(page, toasts.sending)).toBeVisible();
    await expect(toast(page, toasts.failure)).toHaveCount(0);

    // …failed at 15 s.
    await page.clock.runFor(1);
    await expect(toast(page, toasts.failure)).toBeVisible();
    await expect(submitButton(page)).toHaveText('Send Message');
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, values);

    // The service answers after all: too late, nothing changes. Checked once the browser has loaded the answer
    // and the page has run a task queued behind React's (both through a MessageChannel).
    const finished = page.waitForEvent('requestfinished', (request) => request === route.request());
    await route.fulfill({ status: 200, contentType: 'text/plain', body: 'OK' });
    await finished;
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
    await expect(toast(page, toasts.success)).toHaveCount(0);
    await expectValues(page, values);
  });
});

test.describe('contact form bot filters', () => {
  test('a filled honeypot looks like success and sends nothing', async ({ page }) => {
    const sent = await countSends(page);
    await openContactPage(page);
    const honeypot = page.getByLabel('Leave this field blank');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(honeypot).toHaveAttribute('autocomplete', 'off');
    await fillForm(page, submission());
    await honeypot.fill('https://spam.example');
    await submitButton(page).click();
    // Shown at once, by a handler that has finished: a real send would have shown 'Sending...' and been counted first.
    await expect(toast(page, toasts.success)).toBeVisible();
    await expectValues(page, emptyValues);
    expect(sent).toHaveLength(0);
  });

  test('a submit faster than the minimum fill time looks like success and sends nothing', async ({ page }) => {
    test.skip(minFillMs <= 0, 'the build sets no minimum fill time');
    const sent = await countSends(page);
    await openContactPage(page);
    // On the stopped clock, no time at all passes between the first keystroke and the submit.
    await fillForm(page, submission(), { wait: false });
    await submitButton(page).click();
    // Shown at once, by a handler that has finished: a real send would have shown 'Sending...' and been counted first.
    await expect(toast(page, toasts.success)).toBeVisible();
    await expectValues(page, emptyValues);
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
