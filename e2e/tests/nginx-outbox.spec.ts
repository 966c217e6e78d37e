import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contactServices } from '@site/routes';
import {
  expectValues,
  field,
  fillForm,
  openContactPage,
  outboxEntries,
  sendMessage,
  submission,
  submitButton,
  toast,
  toasts,
  type Submission,
} from './support/contact';
import { nginxBrotliModule, nginxOutboxSitePort, outboxPort } from './support/ports';
import { startServer, stopServer } from './support/release';

/**
 * The self-hosted contact delivery (docs/deploy.md): the production nginx config passing the form's send path
 * to the outbox running alone (`pnpm serve --outbox-only`, with TRUST_PROXY naming nginx), the shell built to
 * post to its own origin (PUBLIC_EMAILJS_ORIGIN=same-origin, as `npm test` builds it).
 */
const siteOrigin = `http://localhost:${nginxOutboxSitePort}`;
const outboxUrl = `http://127.0.0.1:${outboxPort}`;
const sendPath = '/api/v1.0/email/send';

let dataDir = '';
let outbox: ChildProcess | undefined;
let nginx: ChildProcess | undefined;

const outboxFile = () => join(dataDir, 'outbox.jsonl');
const startOutbox = () =>
  startServer(
    ['server/src/cli.mjs', '--outbox-only'],
    { PORT: String(outboxPort), TRUST_PROXY: '127.0.0.1', DATA_DIR: dataDir },
    `${outboxUrl}/healthz`,
  );
const entriesOf = async (message: string) =>
  (await outboxEntries(dataDir)).filter((entry) => entry.message === message);
const serviceLabel = (id: string) => contactServices.find((service) => service.id === id)?.label;

/** What the form's EmailJS client posts, sent by a client on its own loopback address. */
function sendFrom(localAddress: string, values: Submission): Promise<number> {
  const body = JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'local-outbox-key',
    service_id: 'local_outbox',
    template_id: 'contact_form',
    template_params: { ...values, service: serviceLabel(values.service) },
  });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port: nginxOutboxSitePort,
        method: 'POST',
        path: sendPath,
        localAddress,
        headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  dataDir = mkdtempSync(join(tmpdir(), 'nginx-outbox-e2e-'));
  outbox = await startOutbox();
  nginx = await startServer(
    ['deploy/nginx/serve-local.mjs', '--port', String(nginxOutboxSitePort), '--outbox', outboxUrl],
    { NGINX_BROTLI_MODULE: nginxBrotliModule },
    `${siteOrigin}/remotes.json`,
  );
});

test.afterAll(async () => {
  await stopServer(nginx);
  await stopServer(outbox);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a message sent through nginx lands in the outbox, exactly once', async ({ page }) => {
  const values = submission();
  await openContactPage(page, `${siteOrigin}/contact`);
  await sendMessage(page, values);
  await expect(field.message(page)).toHaveValue('');
  // The outbox writes a message before it answers: once the visitor sees the success, it is there.
  expect(await entriesOf(values.message)).toEqual([
    expect.objectContaining({
      serviceId: 'local_outbox',
      name: values.name,
      email: values.email,
      phone: values.phone,
      service: serviceLabel(values.service),
    }),
  ]);
});

test('two visitors behind nginx are rate-limited separately', async () => {
  const statuses = [];
  for (let index = 0; index < 6; index += 1) statuses.push(await sendFrom('127.0.0.2', submission()));
  expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  // Another address, through the same nginx: its own limit, not the first visitor's.
  const other = submission();
  expect(await sendFrom('127.0.0.3', other)).toBe(200);
  expect(await entriesOf(other.message)).toHaveLength(1);
});

test('with the outbox down, the visitor sees the failure with their text kept, and nothing is half-written', async ({
  page,
}) => {
  const before = readFileSync(outboxFile());
  await stopServer(outbox);
  const values = submission();
  await openContactPage(page, `${siteOrigin}/contact`);
  await fillForm(page, values);
  await submitButton(page).click();
  await expect(toast(page, toasts.failure)).toBeVisible();
  await expect(submitButton(page)).toBeEnabled();
  await expectValues(page, values);
  expect(readFileSync(outboxFile())).toEqual(before);

  // The outbox back: the same text, sent again, arrives once, and every line of the file is a whole message.
  outbox = await startOutbox();
  await submitButton(page).click();
  await expect(toast(page, toasts.success)).toBeVisible();
  expect(await entriesOf(values.message)).toHaveLength(1);
  const lines = readFileSync(outboxFile(), 'utf8').split('\n').filter(Boolean);
  expect(lines.every((line) => typeof JSON.parse(line).message === 'string')).toBe(true);
});
