import { describe, expect, it } from 'vitest';
import { federationCodeOf } from './federationShare.mjs';

// Two sources on one line: columns 0–9 come from the app, 10–29 from the federation runtime, 30– from the app.
// Segments: [0, src 0], [+10, src +1], [+20, src -1]  →  "AAAA", "UCAA", "oBDAA"
const map = {
  version: 3,
  sources: [
    'webpack://shell/./src/index.ts',
    'webpack://shell/../node_modules/@module-federation/runtime-core/dist/index.js',
  ],
  names: [],
  mappings: 'AAAA,UCAA,oBDAA',
};
const code = `${'a'.repeat(10)}${'F'.repeat(20)}${'b'.repeat(5)}`;

describe('federationCodeOf', () => {
  it('keeps exactly the bytes the map attributes to federation sources', () => {
    expect(federationCodeOf(code, map)).toBe('F'.repeat(20));
  });

  it("counts the bundler's federation runtime modules, and nothing of the bundler's chunk loading", () => {
    const runtimeMap = {
      version: 3,
      sources: ['webpack://webpack/runtime/consumes_loading', 'webpack://webpack/runtime/jsonp_chunk_loading'],
      names: [],
      mappings: 'AAAA,UCAA',
    };
    expect(federationCodeOf(`${'c'.repeat(10)}${'j'.repeat(5)}`, runtimeMap)).toBe('c'.repeat(10));
  });
});
