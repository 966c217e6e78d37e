import { describe, expect, it } from 'vitest';
import { EMAILJS_API_ORIGIN } from '@site/contact';
import { DEFAULT_MIN_FILL_MS, readEmailConfig, readMinFillMs, resolveOrigin } from './config';

const page = 'https://www.example.in';
const complete = {
  PUBLIC_EMAILJS_SERVICE_ID: 'service_x',
  PUBLIC_EMAILJS_TEMPLATE_ID: 'template_y',
  PUBLIC_EMAILJS_PUBLIC_KEY: 'key_z',
};

describe('readEmailConfig', () => {
  it('reads ids and key, with EmailJS’s own origin by default and headless sending allowed', () => {
    expect(readEmailConfig(complete, page)).toEqual({
      serviceId: 'service_x',
      templateId: 'template_y',
      publicKey: 'key_z',
      origin: EMAILJS_API_ORIGIN,
      blockHeadless: false,
    });
  });

  it('is null (service not available) when any of id, template or key is missing or blank', () => {
    expect(readEmailConfig({}, page)).toBeNull();
    expect(readEmailConfig({ ...complete, PUBLIC_EMAILJS_SERVICE_ID: undefined }, page)).toBeNull();
    expect(readEmailConfig({ ...complete, PUBLIC_EMAILJS_TEMPLATE_ID: '' }, page)).toBeNull();
    expect(readEmailConfig({ ...complete, PUBLIC_EMAILJS_PUBLIC_KEY: '   ' }, page)).toBeNull();
  });

  it("'same-origin' posts to the page's own origin", () => {
    expect(readEmailConfig({ ...complete, PUBLIC_EMAILJS_ORIGIN: 'same-origin' }, page)?.origin).toBe(page);
  });

  it('accepts an http(s) origin and rejects anything else', () => {
    expect(resolveOrigin('https://api.eu.emailjs.com/', page)).toBe('https://api.eu.emailjs.com');
    expect(resolveOrigin(undefined, page)).toBe(EMAILJS_API_ORIGIN);
    expect(resolveOrigin('', page)).toBe(EMAILJS_API_ORIGIN);
    expect(resolveOrigin('api.emailjs.com', page)).toBeNull();
    expect(resolveOrigin('javascript:alert(1)', page)).toBeNull();
    expect(readEmailConfig({ ...complete, PUBLIC_EMAILJS_ORIGIN: 'nonsense' }, page)).toBeNull();
  });

  it("blocks headless browsers only when PUBLIC_EMAILJS_BLOCK_HEADLESS is 'true'", () => {
    const block = (value: string | undefined) =>
      readEmailConfig({ ...complete, PUBLIC_EMAILJS_BLOCK_HEADLESS: value }, page)?.blockHeadless;
    expect(block('true')).toBe(true);
    expect(block('TRUE')).toBe(true);
    expect(block('false')).toBe(false);
    expect(block('1')).toBe(false);
    expect(block(undefined)).toBe(false);
  });
});

describe('readMinFillMs', () => {
  it('defaults to 2,500 ms and accepts a whole number ≥ 0', () => {
    expect(DEFAULT_MIN_FILL_MS).toBe(2500);
    expect(readMinFillMs(undefined)).toBe(2500);
    expect(readMinFillMs('')).toBe(2500);
    expect(readMinFillMs('0')).toBe(0);
    expect(readMinFillMs('1200')).toBe(1200);
    expect(readMinFillMs('-5')).toBe(2500);
    expect(readMinFillMs('soon')).toBe(2500);
  });
});
