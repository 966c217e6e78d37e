// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { inSiteNavigation } from './inSiteLinks';

afterEach(() => {
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

/** Clicks inside a link with `href` (and attributes), and returns where the site's router should go. */
function clickLink(href: string, init: MouseEventInit = {}, attributes: Record<string, string> = {}) {
  const anchor = document.createElement('a');
  anchor.href = href;
  for (const [name, value] of Object.entries(attributes)) anchor.setAttribute(name, value);
  const label = document.createElement('span');
  anchor.append(label);
  document.body.append(anchor);
  let followed: string | undefined;
  anchor.addEventListener('click', (event) => {
    followed = inSiteNavigation(event);
    event.preventDefault();
  });
  label.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  return followed;
}

describe('inSiteNavigation', () => {
  it('follows a left click on an in-site link, with its query and hash', () => {
    expect(clickLink('/payout?plan=pro#pricing')).toBe('/payout?plan=pro#pricing');
  });

  it('leaves a link to a place on this page to the browser', () => {
    window.history.replaceState(null, '', '/rankboost');
    expect(clickLink('/rankboost#packages')).toBeUndefined();
    expect(clickLink('/#top')).toBe('/#top');
  });

  it('leaves other origins, mailto:, new tabs, downloads and modified clicks to the browser', () => {
    expect(clickLink('https://example.com/payout')).toBeUndefined();
    expect(clickLink('mailto:hello@example.com')).toBeUndefined();
    expect(clickLink('/payout', {}, { target: '_blank' })).toBeUndefined();
    expect(clickLink('/brochure.pdf', {}, { download: '' })).toBeUndefined();
    expect(clickLink('/payout', { metaKey: true })).toBeUndefined();
    expect(clickLink('/payout', { ctrlKey: true })).toBeUndefined();
    expect(clickLink('/payout', { shiftKey: true })).toBeUndefined();
    expect(clickLink('/payout', { button: 1 })).toBeUndefined();
  });

  it('leaves a click an app has already handled', () => {
    const anchor = document.createElement('a');
    anchor.href = '/payout';
    document.body.append(anchor);
    anchor.addEventListener('click', (event) => event.preventDefault());
    let followed: string | undefined = 'not asked';
    document.body.addEventListener('click', (event) => {
      followed = inSiteNavigation(event);
    });
    anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).toBeUndefined();
  });
});
