/**
 * The size of a response body as the server sends it to a browser that accepts only gzip. The benchmark's
 * Chromium accepts Brotli, so Lighthouse's transfer sizes are Brotli where the servers have a copy; the
 * first-load JS target is set in gzip bytes, measured by fetching each script again.
 */
import { get } from 'node:http';

/**
 * @param {string} url
 * @returns {Promise<number | undefined>} undefined when the server did not answer 200, or the URL is not http
 */
function gzipBodySize(url) {
  if (!url.startsWith('http:')) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const request = get(url, { headers: { 'Accept-Encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () => resolve(response.statusCode === 200 ? bytes : undefined));
      response.on('error', () => resolve(undefined));
    });
    request.on('error', () => resolve(undefined));
  });
}

/**
 * Measures each URL once (built files do not change during a run).
 * @returns {(urls: readonly string[]) => Promise<Map<string, number>>}
 */
export function createGzipSizer() {
  /** @type {Map<string, Promise<number | undefined>>} */
  const measured = new Map();
  return async (urls) => {
    const sizes = await Promise.all(
      urls.map(async (url) => {
        if (!measured.has(url)) measured.set(url, gzipBodySize(url));
        return /** @type {const} */ ([url, await measured.get(url)]);
      }),
    );
    return new Map(sizes.filter((entry) => entry[1] !== undefined).map(([url, size]) => [url, Number(size)]));
  };
}
