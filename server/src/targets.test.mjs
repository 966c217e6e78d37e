import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dirTarget, objectHeaders, openTarget, safeKey } from './targets.mjs';

describe('object headers', () => {
  it('hashed files are immutable, the rest revalidated; a Brotli copy has its file’s type and br', () => {
    expect(objectHeaders('payments/static/js/a.1234.js')).toEqual({
      contentType: 'text/javascript; charset=utf-8',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    expect(objectHeaders('site/payout/index.html.br')).toEqual({
      contentType: 'text/html; charset=utf-8',
      cacheControl: 'no-cache',
      contentEncoding: 'br',
    });
    expect(objectHeaders('payments/remoteEntry.js').cacheControl).toBe('no-cache');
    expect(objectHeaders('site/og/site.png').contentType).toBe('image/png');
  });
});

describe('targets', () => {
  it('are named dir:<path> or s3://<bucket>[/<prefix>]', () => {
    expect(openTarget('dir:/srv/meridian').name).toBe('dir:/srv/meridian');
    expect(openTarget('s3://site-releases/prod/').name).toBe('s3://site-releases/prod');
    expect(() => openTarget(undefined)).toThrow('Name a target');
    expect(() => openTarget('ftp://host')).toThrow('Unknown target ftp://host');
    expect(() => openTarget('s3://site-releases/../x')).toThrow('Not a key inside the target');
  });

  it('never reach outside themselves', () => {
    expect(safeKey('site/a/../b.html')).toBe('site/b.html');
    expect(() => safeKey('../etc/passwd')).toThrow();
    expect(() => safeKey('/etc/passwd')).toThrow();
  });
});

describe('a directory target', () => {
  let root;
  let target;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'target-test-'));
    target = dirTarget(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('writes, reads, lists and removes objects by key', async () => {
    await target.write('site/payout/index.html', '<h1>Payout</h1>');
    await target.write('site/index.html', '<h1>Home</h1>');
    expect((await target.read('site/payout/index.html')).toString()).toBe('<h1>Payout</h1>');
    expect(await target.read('site/missing.html')).toBeUndefined();
    expect(await target.exists('site/payout')).toBe(false);
    expect(await target.list('site')).toEqual(['site/index.html', 'site/payout/index.html']);
    expect(await target.list('nothing')).toEqual([]);
    expect((await target.get('site/index.html')).headers.contentType).toBe('text/html; charset=utf-8');
    await target.remove('site/index.html');
    expect(await target.exists('site/index.html')).toBe(false);
  });

  it('creates an object exclusively once', async () => {
    expect(await target.createExclusive('releases/payments/lock.json', '1')).toBe(true);
    expect(await target.createExclusive('releases/payments/lock.json', '2')).toBe(false);
    expect((await target.read('releases/payments/lock.json')).toString()).toBe('1');
  });
});
