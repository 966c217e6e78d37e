import { describe, expect, it } from 'vitest';
import { pageFilesIn } from './pageFiles';

const chunks = {
  '/payout': { files: ['static/css/async/page-payout.1.css', 'static/js/async/page-payout.2.js'], gzipBytes: 8963 },
};

describe('pageFilesIn', () => {
  it("resolves a page's files against the remote's manifest location", () => {
    expect(pageFilesIn(chunks, '/payout', 'https://payments.example/v7/mf-manifest.json')).toEqual({
      urls: [
        'https://payments.example/v7/static/css/async/page-payout.1.css',
        'https://payments.example/v7/static/js/async/page-payout.2.js',
      ],
      gzipBytes: 8963,
    });
  });

  it('knows nothing of a page the list does not hold, or holds malformed', () => {
    expect(pageFilesIn(chunks, '/payin', 'https://payments.example/mf-manifest.json')).toBeUndefined();
    const malformed = { '/payin': { files: 'page-payin.js' } } as unknown as typeof chunks;
    expect(pageFilesIn(malformed, '/payin', 'https://payments.example/mf-manifest.json')).toBeUndefined();
  });
});
