import { describe, expect, it } from 'vitest';
import { fieldLimits } from '@site/field';
import type { MetricWithAttribution } from 'web-vitals/attribution';
import { errorRecord, pageviewRecord, vitalRecord, withoutPrefix, withoutQueries, type FieldPage } from './records';

const site = 'https://www.example.in';
const paymentsBase = 'https://payments.example.in/';
const prefix = '/_preview/0123456789ab-abcdefghijklmnopqrstuv';
const page: FieldPage = {
  bases: { shell: `${site}/`, payments: paymentsBase, agency: 'https://agency.example.in/' },
  sitePath: (pathname) => (pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname),
  ownerOf: (path) => ({ '/payout': 'payments', '/': 'agency' })[path] ?? 'shell',
};

const v8Stack = [
  'Error: estimator failed',
  `    at onClick (${paymentsBase}static/js/async/payout.1a2b.js?v=3:1:2345)`,
  `    at ${site}/static/js/lib-react.9f.js:2:100`,
].join('\n');

describe('errorRecord', () => {
  it("attributes an uncaught error to the app whose script is on top of its stack, on the path's owner", () => {
    expect(
      errorRecord({ type: 'error', message: 'estimator failed', stack: v8Stack, at: 1234.6, path: '/payout' }, page),
    ).toEqual({
      kind: 'error',
      type: 'error',
      path: '/payout',
      owner: 'payments',
      app: 'payments',
      at: 1235,
      message: 'estimator failed',
      stack: v8Stack.replace('?v=3', ''),
      source: `${paymentsBase}static/js/async/payout.1a2b.js`,
      line: 1,
      column: 2345,
    });
  });

  it("falls back to the event's source, and to the path's owner when no script is known", () => {
    const fromEvent = errorRecord(
      {
        type: 'error',
        message: 'x',
        source: `${site}/static/js/index.js?t=1`,
        line: 3,
        column: 9,
        at: 1,
        path: '/payout',
      },
      page,
    );
    expect(fromEvent).toMatchObject({ app: 'shell', source: `${site}/static/js/index.js`, line: 3, column: 9 });
    const scriptError = errorRecord(
      { type: 'error', message: 'Script error.', source: '', line: 0, at: 1, path: '/' },
      page,
    );
    expect(scriptError).toMatchObject({ app: 'agency', owner: 'agency' });
    expect(scriptError).not.toHaveProperty('source');
    expect(scriptError).not.toHaveProperty('line');
  });

  it('names a CSP violation by its directive and the blocked URL without its query', () => {
    const record = errorRecord(
      {
        type: 'csp',
        directive: 'connect-src',
        blocked: 'https://evil.example/collect?email=a@b.in',
        at: 5,
        path: '/contact',
      },
      page,
    );
    expect(record).toMatchObject({
      type: 'csp',
      message: 'connect-src blocked https://evil.example/collect',
      app: 'shell',
    });
  });

  it("gives a remote's load failure to that remote, with the file and whether it timed out", () => {
    const record = errorRecord(
      {
        type: 'remote-load',
        remote: 'payments',
        file: 'manifest',
        timedOut: true,
        message: 'did not load',
        at: 9,
        path: '/',
      },
      page,
    );
    expect(record).toMatchObject({
      app: 'payments',
      owner: 'agency',
      file: 'manifest',
      remote: 'payments',
      timedOut: true,
    });
  });

  it('cuts the message and the stack to the limits', () => {
    const record = errorRecord(
      {
        type: 'boundary',
        message: 'm'.repeat(1000),
        stack: `Error\n${'    at f (x)\n'.repeat(1000)}`,
        at: 1,
        path: '/',
      },
      page,
    );
    expect(record.message).toHaveLength(fieldLimits.maxMessageChars);
    expect(record.stack).toHaveLength(fieldLimits.maxStackChars);
  });
});

describe('withoutQueries', () => {
  it('takes the query and fragment off each URL of a text, keeping line and column', () => {
    expect(withoutQueries(`at f (${site}/a.js?token=s3cret:10:20)\nsee ${site}/p?q=1#x and "${site}/q?a=b"`)).toBe(
      `at f (${site}/a.js:10:20)\nsee ${site}/p and "${site}/q"`,
    );
  });
});

describe('pageviewRecord', () => {
  it("records the site path, without a preview's prefix, and its owner", () => {
    expect(pageviewRecord({ type: 'pageview', navigation: 'client', at: 42, path: `${prefix}/payout` }, page)).toEqual({
      kind: 'pageview',
      path: '/payout',
      owner: 'payments',
      app: 'payments',
      at: 42,
      navigation: 'client',
    });
  });
});

const inp = (attribution: object) =>
  ({
    name: 'INP',
    value: 312.4,
    rating: 'poor',
    id: 'v5-1-2',
    navigationType: 'navigate',
    delta: 1,
    entries: [],
    attribution,
  }) as unknown as MetricWithAttribution;

describe('vitalRecord', () => {
  it("attributes a slow interaction to its target's fragment, with its phases and its slow frame's script", () => {
    const metric = inp({
      interactionTarget: '[data-fragment="payments"] form>button.go',
      interactionType: 'pointer',
      inputDelay: 10.2,
      processingDuration: 290.6,
      presentationDelay: 11.4,
      longestScript: { entry: { sourceURL: `${paymentsBase}static/js/async/payout.js?x=1` } },
    });
    expect(vitalRecord(metric, '/payout', 5000.2, page)).toEqual({
      kind: 'vital',
      name: 'INP',
      value: 312,
      rating: 'poor',
      id: 'v5-1-2',
      navigationType: 'navigate',
      path: '/payout',
      owner: 'payments',
      app: 'payments',
      at: 5000,
      element: '[data-fragment="payments"] form>button.go',
      fragment: 'payments',
      interaction: 'pointer',
      script: `${paymentsBase}static/js/async/payout.js`,
      scriptApp: 'payments',
      phases: { inputDelay: 10, processingDuration: 291, presentationDelay: 11 },
    });
  });

  it("gives the chrome's element to the shell, whatever the page's owner", () => {
    const record = vitalRecord(
      {
        name: 'LCP',
        value: 1800.7,
        rating: 'good',
        id: 'v5-3',
        navigationType: 'navigate',
        attribution: { target: 'header>h1' },
      } as unknown as MetricWithAttribution,
      '/payout',
      1,
      page,
    );
    expect(record).toMatchObject({
      app: 'shell',
      fragment: 'shell',
      element: 'header>h1',
      owner: 'payments',
      value: 1801,
    });
  });

  it('keeps CLS to four decimals and names no element when there is none', () => {
    const record = vitalRecord(
      {
        name: 'CLS',
        value: 0.123456,
        rating: 'needs-improvement',
        id: 'v5-4',
        attribution: {},
      } as unknown as MetricWithAttribution,
      '/',
      1,
      page,
    );
    expect(record.value).toBe(0.1235);
    expect(record.app).toBe('agency');
    expect(record).not.toHaveProperty('element');
  });
});

describe('withoutPrefix', () => {
  it("takes a preview's prefix out of every string of a record", () => {
    const record = errorRecord(
      {
        type: 'error',
        message: `fetch ${site}${prefix}/remotes.json failed`,
        stack: `Error\n    at f (${site}${prefix}/static/js/index.js:1:2)`,
        at: 1,
        path: `${prefix}/payout`,
      },
      page,
    );
    const sent = JSON.stringify(withoutPrefix(record, prefix));
    expect(sent).not.toContain('_preview');
    expect(JSON.parse(sent)).toMatchObject({
      path: '/payout',
      source: `${site}/static/js/index.js`,
      message: `fetch ${site}/remotes.json failed`,
    });
  });
});
