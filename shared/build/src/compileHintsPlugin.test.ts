import { mkdtempSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRsbuild } from '@rsbuild/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileHint } from './compileHint';
import { compileHintsPlugin } from './compileHintsPlugin';

const droppedComment = 'a comment the minifier drops';

/** A real Rsbuild build of a two-module app, as a browser build (`web`) and a Node build (`prerender`). */
async function buildFixture() {
  const root = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'src/index.js'),
    `// ${droppedComment}\nexport function greet(name) { return 'Hello, ' + name; }\nimport('./later.js').then((m) => m.later(greet('you')));\n`,
  );
  writeFileSync(join(root, 'src/later.js'), 'export const later = (text) => document.title = text;\n');
  const rsbuild = await createRsbuild({
    cwd: root,
    rsbuildConfig: {
      mode: 'production',
      logLevel: 'silent',
      plugins: [compileHintsPlugin()],
      output: { sourceMap: { js: 'source-map' }, filenameHash: false },
      environments: {
        web: { source: { entry: { index: './src/index.js' } } },
        prerender: {
          source: { entry: { prerender: './src/index.js' } },
          output: { target: 'node', distPath: { root: 'dist-prerender' } },
        },
      },
    },
  });
  await rsbuild.build();
  return root;
}

/** Every script a build directory holds, by its path inside it. */
const scriptsIn = (directory: string): Map<string, string> =>
  new Map(
    readdirSync(directory, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.js'))
      .map((name) => [name, readFileSync(join(directory, name), 'utf8')]),
  );

describe('compileHintsPlugin', () => {
  let root: string;
  beforeAll(async () => {
    root = await buildFixture();
  }, 60_000);

  it('opens every script of the browser build, the entry and its async chunk, with the hint', () => {
    const scripts = scriptsIn(join(root, 'dist'));
    expect(scripts.size).toBeGreaterThanOrEqual(2);
    for (const [name, text] of scripts) expect(text.startsWith(`${compileHint}\n`), name).toBe(true);
  });

  it('adds it after minification: the source loses its comments, the hint stays', () => {
    const entry = scriptsIn(join(root, 'dist')).get('static/js/index.js') ?? '';
    expect(entry).not.toContain(droppedComment);
    expect(entry).toContain('Hello, ');
  });

  it('adds it before the source maps are made: their first generated line, the hint, maps to nothing', () => {
    const map = JSON.parse(readFileSync(join(root, 'dist/static/js/index.js.map'), 'utf8')) as { mappings: string };
    expect(map.mappings.startsWith(';')).toBe(true);
    expect(map.mappings.length).toBeGreaterThan(1);
  });

  it('leaves the Node build alone', () => {
    const scripts = scriptsIn(join(root, 'dist-prerender'));
    expect(scripts.size).toBeGreaterThanOrEqual(1);
    for (const text of scripts.values()) expect(text.startsWith(compileHint)).toBe(false);
  });
});
