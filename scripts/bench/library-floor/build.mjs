/** Builds each variant of the floor into dist/<variant>: the config reads LIBRARY_FLOOR_VARIANT when called. */
import { copyFileSync, mkdirSync } from 'node:fs';
import { createRsbuild, loadConfig } from '@rsbuild/core';
import { floorVariants } from './variants.mjs';

process.env.NODE_ENV = 'production';
for (const { name, entry } of floorVariants) {
  if (!entry) {
    mkdirSync(`dist/${name}`, { recursive: true });
    copyFileSync('index.html', `dist/${name}/index.html`);
    continue;
  }
  process.env.LIBRARY_FLOOR_VARIANT = name;
  const { content } = await loadConfig();
  const rsbuild = await createRsbuild({ rsbuildConfig: content });
  await rsbuild.build();
}
