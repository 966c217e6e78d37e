import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { toasts } from './contactCopy';
import { e2eDataDir } from './ports';
import { openPage } from './site';

/** The contact form as a visitor uses it, and the outbox file where what they send lands. */

export const SEND_PATH = '**/api/v1.0/email/send';
/** The form drops submits faster than this after the first interaction (PUBLIC_CONTACT_MIN_FILL_MS). */
export const minFillMs = Number(process.env.PUBLIC_CONTACT_MIN_FILL_MS ?? 2500);

export { toasts } from './contactCopy';

export interface Submission {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly service: string;
  readonly message: string;
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

export const submission = (): Submission => ({
  name: 'Asha Verma',
  email: 'asha.verma@example.in',
  phone: '+91 98200 12345',
  service: 'fintech-solutions',
  message: `E2E ${unique()}: we need a payout integration for vendor settlements.`,
});

export const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });
export const field = {
  name: (page: Page) => page.getByLabel('Full name'),
  email: (page: Page) => page.getByLabel('Email address'),
  phone: (page: Page) => page.getByLabel('Phone number'),
  service: (page: Page) => page.getByLabel('Service you need'),
  message: (page: Page) => page.getByLabel('Your message'),
};
export const submitButton = (page: Page) => form(page).locator('button[type="submit"]');
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/**
 * Opens the contact page (`url`: on the test's site, or another) on a clock the test moves: installed before
 * the page loads, it runs until the page has taken over, then stops (a minute on, later than any test reaches
 * it), so that the minimum fill time, the send timeout and the toasts' lifetimes pass only when the test moves
 * it on.
 */
export async function openContactPage(page: Page, url = '/contact') {
  const installedAt = Date.now();
  await page.clock.install({ time: installedAt });
  await openPage(page, url);
  await page.clock.pauseAt(installedAt + 60_000);
}

/** Fills the five fields; then, on the page's stopped clock, lets the minimum fill time pass (or not). */
export async function fillForm(page: Page, values: Submission, { wait = true } = {}) {
  await field.name(page).fill(values.name);
  await field.email(page).fill(values.email);
  await field.phone(page).fill(values.phone);
  await field.service(page).selectOption(values.service);
  await field.message(page).fill(values.message);
  if (wait) await page.clock.fastForward(minFillMs);
}

/** Fills the form with `values` and sends it, as a visitor does, until the success toast says it went. */
export async function sendMessage(page: Page, values: Submission) {
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(toast(page, toasts.success)).toBeVisible();
}

export async function expectValues(page: Page, values: Submission) {
  await expect(field.name(page)).toHaveValue(values.name);
  await expect(field.email(page)).toHaveValue(values.email);
  await expect(field.phone(page)).toHaveValue(values.phone);
  await expect(field.service(page)).toHaveValue(values.service);
  await expect(field.message(page)).toHaveValue(values.message);
}

export interface OutboxEntry extends Submission {
  readonly serviceId: string;
  readonly templateId: string;
}

/** Every message in an outbox's current file (`dataDir`: its DATA_DIR), in the order they arrived. */
export async function outboxEntries(dataDir = e2eDataDir): Promise<OutboxEntry[]> {
  const text = await readFile(join(dataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxEntry);
}

export async function outboxEntry(message: string, dataDir = e2eDataDir): Promise<OutboxEntry | undefined> {
  return (await outboxEntries(dataDir)).find((entry) => entry.message === message);
}
