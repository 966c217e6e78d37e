/** Types of precompress.mjs for the TypeScript apps' build config (shared/build), which does not read JavaScript. */
export declare const precompressedExtensions: ReadonlySet<string>;
export declare const minimumPrecompressedBytes: number;
export declare function writeWithBrotli(file: string, text: string): Promise<void>;
export declare function precompressDirectory(
  dir: string,
): Promise<{ readonly files: number; readonly bytes: number; readonly brotliBytes: number }>;
