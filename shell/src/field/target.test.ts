// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { fieldLimits } from '@site/field';
import { fieldTarget, fragmentOfTarget } from './target';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('fieldTarget', () => {
  it("leads an element's selector with its fragment's container, up to an id", () => {
    document.body.innerHTML = `<div id="root"><main><div data-fragment="payments"><section class="hero b a">
      <form><button class="go">Estimate</button></form></section></div></main></div>`;
    const target = fieldTarget(document.querySelector('button'));
    expect(target).toBe('[data-fragment="payments"] section.a.b.hero>form>button.go');
    expect(document.querySelector(target!)).toBe(document.querySelector('button'));
    expect(fragmentOfTarget(target)).toBe('payments');
  });

  it("gives the chrome's elements to the shell, a text node to its element, nothing to no node", () => {
    document.body.innerHTML = '<div id="root"><header><nav><a href="/">Home</a></nav></header></div>';
    const target = fieldTarget(document.querySelector('a')!.firstChild);
    expect(target).toBe('#root>header>nav>a');
    expect(fragmentOfTarget(target)).toBe('shell');
    expect(fieldTarget(null)).toBeUndefined();
    expect(fragmentOfTarget(undefined)).toBeUndefined();
  });

  it('names the innermost fragment, which holds its own container', () => {
    document.body.innerHTML = '<div data-fragment="agency"><div data-fragment="legal"><p>Terms</p></div></div>';
    expect(fieldTarget(document.querySelector('p'))).toBe('[data-fragment="legal"] p');
    expect(fieldTarget(document.querySelector('[data-fragment="legal"]'))).toBe('[data-fragment="legal"]');
  });

  it('stays within the limit on selectors however deep the element is', () => {
    const deep = Array.from({ length: 80 }, () => '<div class="wrapper-with-a-long-name">').join('');
    document.body.innerHTML = `<div data-fragment="agency">${deep}<span>x</span></div>`;
    const target = fieldTarget(document.querySelector('span'))!;
    expect(target.length).toBeLessThanOrEqual(fieldLimits.maxSelectorChars);
    expect(target).toMatch(/^\[data-fragment="agency"\] .*span$/);
  });
});
