import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketCookieName, forceSideHeader, sideOf } from './canaryBucket.mjs';
import { candidatesOf, overlayTarget, sidesFolder, sidesName } from './canarySides.mjs';
import { dirTarget } from './targets.mjs';

const canaries = [
  { app: 'payments', candidate: 'p2', live: 'p1', share: 30 },
  { app: 'agency', candidate: 'a2', live: 'a1', share: 60 },
];
const ids = Array.from({ length: 400 }, (_, i) => `visitor-${String(i).padStart(12, '0')}`);
const none = new URLSearchParams();

describe('the candidates of a request', () => {
  it('names a set of candidates the same way whatever their order', () => {
    expect(sidesName(canaries)).toBe('agency-a2+payments-p2');
    expect(sidesName([...canaries].reverse())).toBe('agency-a2+payments-p2');
    expect(sidesFolder('payments-p2')).toBe('releases/canary-sides/payments-p2/site');
  });

  it("draws each app's canary on its own, from the visitor's bucket", () => {
    const sets = ids.map((id) =>
      sidesName(candidatesOf(canaries, { query: none, headers: { cookie: `${bucketCookieName}=${id}` } })),
    );
    expect(new Set(sets)).toEqual(new Set(['', 'payments-p2', 'agency-a2', 'agency-a2+payments-p2']));
    for (const [index, id] of ids.entries()) {
      const expected = canaries.filter((canary) => sideOf(id, canary) === 'candidate');
      expect(sets[index]).toBe(sidesName(expected));
    }
  });

  it('is every candidate or none when forced, none for a visitor with no bucket', () => {
    const forced = (/** @type {string} */ side) =>
      candidatesOf(canaries, { query: new URLSearchParams({ canary_side: side }), headers: {} });
    expect(forced('candidate')).toEqual(canaries);
    expect(forced('live')).toEqual([]);
    expect(candidatesOf(canaries, { query: none, headers: { [forceSideHeader]: 'candidate' } })).toEqual(canaries);
    expect(candidatesOf(canaries, { query: none, headers: {} })).toEqual([]);
  });
});

describe('a candidate side over the live site', () => {
  it('has its files in place of the live ones, each with its own Brotli copy or none', async () => {
    const root = await mkdtemp(join(tmpdir(), 'canary-sides-'));
    try {
      const target = dirTarget(root);
      const folder = sidesFolder('payments-p2');
      for (const [key, body] of Object.entries({
        'site/pay/index.html': 'live pay',
        'site/pay/index.html.br': 'live pay br',
        'site/index.html': 'live home',
        'payments/remoteEntry.js': 'live entry',
        [`${folder}/pay/index.html`]: 'candidate pay',
      })) {
        await target.write(key, body);
      }
      const overlay = overlayTarget(target, folder, new Set(['pay/index.html']));
      const read = async (/** @type {string} */ key) => (await overlay.read(key))?.toString();
      expect(await read('site/pay/index.html')).toBe('candidate pay');
      expect(await read('site/pay/index.html.br')).toBeUndefined();
      expect(await overlay.exists('site/pay/index.html.br')).toBe(false);
      expect((await overlay.get('site/pay/index.html'))?.body.toString()).toBe('candidate pay');
      expect(await read('site/index.html')).toBe('live home');
      expect(await read('payments/remoteEntry.js')).toBe('live entry');

      // The canary ends: its side's files go while a server still has them listed.
      await target.remove(`${folder}/pay/index.html`);
      expect(await read('site/pay/index.html')).toBe('live pay');
      expect(await overlay.exists('site/pay/index.html')).toBe(true);
      expect((await overlay.get('site/pay/index.html'))?.body.toString()).toBe('live pay');
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
