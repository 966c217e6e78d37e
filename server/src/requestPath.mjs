/** nginx's default large_client_header_buffers: a request line longer than this is refused with 414. */
const MAX_URL_BYTES = 4096;

/**
 * The path a request asks for, read as nginx reads it: percent-decoded (bad encoding or a NUL is 400),
 * repeated slashes merged, never a `..` above the root. Returns `{ path }` or `{ status }` to refuse with.
 * @param {string} url the request target as received
 */
export function requestPath(url) {
  if (url.length > MAX_URL_BYTES) return { status: 414 };
  const rawPath = url.split('?', 1)[0];
  let path;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return { status: 400 };
  }
  if (!path.startsWith('/') || path.includes('\0')) return { status: 400 };
  const segments = [];
  for (const segment of path.split('/')) {
    if (segment === '..') {
      if (segments.length === 0) return { status: 400 };
      segments.pop();
    } else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const trailingSlash = path.length > 1 && /\/\.{0,2}$/.test(path) && segments.length > 0;
  return { path: `/${segments.join('/')}${trailingSlash ? '/' : ''}` };
}

/** The Brotli copies are sent in place of their files, never by their own name (nginx: internal). */
export const isPrecompressedCopy = (path) => /\.br$/i.test(path);

/** A valid Host header: a DNS name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
export const isValidHost = (host) =>
  typeof host === 'string' &&
  /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(
    host,
  );
