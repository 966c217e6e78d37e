// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company, mailHref } from '@site/company';
import { SiteProvider } from '@site/ui';
import PrivacyPage from './privacy';
import RefundPolicyPage from './refund-policy';
import TermsPage from './terms';
import { termsOfService } from './terms/content';

// Rendering a 38-clause document in jsdom on a busy 2-core machine can take seconds.
vi.setConfig({ testTimeout: 20_000 });

const scrolled: string[] = [];

beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
    scrolled.push(this.id);
  });
});

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const renderAt = (url: string, Page: () => React.JSX.Element) => {
  window.history.replaceState(null, '', url);
  return render(
    <SiteProvider company={company}>
      <BrowserRouter>
        <Page />
      </BrowserRouter>
    </SiteProvider>,
  );
};

/** Lets the page's double requestAnimationFrame (scroll after paint) run. */
const flushFrames = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });

// Plain DOM queries: role queries over a 38-clause document are slow in jsdom.
const trigger = (sectionId: string) => document.getElementById(sectionId)!.querySelector('summary')!;

/**
 * Clicks a section's summary and lets the page follow: its toggle event is a task of its own, and a closing
 * section closes once its answer has faded out.
 */
const toggle = (sectionId: string) =>
  act(async () => {
    fireEvent.click(trigger(sectionId));
    await new Promise((resolve) => setTimeout(resolve, 250));
  });

const expanded = () => [...document.querySelectorAll('details[open]')].map((details) => details.id);

describe('LegalDocumentPage', () => {
  it('shows the hero date, every section closed at first, and a mail button', () => {
    renderAt('/terms', TermsPage);
    expect(document.querySelector('h1')?.textContent).toBe('Terms of Service');
    expect(document.querySelector('time')?.textContent).toBe('Last updated: 16th September 2025');
    expect(document.querySelector('time')?.getAttribute('dateTime')).toBe('2025-09-16');
    expect(expanded()).toEqual([]);
    // Every panel is in the document (inside its closed details), so printing can show them all.
    expect(document.querySelectorAll('[role="region"]')).toHaveLength(termsOfService.sections.length);
    const headings = [...document.querySelectorAll('h2')].map((heading) => heading.textContent);
    expect(headings).toContain('Questions About Our Terms?');
    const mail = [...document.querySelectorAll('a')].find((a) => a.textContent === 'E-mail us about the terms');
    expect(mail?.getAttribute('href')).toBe(mailHref(termsOfService.contact.mailSubject));
  });

  it('opens and scrolls to the section named by the hash on load', async () => {
    renderAt('/terms#clause-15', TermsPage);
    expect(expanded()).toEqual(['clause-15']);
    await waitFor(() => expect(scrolled).toContain('clause-15'));
    expect(trigger('clause-15').textContent).toMatch(/15\.\s*Prohibited Goods and Services/);
  });

  it('ignores a hash that names no section', async () => {
    renderAt('/privacy#nothing-here', PrivacyPage);
    await flushFrames();
    expect(expanded()).toEqual([]);
    expect(scrolled).toEqual([]);
  });

  it('keeps one section open at a time and mirrors it in the address without adding history', async () => {
    renderAt('/refund-policy', RefundPolicyPage);
    const historyLength = window.history.length;
    await toggle('section-3');
    expect(expanded()).toEqual(['section-3']);
    expect(window.location.pathname + window.location.hash).toBe('/refund-policy#section-3');
    await toggle('section-5');
    expect(expanded()).toEqual(['section-5']);
    expect(window.location.hash).toBe('#section-5');
    await toggle('section-5');
    expect(expanded()).toEqual([]);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/refund-policy');
    expect(window.history.length).toBe(historyLength);
  });

  it('opens the target of an in-page link to another clause', async () => {
    renderAt('/terms', TermsPage);
    await toggle('clause-3');
    const link = [...document.getElementById('clause-3')!.querySelectorAll('a')].find(
      (a) => a.textContent === 'clause 15',
    )!;
    expect(link.getAttribute('href')).toBe('/terms#clause-15');
    fireEvent.click(link);
    expect(expanded()).toEqual(['clause-15']);
    await waitFor(() => expect(scrolled).toContain('clause-15'));
  });
});
