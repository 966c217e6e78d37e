import { describe, expect, it } from 'vitest';
import { isLikelyBot } from './spamGuard';

const human = { honeypot: '', startedAt: 1_000, now: 20_000, minFillMs: 2500, restored: false };

describe('isLikelyBot', () => {
  it('lets a person through', () => {
    expect(isLikelyBot(human)).toBe(false);
  });

  it('catches a filled honeypot, whatever else is true', () => {
    expect(isLikelyBot({ ...human, honeypot: 'https://spam.example' })).toBe(true);
    expect(isLikelyBot({ ...human, honeypot: 'x', restored: true })).toBe(true);
    expect(isLikelyBot({ ...human, honeypot: '   ' })).toBe(false);
  });

  it('catches a submit sooner than the minimum fill time after the first interaction', () => {
    expect(isLikelyBot({ ...human, now: 1_000 + 2499 })).toBe(true);
    expect(isLikelyBot({ ...human, now: 1_000 + 2500 })).toBe(false);
    expect(isLikelyBot({ ...human, startedAt: null })).toBe(true);
  });

  it('never holds back a restored draft or a zero threshold', () => {
    expect(isLikelyBot({ ...human, now: 1_001, restored: true })).toBe(false);
    expect(isLikelyBot({ ...human, startedAt: null, restored: true })).toBe(false);
    expect(isLikelyBot({ ...human, now: 1_001, minFillMs: 0 })).toBe(false);
  });
});
