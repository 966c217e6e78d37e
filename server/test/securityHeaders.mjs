/**
 * What the server's and nginx's tests expect of a response's security headers (server/src/headers.mjs):
 * nosniff on every response; the referrer and permissions policies and the CSP on documents (HTML, SVG) only,
 * the only responses a browser applies them to; no HSTS over plain HTTP. Written out here, not derived from
 * headers.mjs, so that a wrong rule there fails these tests.
 * @param {Record<string, string | undefined>} headers lower-cased header names
 * @returns {string[]} what is wrong, empty when nothing is
 */
export function securityHeaderProblems(headers) {
  const problems = [];
  const type = headers['content-type'] ?? '(no content type)';
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`${type}: no X-Content-Type-Options: nosniff`);
  if (headers['strict-transport-security'] !== undefined) problems.push(`${type}: HSTS over plain HTTP`);
  const isDocument = /^(text\/html|image\/svg\+xml)/.test(headers['content-type'] ?? '');
  const documentHeaders = {
    'referrer-policy': (value) => value === 'strict-origin-when-cross-origin',
    'permissions-policy': (value) => value?.includes('camera=()'),
    'content-security-policy': (value) => value?.includes("frame-ancestors 'none'"),
  };
  for (const [name, isRight] of Object.entries(documentHeaders)) {
    const value = headers[name];
    if (isDocument && !isRight(value)) problems.push(`${type}: ${name} is ${value}`);
    if (!isDocument && value !== undefined) problems.push(`${type}: ${name} on a response that is not a document`);
  }
  return problems;
}
