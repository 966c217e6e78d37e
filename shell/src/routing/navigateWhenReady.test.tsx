// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shippedPathOwners } from '@site/routes/test/shippedSections';
import { RemoteSectionsContext, type RemoteSections } from '../federation/remoteRoutes';
import { holdAtMostMs, useNavigateWhenReady } from './navigateWhenReady';
import { PathOwnersContext } from './routeTable';

/** The pages whose code is loaded, and the sections' loads a held click waits for, both set by each test. */
const loaded = new Set<string>();
const loads = new Map<string, { promise: Promise<void>; finish: () => void }>();

/** The page's remote sections, as far as a held click asks them: whether a page's code is here, and its load. */
const sections = {
  pageLoaded: (_remote: string, path: string) => loaded.has(path),
  pages: (remote: string) => {
    let finish = () => {};
    const promise = new Promise<void>((resolve) => {
      finish = resolve;
    });
    loads.set(remote, { promise, finish });
    return promise.then(() => ({ preload: () => Promise.resolve() }));
  },
} as unknown as RemoteSections;

function Page() {
  const bar = useRef<HTMLDivElement>(null);
  useNavigateWhenReady(bar);
  return (
    <>
      <div ref={bar} data-testid="bar" hidden />
      <p data-testid="at">{useLocation().pathname}</p>
      <Link to="/payout">Payout</Link>
      <Link to="/privacy">Privacy</Link>
      <Link to="/careers">Careers</Link>
    </>
  );
}

const at = () => screen.getByTestId('at').textContent;
const bar = () => screen.getByTestId('bar');
const click = (name: string) => fireEvent.click(screen.getByRole('link', { name }));

beforeEach(() => {
  render(
    <MemoryRouter initialEntries={['/']}>
      <PathOwnersContext value={shippedPathOwners}>
        <RemoteSectionsContext value={sections}>
          <Page />
        </RemoteSectionsContext>
      </PathOwnersContext>
    </MemoryRouter>,
  );
});
afterEach(() => {
  cleanup();
  loaded.clear();
  loads.clear();
  vi.useRealTimers();
});

describe('useNavigateWhenReady', () => {
  it('lets a click on a page whose code is loaded navigate at once', () => {
    loaded.add('/payout');
    click('Payout');
    expect(at()).toBe('/payout');
    expect(bar().hidden).toBe(true);
  });

  it('holds a click until its page’s code is here, with the loading bar shown meanwhile', async () => {
    click('Payout');
    expect(at()).toBe('/');
    expect(bar().hidden).toBe(false);
    await act(async () => loads.get('payments')!.finish());
    expect(at()).toBe('/payout');
    expect(bar().hidden).toBe(true);
  });

  it('navigates after the longest hold when the code is still not here', async () => {
    vi.useFakeTimers();
    click('Payout');
    await act(async () => vi.advanceTimersByTime(holdAtMostMs - 1));
    expect(at()).toBe('/');
    await act(async () => vi.advanceTimersByTime(1));
    expect(at()).toBe('/payout');
  });

  it('leaves a click on a path the map does not know to the browser, which loads it as a document', () => {
    const followed = fireEvent.click(screen.getByRole('link', { name: 'Careers' }));
    expect(followed).toBe(true);
    expect(at()).toBe('/');
    expect(bar().hidden).toBe(true);
  });

  it('lets a later click replace a held one', async () => {
    click('Payout');
    loaded.add('/privacy');
    click('Privacy');
    expect(at()).toBe('/privacy');
    await act(async () => loads.get('payments')!.finish());
    expect(at()).toBe('/privacy');
    expect(bar().hidden).toBe(true);
  });
});
