/** Types of precompress.mjs for the TypeScript apps' build config (precompressPlugin.ts), which does not read JavaScript. */
import type { BrotliOptions } from 'node:zlib';

export declare const brotliOptionsFor: (text: Buffer) => BrotliOptions;
export declare const precompressedExtensions: ReadonlySet<string>;
export declare const minimumPrecompressedBytes: number;
export declare function writeWithBrotli(file: string, text: string): Promise<void>;
export declare function precompressDirectory(
  dir: string,
): Promise<{ readonly files: number; readonly bytes: number; readonly brotliBytes: number }>;
