// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSpamGuard } from './useSpamGuard';

const minFillMs = 2500;
let form: HTMLFormElement;

beforeEach(() => {
  vi.useFakeTimers({ now: 100_000 });
  form = document.createElement('form');
});

afterEach(() => vi.useRealTimers());

const renderGuard = (restored = false) => renderHook(() => useSpamGuard({ current: form }, restored, minFillMs));

describe('useSpamGuard', () => {
  it('counts the fill time from the first interaction, not from later ones', () => {
    const { result } = renderGuard();
    expect(result.current.isBot()).toBe(true);
    result.current.noteInteraction();
    vi.advanceTimersByTime(2000);
    result.current.noteInteraction();
    vi.advanceTimersByTime(499);
    expect(result.current.isBot()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(result.current.isBot()).toBe(false);
  });

  it('starts the clock when the served page was first touched, before the app took over', () => {
    form.dataset.startedAt = String(100_000 - minFillMs);
    const { result } = renderGuard();
    result.current.noteInteraction();
    expect(result.current.isBot()).toBe(false);
  });

  it('catches a filled honeypot, and reset empties it and restarts the clock', () => {
    form.dataset.startedAt = '1';
    const { result } = renderGuard();
    result.current.noteInteraction();
    act(() => result.current.setHoneypot('https://spam.example'));
    expect(result.current.isBot()).toBe(true);
    act(() => result.current.reset());
    expect(result.current.honeypot).toBe('');
    expect(form.dataset.startedAt).toBeUndefined();
    result.current.noteInteraction();
    expect(result.current.isBot()).toBe(true);
  });

  it('exempts a form restored from a draft until its first send', () => {
    const { result } = renderGuard(true);
    expect(result.current.isBot()).toBe(false);
    act(() => result.current.reset());
    expect(result.current.isBot()).toBe(true);
  });
});
