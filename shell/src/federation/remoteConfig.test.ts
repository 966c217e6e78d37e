import { describe, expect, it } from 'vitest';
import { parseRemoteConfig } from './remoteConfig';

const base = 'https://www.example.in/about';

describe('parseRemoteConfig', () => {
  it('reads each known remote as an absolute manifest URL', () => {
    expect(
      parseRemoteConfig(
        {
          agency: 'https://agency.cdn.example/mf-manifest.json',
          payments: '/remotes/payments/mf-manifest.json',
          legal: 'http://localhost:3003/mf-manifest.json',
        },
        base,
      ),
    ).toEqual({
      agency: 'https://agency.cdn.example/mf-manifest.json',
      payments: 'https://www.example.in/remotes/payments/mf-manifest.json',
      legal: 'http://localhost:3003/mf-manifest.json',
    });
  });

  it('reads a remote this build does not know, ignores names no remote can have and tolerates a missing remote', () => {
    expect(
      parseRemoteConfig(
        {
          agency: 'https://a.example/m.json',
          careers: 'https://careers.example/m.json',
          shell: 'https://s.example/m.json',
          'Not a name': 'https://n.example/m.json',
        },
        base,
      ),
    ).toEqual({ agency: 'https://a.example/m.json', careers: 'https://careers.example/m.json' });
  });

  it.each([
    ['an array', []],
    ['null', null],
    ['a string', 'agency'],
  ])('rejects %s', (_, raw) => {
    expect(() => parseRemoteConfig(raw, base)).toThrow();
  });

  it.each([
    ['a number', { agency: 42 }],
    ['an empty string', { agency: ' ' }],
    ['a javascript: URL', { agency: 'javascript:alert(1)' }],
    ['a data: URL', { legal: 'data:text/plain,hi' }],
    ['an unparsable URL', { payments: 'https://[' }],
  ])('rejects %s as a location', (_, raw) => {
    expect(() => parseRemoteConfig(raw, base)).toThrow();
  });
});
