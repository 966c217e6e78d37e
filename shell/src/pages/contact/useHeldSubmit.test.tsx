// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pendingSubmitAttribute } from '@site/document';
import { useHeldSubmit } from './useHeldSubmit';

let form: HTMLFormElement;
let sent: FormData[];

beforeEach(() => {
  vi.useFakeTimers();
  sent = [];
  form = document.createElement('form');
  form.innerHTML = '<input name="name" value="Asha Verma">';
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    sent.push(new FormData(form));
  });
  document.body.append(form);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  form.remove();
});

/** Mounts the hook as the app does, under StrictMode, whose replayed effects must not send twice. */
const mount = () => renderHook(() => useHeldSubmit({ current: form }), { wrapper: StrictMode });

describe('useHeldSubmit', () => {
  it('sends a form held before takeover once, through its submit event, and unmarks it', () => {
    form.setAttribute(pendingSubmitAttribute, '');
    mount();
    vi.runAllTimers();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('name')).toBe('Asha Verma');
    expect(form.hasAttribute(pendingSubmitAttribute)).toBe(false);
  });

  it('sends it a task after mounting, out of React’s commit', () => {
    form.setAttribute(pendingSubmitAttribute, '');
    mount();
    expect(sent).toHaveLength(0);
    expect(form.hasAttribute(pendingSubmitAttribute)).toBe(true);
    vi.runAllTimers();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing when no Send was held', () => {
    mount();
    vi.runAllTimers();
    expect(sent).toHaveLength(0);
  });

  it('sends nothing once unmounted before that task, and leaves the mark', () => {
    form.setAttribute(pendingSubmitAttribute, '');
    mount().unmount();
    vi.runAllTimers();
    expect(sent).toHaveLength(0);
    expect(form.hasAttribute(pendingSubmitAttribute)).toBe(true);
  });
});
