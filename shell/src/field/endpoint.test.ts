import { describe, expect, it } from 'vitest';
import { fieldEndpoint } from './endpoint';
import { sampleRate } from './load';

const site = 'https://www.example.in';

describe('fieldEndpoint', () => {
  it("posts to the site's own origin when the contact form sends there or to EmailJS", () => {
    for (const setting of [
      undefined,
      '',
      'same-origin',
      'https://api.emailjs.com',
      'https://api.emailjs.com/',
      'ftp://x.in',
    ]) {
      expect(fieldEndpoint(site, setting)).toBe(`${site}/api/field`);
    }
  });

  it("posts to the outbox's own origin, where the collector runs too", () => {
    expect(fieldEndpoint(site, 'https://outbox.example.in/some/path')).toBe('https://outbox.example.in/api/field');
    expect(fieldEndpoint(site, 'http://localhost:4100')).toBe('http://localhost:4100/api/field');
  });
});

describe('sampleRate', () => {
  it('is every page load unless set, and a share from 0 to 1 when set', () => {
    expect(sampleRate(undefined)).toBe(1);
    expect(sampleRate(' ')).toBe(1);
    expect(sampleRate('0.25')).toBe(0.25);
    expect(sampleRate('0')).toBe(0);
    expect(sampleRate('7')).toBe(1);
    expect(sampleRate('-1')).toBe(0);
    expect(sampleRate('half')).toBe(1);
  });
});
