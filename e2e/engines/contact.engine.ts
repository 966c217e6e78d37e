import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, test } from 'vitest';
import { requiredMessages, toasts } from '../tests/support/contactCopy';
import { engineDataDir } from './support/ports';
import { openPage, read } from './support/site';
import { visitorPerFile } from './support/visitor';

const visitor = visitorPerFile();
const submit = { css: 'main form button[type="submit"]' };
const toastShown = (text: string) => visitor.run(read.shown, '[role="status"]', text);

/** The messages of the suite's outbox (both engines send to it) that carry `message`. */
async function delivered(message: string) {
  const text = await readFile(join(engineDataDir, 'outbox.jsonl'), 'utf8').catch(() => '');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { message: string; name: string; service: string })
    .filter((entry) => entry.message === message);
}

describe('the contact form', () => {
  test('an empty form is refused: the five messages, a toast, focus on the first field', async () => {
    await visitor.resize(1280, 800);
    await openPage(visitor, '/contact');
    await visitor.click(submit);
    for (const message of Object.values(requiredMessages)) {
      await expect.poll(() => visitor.run(read.shown, 'main form *', message), { message }).toBe(true);
    }
    await expect.poll(() => toastShown(toasts.invalid)).toBe(true);
    expect(await visitor.run(() => document.activeElement?.getAttribute('autocomplete'))).toBe('name');
  });

  test('a message is delivered to the outbox once', async () => {
    const message = `Engines ${inject('engine')} ${Math.random().toString(36).slice(2)}: a payout integration.`;
    await openPage(visitor, '/contact');
    await visitor.type({ label: 'Full name' }, 'Asha Verma');
    await visitor.type({ label: 'Email address' }, 'asha.verma@example.in');
    await visitor.type({ label: 'Phone number' }, '+91 98200 12345');
    await visitor.run(() => {
      const select = document.querySelector<HTMLSelectElement>('main form select');
      if (!select) throw new Error('no service select');
      select.value = 'fintech-solutions';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await visitor.type({ label: 'Your message' }, message);
    // A person's pause since the first keystroke: the form's fill clock, set back rather than waited for.
    await visitor.run(() => {
      const form = document.querySelector<HTMLFormElement>('main form');
      if (form) form.dataset.startedAt = String(Date.now() - 60_000);
    });
    await visitor.click(submit);
    await expect.poll(() => toastShown(toasts.success)).toBe(true);
    await expect.poll(() => delivered(message)).toHaveLength(1);
    expect((await delivered(message))[0]).toMatchObject({ name: 'Asha Verma', service: 'Fintech Solutions' });
    // Sent, the form is cleared.
    expect(await visitor.run(() => document.querySelector<HTMLTextAreaElement>('main form textarea')?.value)).toBe('');
  });
});
