import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { hashTree } from './support/files';
import { repoRoot } from './support/ports';
import { openPage } from './support/site';

/**
 * Independent deploys: rebuild only the legal remote with a changed text while the site keeps running.
 * The other apps' files stay byte-identical; the page's HTML (read without JavaScript) and a reload show the
 * new text; a tab opened before the redeploy can still navigate.
 */
const legalDir = join(repoRoot, 'mfe-legal');
const contentFile = join(legalDir, 'src/pages/refund-policy/content.ts');
const otherApps = ['shell', 'mfe-agency', 'mfe-payments'].map((app) => join(repoRoot, app, 'dist'));
const marker = 'Refund policy redeployed';

const hashApps = () => Object.fromEntries(otherApps.map((dir) => [dir, hashTree(dir)]));

function buildLegal() {
  const result = spawnSync(join(legalDir, 'node_modules/.bin/rsbuild'), ['build'], {
    cwd: legalDir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  expect(result.status, result.stderr || result.stdout).toBe(0);
}

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test('rebuilding one remote updates its pages, HTML included, without rebuilding anything else', async ({
  page,
  context,
  browser,
  request,
}) => {
  const original = readFileSync(contentFile, 'utf8');
  const heading = /refund/i;
  const othersBefore = hashApps();

  const oldTab = await context.newPage();
  await openPage(oldTab, '/privacy');
  await openPage(page, '/refund-policy');
  await expect(page.getByRole('main')).not.toContainText(marker);

  const changed = original.replace(/(title:\s*')([^']*[Rr]efund[^']*)(')/, `$1${marker}$3`);
  expect(changed, 'the refund page title was found in its content file').not.toBe(original);
  try {
    writeFileSync(contentFile, changed);
    buildLegal();

    const html = await (await request.get('/refund-policy')).text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${marker}</h1>`));
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const staticPage = await withoutScripts.newPage();
    await staticPage.goto('/refund-policy');
    await expect(staticPage.getByRole('heading', { level: 1 })).toHaveText(marker);
    await withoutScripts.close();

    await page.reload();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(marker);
    expect(hashApps()).toEqual(othersBefore);

    // The tab opened before the redeploy still navigates within the section and to other sections.
    await oldTab.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(oldTab).toHaveURL('/terms');
    await expect(oldTab.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await oldTab.getByRole('contentinfo').getByRole('link', { name: 'Refund Policy' }).click();
    await expect(oldTab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
    await oldTab.reload();
    await expect(oldTab.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(marker);
  } finally {
    writeFileSync(contentFile, original);
    buildLegal();
  }
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).not.toHaveText(marker);
});
