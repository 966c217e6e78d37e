import { expect, test } from 'vitest';
import { openPage } from './support/site';
import { visitorPerFile, type Visitor } from './support/visitor';

const visitor = visitorPerFile();

/** The focused element as a keyboard user meets it: its label, or its text. */
const focused = () => {
  const element = document.activeElement;
  if (!element || element === document.body) return null;
  const label = element.id ? document.querySelector(`label[for="${CSS.escape(element.id)}"]`) : null;
  return (element.getAttribute('aria-label') ?? label?.textContent ?? element.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();
};

/** Presses Tab until `name` has focus; returns how many presses it took, or fails past `maxPresses`. */
async function tabTo(visitor: Visitor, name: string | RegExp, maxPresses = 80) {
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await visitor.press('Tab');
    const now = await visitor.run(focused);
    if (now !== null && (typeof name === 'string' ? now === name : name.test(now))) return presses;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

test('keyboard: Tab reaches the skip link first, then the menu, then the form', async () => {
  await visitor.resize(1280, 800);
  await openPage(visitor, '/contact');
  expect(await tabTo(visitor, 'Skip to main content', 1)).toBe(1);
  expect(await tabTo(visitor, 'Services menu', 15)).toBeGreaterThan(0);
  expect(await tabTo(visitor, /^Full name/, 40)).toBeGreaterThan(0);
});
