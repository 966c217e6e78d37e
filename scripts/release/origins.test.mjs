import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { remoteNames } from '@site/apps';
import { locationOfOrigins, locationsOfOrigins } from './origins.mjs';

const example = JSON.parse(
  readFileSync(new URL('../../deploy/nginx/production.example.json', import.meta.url), 'utf8'),
);

describe('the origins file', () => {
  it("locates every registered remote on its own origin, and nothing on the site's", () => {
    const locations = locationsOfOrigins(example);
    expect(Object.keys(locations)).toEqual(remoteNames);
    for (const name of remoteNames) expect(locations[name]).toBe(`${example.origins[name].origin}/mf-manifest.json`);
  });

  it('locates a section joining the site by its origin, a trailing slash or not', () => {
    const config = {
      origins: { site: { origin: 'https://www.example.in' }, careers: { origin: 'https://careers.example.in/' } },
    };
    expect(locationsOfOrigins(config)).toEqual({ careers: 'https://careers.example.in/mf-manifest.json' });
    expect(locationOfOrigins(config, 'careers')).toBe('https://careers.example.in/mf-manifest.json');
    expect(locationOfOrigins(config, 'jobs')).toBeUndefined();
  });

  it('refuses a file with no remote origin, or one without a URL', () => {
    expect(() => locationsOfOrigins({ origins: { site: { origin: 'https://www.example.in' } } })).toThrow(/no origin/);
    expect(() => locationsOfOrigins({ origins: { careers: { root: '/srv/careers' } } })).toThrow(/careers/);
  });
});
