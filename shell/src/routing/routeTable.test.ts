import { describe, expect, it } from 'vitest';
import { pageAt, servedPathOwners } from './routeTable';

describe('the map the shell routes by when the live one cannot be read', () => {
  it("routes the page as served to the app its container names, and the shell's own pages to the shell", () => {
    const map = servedPathOwners('/careers', 'careers');
    expect(pageAt('/careers', map)).toEqual({ kind: 'remote', path: '/careers', remote: 'careers' });
    expect(pageAt('/careers/', map)).toEqual({ kind: 'remote', path: '/careers', remote: 'careers' });
    expect(pageAt('/contact', map)).toEqual({ kind: 'contact', path: '/contact' });
  });

  it('routes no other page: its links load it as a document', () => {
    expect(pageAt('/payout', servedPathOwners('/careers', 'careers'))).toBeUndefined();
    expect(Object.keys(servedPathOwners('/no-such-page', undefined).pages)).toEqual(['/contact']);
  });
});
