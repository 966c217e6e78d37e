import { expect, type Page } from '@playwright/test';
import { remoteOrigin, type Remote } from './ports';

/** Opens a path and waits until its page (not the loading state) shows its h1. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
}

/** Makes a remote unreachable, as if its host were down. */
export async function blockRemote(page: Page, remote: Remote) {
  await page.route(`${remoteOrigin(remote)}/**`, (route) => route.abort('connectionrefused'));
}

export async function unblockRemote(page: Page, remote: Remote) {
  await page.unroute(`${remoteOrigin(remote)}/**`);
}

export const unavailableHeading = 'This section is temporarily unavailable';
