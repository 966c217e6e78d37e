// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpamGuard } from './useSpamGuard';

const minFillMs = 2500;
let form: HTMLFormElement;

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
  form = document.createElement('form');
});

afterEach(() => vi.useRealTimers());

const renderGuard = () => renderHook(() => useSpamGuard({ current: form }, minFillMs));

describe('useSpamGuard', () => {
  it('counts the fill time from the first interaction, not from later ones', () => {
    const { result } = renderGuard();
    expect(result.current.isBot('', false)).toBe(true);
    result.current.noteInteraction();
    vi.advanceTimersByTime(2000);
    result.current.noteInteraction();
    vi.advanceTimersByTime(499);
    expect(result.current.isBot('', false)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(result.current.isBot('', false)).toBe(false);
  });

  it('starts the clock when the served page was first touched, before the app took over', () => {
    form.dataset.startedAt = String(100_000 - minFillMs);
    const { result } = renderGuard();
    // A Send held before takeover is checked without any interaction with the app.
    expect(result.current.isBot('', false)).toBe(false);
    result.current.noteInteraction();
    expect(form.dataset.startedAt).toBe(String(100_000 - minFillMs));
  });

  it('catches a filled honeypot, and reset restarts the clock', () => {
    form.dataset.startedAt = '1';
    const { result } = renderGuard();
    expect(result.current.isBot('', false)).toBe(false);
    expect(result.current.isBot('https://spam.example', false)).toBe(true);
    result.current.reset();
    expect(form.dataset.startedAt).toBeUndefined();
    result.current.noteInteraction();
    expect(result.current.isBot('', false)).toBe(true);
  });

  it('exempts a form restored from a draft from the fill time, not from the honeypot', () => {
    const { result } = renderGuard();
    expect(result.current.isBot('', true)).toBe(false);
    expect(result.current.isBot('https://spam.example', true)).toBe(true);
  });
});
