import { hydratesAtFirstUseAttribute, interactiveAttribute } from '@site/document';
import { expect } from 'vitest';
import type { Target, Visitor } from './visitor';

/** What the page answers about itself, read in the page (each function runs there, so it captures nothing). */
export const read = {
  attribute: (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null,
  count: (selector: string) => document.querySelectorAll(selector).length,
  path: () => location.pathname,
  scrollY: () => window.scrollY,
  h1: () => {
    const heading = document.querySelector('main h1');
    return heading?.checkVisibility() ? (heading.textContent ?? '').trim() : null;
  },
  /** Whether the element is shown: laid out, not hidden and not transparent (itself or an ancestor). */
  shown: (selector: string, name?: string) => {
    const element = [...document.querySelectorAll(selector)].find(
      (candidate) => name === undefined || (candidate.textContent ?? '').replace(/\s+/g, ' ').trim() === name,
    );
    return element?.checkVisibility({ opacityProperty: true, visibilityProperty: true }) ?? false;
  },
};

/**
 * Waits until React has taken over the page and, as a visitor's first use (a Shift press moves neither focus nor
 * scroll), until every fragment that waits for one is hydrated too.
 */
export async function waitForInteractive(visitor: Visitor) {
  await expect.poll(() => visitor.run(read.attribute, 'html', interactiveAttribute)).toBe('');
  if ((await visitor.run(read.count, `[${hydratesAtFirstUseAttribute}]`)) > 0) await visitor.press('Shift');
  await expect.poll(() => visitor.run(read.count, `[${hydratesAtFirstUseAttribute}]`)).toBe(0);
}

/** Opens a path and waits until its page shows its h1 and responds to input. */
export async function openPage(visitor: Visitor, path: string) {
  await visitor.open(path);
  await waitForInteractive(visitor);
  await expect.poll(() => visitor.run(read.h1)).not.toBeNull();
}

/** Scrolls at once, as a scroll wheel's end state, so a test never waits on the site's smooth scrolling. */
export const scrollTo = (visitor: Visitor, top: number) =>
  visitor.run((y: number) => window.scrollTo({ top: y, behavior: 'instant' }), top);

export const link = (name: string, within?: string): Target => ({ css: 'a[href]', name, within });
export const button = (name: string, within?: string): Target => ({ css: 'button', name, within });
export const footer = 'footer';
export const mobileMenu = 'nav[aria-label="Mobile"]';

/** Marks the current document, so that a test can tell a client-side navigation from a reload. */
export const markDocument = (visitor: Visitor) =>
  visitor.run(() => Object.assign(window, { __sameDocument: true }) && undefined);
export const sameDocument = (visitor: Visitor) =>
  visitor.run(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);
