/** Compression of composed HTML: see htmlCompression.mjs. */
export function acceptedEncodings(header: string | string[] | undefined): Set<string>;
export function htmlEncodingFor(accepted: Set<string>): 'br' | 'gzip' | undefined;
export function createHtmlCompressor(options?: {
  maxPages?: number;
}): (html: string, encoding: 'br' | 'gzip' | undefined) => Buffer;
