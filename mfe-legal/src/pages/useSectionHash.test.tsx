// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionFromHash, useSectionHash } from './useSectionHash';

const sectionIds = ['clause-1', 'clause-2', 'Zahlung ändern'] as const;
const scrolled: { id: string; behavior: ScrollBehavior | undefined }[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element, options?: boolean | ScrollIntoViewOptions) {
    scrolled.push({ id: this.id, behavior: typeof options === 'object' ? options.behavior : undefined });
  });
  for (const id of sectionIds) {
    const section = document.createElement('details');
    section.id = id;
    section.append(document.createElement('summary'));
    document.body.append(section);
  }
});

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

const wrapper = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;

const renderAt = (url: string) => {
  window.history.replaceState(null, '', url);
  return renderHook(() => useSectionHash(sectionIds), { wrapper });
};

describe('sectionFromHash', () => {
  const ids = new Set(sectionIds);

  it('names a section of the document, percent-decoded', () => {
    expect(sectionFromHash('#clause-2', ids)).toBe('clause-2');
    expect(sectionFromHash('#Zahlung%20%C3%A4ndern', ids)).toBe('Zahlung ändern');
  });

  it('names nothing for an empty hash, an unknown id or a malformed escape', () => {
    expect(sectionFromHash('', ids)).toBeNull();
    expect(sectionFromHash('#clause-9', ids)).toBeNull();
    expect(sectionFromHash('#clause-%E0%A4%A', ids)).toBeNull();
  });
});

describe('useSectionHash', () => {
  it('opens the section the hash names, then scrolls to it at once and focuses its summary', async () => {
    const { result } = renderAt('/terms#clause-2');
    expect(result.current.openId).toBe('clause-2');
    await waitFor(() => expect(scrolled).toEqual([{ id: 'clause-2', behavior: 'instant' }]));
    expect(document.activeElement).toBe(document.querySelector('#clause-2 summary'));
  });

  it('opens nothing and scrolls nowhere for a hash that names no section', async () => {
    const { result } = renderAt('/terms#nothing-here');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(result.current.openId).toBeNull();
    expect(scrolled).toEqual([]);
  });

  it('writes the opened section to the address and removes it on close, without adding history', () => {
    const { result } = renderAt('/terms?print=1');
    const historyLength = window.history.length;
    act(() => result.current.onOpenChange('clause-1'));
    expect(result.current.openId).toBe('clause-1');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/terms?print=1#clause-1');
    act(() => result.current.onOpenChange(null));
    expect(result.current.openId).toBeNull();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/terms?print=1');
    expect(window.history.length).toBe(historyLength);
  });

  it('brings an opened section back on screen when its heading is above the header line, and only then', () => {
    const { result } = renderAt('/terms');
    const below = document.getElementById('clause-1')!;
    below.getBoundingClientRect = () => ({ top: 400 }) as DOMRect;
    act(() => result.current.onOpenChange('clause-1'));
    expect(scrolled).toEqual([]);

    const above = document.getElementById('clause-2')!;
    above.getBoundingClientRect = () => ({ top: -120 }) as DOMRect;
    act(() => result.current.onOpenChange('clause-2'));
    expect(scrolled).toEqual([{ id: 'clause-2', behavior: 'smooth' }]);
  });
});
