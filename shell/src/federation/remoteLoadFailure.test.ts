import { describe, expect, it } from 'vitest';
import { TimeoutError } from '../lib/withTimeout';
import { remoteFileOf } from './remoteLoadFailure';

/** How Module Federation's runtime words a failure (error-codes' getShortErrorMsg), with its code. */
const federationError = (code: string, description: string) =>
  new Error(`${description} #${code}\nargs: {"remoteName":"payments"}\nView the docs to see how to solve: …`);

describe('remoteFileOf', () => {
  it("names the file Module Federation's error code names, whatever step the load was at", () => {
    expect(remoteFileOf(federationError('RUNTIME-003', 'Failed to get manifest.'), 'manifest')).toBe('manifest');
    expect(remoteFileOf(federationError('RUNTIME-008', 'Failed to load script resources.'), 'manifest')).toBe('entry');
    expect(remoteFileOf(federationError('RUNTIME-001', 'Failed to get remoteEntry exports.'), 'routes')).toBe('entry');
  });

  it('finds the code in a cause, as the section load wraps it', () => {
    const wrapped = new Error('The payments section could not be loaded.', {
      cause: federationError('RUNTIME-013', 'The manifest is not a valid Module Federation manifest.'),
    });
    expect(remoteFileOf(wrapped, 'routes')).toBe('manifest');
  });

  it("names a chunk that did not load the route table's, or the page's when the page was loading", () => {
    const chunk = Object.assign(new Error('Loading chunk 412 failed.\n(error: https://payments.example.in/x.js)'), {
      name: 'ChunkLoadError',
    });
    expect(remoteFileOf(chunk, 'routes')).toBe('routes');
    expect(remoteFileOf(chunk, 'page')).toBe('page');
  });

  it('names the step the load had reached when it timed out or the error says nothing', () => {
    expect(remoteFileOf(new TimeoutError('did not load within 6 s.'), 'entry')).toBe('entry');
    expect(remoteFileOf(new TypeError('Failed to fetch'), 'remotes.json')).toBe('remotes.json');
    expect(remoteFileOf('odd', 'manifest')).toBe('manifest');
  });
});
