// @ts-check
import { describe, expect, it } from 'vitest';
import { appBases, appOfUrl, cleanUrl, fieldLimits, findingApp, topFrame } from './index.js';

const site = 'https://www.example.in';
const payout = 'https://payments.example.in/static/js/async/page-payout.2ce86728b4.js';
const bases = appBases(site, {
  agency: 'https://agency.example.in/mf-manifest.json',
  payments: 'https://payments.example.in/mf-manifest.json',
  legal: `${site}/remotes/legal/mf-manifest.json`,
});

/** The same throw in a payments click handler, called by react-dom (the shell's), as each engine writes it. */
const stacks = {
  V8: [
    'Error: The estimate could not be computed',
    `    at onClick (${payout}:1:2345)`,
    `    at Object.Sb (${site}/static/js/async/lib-react.e256174a2b.js:2:10931)`,
    '    at async Promise.all (index 0)',
  ].join('\n'),
  SpiderMonkey: [`onClick@${payout}:1:2345`, `Sb@${site}/static/js/async/lib-react.e256174a2b.js:2:10931`, ''].join(
    '\n',
  ),
  JavaScriptCore: [
    `onClick@${payout}:1:2345`,
    `Sb@${site}/static/js/async/lib-react.e256174a2b.js:2:10931`,
    'forEach@[native code]',
    `global code@${site}/payout:12:3`,
  ].join('\n'),
};

describe('topFrame', () => {
  it.each(Object.entries(stacks))('reads the top script frame of a %s stack', (_, stack) => {
    expect(topFrame(stack)).toEqual({ source: payout, line: 1, column: 2345 });
  });

  it('skips frames without an http(s) script URL, and drops a query', () => {
    const stack = [
      'TypeError: x is undefined',
      '    at <anonymous>',
      '    at chrome-extension://abcdef/content.js:3:4',
      `    at ${site}/static/js/index.js?v=2:7:11`,
    ].join('\n');
    expect(topFrame(stack)).toEqual({ source: `${site}/static/js/index.js`, line: 7, column: 11 });
  });

  it('reads the same frame again on the next call (the pattern keeps no position)', () => {
    expect(topFrame(stacks.V8)).toEqual(topFrame(stacks.V8));
  });

  it('is undefined without a stack or a script frame', () => {
    expect(topFrame(undefined)).toBeUndefined();
    expect(topFrame('Error: Script error.')).toBeUndefined();
    expect(topFrame('f@[native code]\nglobal code@debugger eval code:1:1')).toBeUndefined();
  });
});

describe('appOfUrl', () => {
  it("names the app whose base is the longest prefix of a script URL: a remote under the site's origin too", () => {
    expect(appOfUrl(payout, bases)).toBe('payments');
    expect(appOfUrl(`${site}/remotes/legal/static/js/page-terms.js`, bases)).toBe('legal');
    expect(appOfUrl(`${site}/static/js/index.js`, bases)).toBe('shell');
  });

  it('names no app for another origin or no URL', () => {
    expect(appOfUrl('https://cdn.example.com/x.js', bases)).toBeUndefined();
    expect(appOfUrl('https://payments.example.in.evil.example/x.js', bases)).toBeUndefined();
    expect(appOfUrl(undefined, bases)).toBeUndefined();
  });
});

describe('findingApp', () => {
  it.each(Object.entries(stacks))(
    "gives an error to the app on top of its %s stack, not the page's owner",
    (_, stack) => {
      expect(findingApp({ owner: 'agency', stack }, bases)).toBe('payments');
    },
  );

  it("falls back from the stack to the event's source, then to the path's owner", () => {
    expect(findingApp({ owner: 'agency', stack: 'Error: x', source: payout }, bases)).toBe('payments');
    expect(findingApp({ owner: 'agency', source: '' }, bases)).toBe('agency');
    expect(findingApp({ owner: 'legal', stack: 'Script error.' }, bases)).toBe('legal');
  });

  it("gives a vital to its element's fragment before its script (react-dom, the shell's, runs every handler)", () => {
    const reactDom = `${site}/static/js/async/lib-react.e256174a2b.js`;
    expect(findingApp({ owner: 'agency', fragment: 'payments', script: reactDom }, bases)).toBe('payments');
    expect(findingApp({ owner: 'agency', script: payout }, bases)).toBe('payments');
    expect(findingApp({ owner: 'agency' }, bases)).toBe('agency');
  });
});

describe('cleanUrl', () => {
  it('drops the query and fragment and cuts to the limit', () => {
    expect(cleanUrl(`${site}/contact?email=a@b.in#form`)).toBe(`${site}/contact`);
    expect(cleanUrl(`${site}/${'a'.repeat(1000)}`)).toHaveLength(fieldLimits.maxUrlChars);
  });
});
