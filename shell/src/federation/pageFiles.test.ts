import type { PageChunks } from '@site/routes';
import { describe, expect, it } from 'vitest';
import { pageListIn } from './pageFiles';

const chunks: PageChunks = {
  sectionGzipBytes: 9_650,
  pages: {
    '/payout': { files: ['static/css/async/page-payout.1.css', 'static/js/async/page-payout.2.js'], gzipBytes: 8963 },
  },
};

describe('pageListIn', () => {
  it("resolves a page's files against the list's location, the app's public path", () => {
    const list = pageListIn(chunks, 'https://payments.example/v7/page-chunks.json');
    expect(list?.sectionGzipBytes).toBe(9_650);
    expect(list?.pageFiles('/payout')).toEqual({
      urls: [
        'https://payments.example/v7/static/css/async/page-payout.1.css',
        'https://payments.example/v7/static/js/async/page-payout.2.js',
      ],
      gzipBytes: 8963,
    });
  });

  it('knows nothing of a page the list does not hold, or holds malformed', () => {
    const malformed = { ...chunks, pages: { '/payin': { files: 'page-payin.js' } } } as unknown as PageChunks;
    expect(pageListIn(chunks, 'https://payments.example/page-chunks.json')?.pageFiles('/payin')).toBeUndefined();
    expect(pageListIn(malformed, 'https://payments.example/page-chunks.json')?.pageFiles('/payin')).toBeUndefined();
  });

  it('reads no list of the format before sections were weighed: nothing of it could be charged', () => {
    const unweighed = { '/payout': chunks.pages['/payout'] } as unknown as PageChunks;
    expect(pageListIn(unweighed, 'https://payments.example/page-chunks.json')).toBeUndefined();
  });
});
