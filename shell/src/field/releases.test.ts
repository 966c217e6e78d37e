import { describe, expect, it } from 'vitest';
import { parseReleases } from './releases';

describe('parseReleases', () => {
  it('keeps the app → release id pairs a batch may carry, and drops the rest', () => {
    expect(
      parseReleases({
        shell: '2f1c0a9d8e7b',
        payments: 'build-1a0d570c5b5d',
        Payments: 'x',
        'bad name': 'x',
        legal: 42,
        agency: 'r'.repeat(65),
      }),
    ).toEqual({ shell: '2f1c0a9d8e7b', payments: 'build-1a0d570c5b5d' });
  });

  it.each([
    ['null', null],
    ['an array', ['shell']],
    ['a string', 'shell'],
  ])('reads %s as no releases', (_, raw) => {
    expect(parseReleases(raw)).toEqual({});
  });
});
