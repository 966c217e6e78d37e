import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  bucketCookie,
  bucketCookieName,
  bucketCount,
  bucketIdOf,
  bucketMaxAgeSeconds,
  bucketOf,
  forcedSide,
  forcedSideCookie,
  forcedSideCookieName,
  forcedSideOfCookie,
  forceSideHeader,
  forceSideParam,
  isBucketId,
  newBucketId,
  sideOf,
} from './canaryBucket.mjs';

/** Fixed, well-spread bucket ids, so every figure below is the same on every run. */
const visitors = Array.from({ length: 20_000 }, (_, i) =>
  createHash('sha256').update(`visitor ${i}`).digest('base64url').slice(0, 22),
);
const onCandidate = (/** @type {string} */ candidate, /** @type {number} */ share) =>
  new Set(visitors.filter((id) => sideOf(id, { candidate, share }) === 'candidate'));

describe('a visitor’s bucket', () => {
  it('is 128 random bits as a cookie-safe id, never the same twice', () => {
    const ids = Array.from({ length: 100 }, newBucketId);
    expect(ids.every(isBucketId)).toBe(true);
    expect(new Set(ids).size).toBe(100);
    expect(Buffer.from(/** @type {string} */ (ids[0]), 'base64url')).toHaveLength(16);
  });

  it("takes a server's own random id too, and refuses anything else", () => {
    expect(isBucketId('0123456789abcdef0123456789abcdef')).toBe(true);
    for (const value of [undefined, '', 'a'.repeat(15), 'a'.repeat(65), `${'a'.repeat(21)};`, `${'a'.repeat(21)}=`]) {
      expect(isBucketId(value)).toBe(false);
    }
  });

  it('is read from the Cookie header, when valid', () => {
    const id = newBucketId();
    expect(bucketIdOf(`theme=dark; ${bucketCookieName}=${id}; other=1`)).toBe(id);
    expect(bucketIdOf(`${bucketCookieName}=${id}`)).toBe(id);
    expect(bucketIdOf(`${bucketCookieName}=x%3B`)).toBeUndefined();
    expect(bucketIdOf(`other_${bucketCookieName}=${id}`)).toBeUndefined();
    expect(bucketIdOf(undefined)).toBeUndefined();
  });

  it('is a number in [0, 10000), the same for the same visitor and candidate', () => {
    const numbers = visitors.map((id) => bucketOf(id, 'payments-2'));
    expect(numbers.every((n) => Number.isInteger(n) && n >= 0 && n < bucketCount)).toBe(true);
    expect(visitors.map((id) => bucketOf(id, 'payments-2'))).toEqual(numbers);
  });
});

describe('the side of a visitor', () => {
  it('puts about the share of visitors on the candidate', () => {
    for (const share of [1, 10, 50, 90]) {
      const fraction = onCandidate('payments-2', share).size / visitors.length;
      // Four standard errors of a binomial share of 20000: a spread hash is well within them.
      const tolerance = 4 * Math.sqrt(((share / 100) * (1 - share / 100)) / visitors.length);
      expect(Math.abs(fraction - share / 100)).toBeLessThan(tolerance);
    }
  });

  it('puts nobody on the candidate at 0 % and everybody at 100 %', () => {
    expect(onCandidate('payments-2', 0).size).toBe(0);
    expect(onCandidate('payments-2', 100).size).toBe(visitors.length);
  });

  it('only adds visitors when the share rises', () => {
    const shares = [0.5, 1, 5, 10, 10.25, 25, 50, 75, 99.99, 100];
    const sets = shares.map((share) => onCandidate('payments-2', share));
    for (const [i, after] of sets.entries()) {
      const before = sets[i - 1] ?? new Set();
      expect([...before].filter((id) => !after.has(id))).toEqual([]);
      expect(after.size).toBeGreaterThanOrEqual(before.size);
    }
  });

  it('draws different visitors for different candidates', () => {
    const first = onCandidate('payments-2', 10);
    const second = onCandidate('payments-3', 10);
    const both = [...first].filter((id) => second.has(id)).length / visitors.length;
    // Independent draws overlap on 10 % × 10 % = 1 % of visitors; the same draw would on 10 %.
    expect(both).toBeGreaterThan(0.005);
    expect(both).toBeLessThan(0.02);
  });

  it('refuses a share that is not a percentage', () => {
    for (const share of [-1, 100.5, Number.NaN]) {
      expect(() => sideOf('a'.repeat(22), { candidate: 'payments-2', share })).toThrow(RangeError);
    }
  });
});

describe('a forced side', () => {
  const query = (/** @type {string} */ search) => new URL(`https://example.com/pay${search}`).searchParams;

  it('comes from the query first, then the header', () => {
    expect(forcedSide(query(`?${forceSideParam}=candidate`), {})).toBe('candidate');
    expect(forcedSide(query(''), { [forceSideHeader]: 'live' })).toBe('live');
    expect(forcedSide(query(`?${forceSideParam}=live`), { [forceSideHeader]: 'candidate' })).toBe('live');
    expect(forcedSide(query(`?${forceSideParam}=nonsense`), { [forceSideHeader]: 'candidate' })).toBe('candidate');
  });

  it('is absent for anything else', () => {
    expect(forcedSide(query('?side=candidate'), {})).toBeUndefined();
    expect(forcedSide(query(''), { [forceSideHeader]: 'Candidate' })).toBeUndefined();
    expect(forcedSide(query(''), { [forceSideHeader]: ['candidate', 'live'] })).toBeUndefined();
  });
});

describe('the bucket cookie', () => {
  const id = 'AbCdEfGhIjKlMnOpQrStUv';

  it('keeps the side across sites and paths, for 30 days, and is secure on https', () => {
    expect(bucketMaxAgeSeconds).toBe(30 * 24 * 60 * 60);
    expect(bucketCookie(id, { secure: true })).toBe(
      `site_bucket=${id}; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(bucketCookie(id, { secure: false })).toBe(
      `site_bucket=${id}; Max-Age=2592000; Path=/; SameSite=Lax; HttpOnly`,
    );
  });

  it('refuses to set anything but a bucket id', () => {
    expect(() => bucketCookie('x; Domain=evil.example', { secure: true })).toThrow(TypeError);
  });
});

describe('the forced-side cookie', () => {
  it('keeps a side for the session, and is read back; nothing else is', () => {
    expect(forcedSideCookie('candidate', { secure: true })).toBe(
      `${forcedSideCookieName}=candidate; Path=/; SameSite=Lax; HttpOnly; Secure`,
    );
    expect(forcedSideCookie('live', { secure: false })).toBe(
      `${forcedSideCookieName}=live; Path=/; SameSite=Lax; HttpOnly`,
    );
    expect(forcedSideOfCookie(`a=1; ${forcedSideCookieName}=candidate`)).toBe('candidate');
    expect(forcedSideOfCookie(`${forcedSideCookieName}=live`)).toBe('live');
    expect(forcedSideOfCookie(`${forcedSideCookieName}=Candidate`)).toBeUndefined();
    expect(forcedSideOfCookie(`x_${forcedSideCookieName}=live`)).toBeUndefined();
    expect(forcedSideOfCookie(undefined)).toBeUndefined();
  });
});
