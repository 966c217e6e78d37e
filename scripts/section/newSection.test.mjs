import { cp, mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newSection, registryFile } from './newSection.mjs';

const repo = join(import.meta.dirname, '../..');
/** The folder of the registry's first remote, whose package and tsconfig a new section starts from. */
const templateDir = Object.values(JSON.parse(await readFile(join(repo, registryFile), 'utf8'))).find(
  (app) => app.role === 'remote',
).dir;
let root;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'new-section-'));
  await mkdir(join(root, 'shared/apps'), { recursive: true });
  await mkdir(join(root, templateDir));
  await cp(join(repo, registryFile), join(root, registryFile));
  for (const file of ['package.json', 'tsconfig.json'])
    await cp(join(repo, templateDir, file), join(root, templateDir, file));
});
afterEach(() => rm(root, { recursive: true, force: true }));

const read = (file) => readFile(join(root, file), 'utf8');

describe('pnpm new-section', () => {
  it('writes the folder of a section with one page and adds it to the registry on the next port, nothing else', async () => {
    const registryBefore = await read(registryFile);
    const { dir, port, files } = await newSection({ root, name: 'careers', path: '/life-at-work' });
    expect(dir).toBe('mfe-careers');
    expect(files).toEqual([
      'mfe-careers/package.json',
      'mfe-careers/rsbuild.config.ts',
      'mfe-careers/tsconfig.json',
      'mfe-careers/src/routes.ts',
      'mfe-careers/src/pages/life-at-work/content.ts',
      'mfe-careers/src/pages/life-at-work/index.tsx',
      registryFile,
    ]);
    const registry = await read(registryFile);
    const ports = Object.values(JSON.parse(registryBefore)).map((app) => app.port);
    expect(port).toBe(Math.max(...ports) + 1);
    expect(JSON.parse(registry).careers).toEqual({ dir: 'mfe-careers', port, origin: 'careers', role: 'remote' });
    // The registry's other lines stay as they were: its diff is the new entry.
    expect(registry.split('\n').filter((line) => !registryBefore.split('\n').includes(line))).toEqual([
      expect.stringMatching(/"role": "remote" },$/),
      `  "careers": { "dir": "mfe-careers", "port": ${port}, "origin": "careers", "role": "remote" }`,
    ]);

    const packageJson = JSON.parse(await read('mfe-careers/package.json'));
    expect(packageJson.name).toBe('mfe-careers');
    expect(packageJson.dependencies).toEqual(JSON.parse(await read(`${templateDir}/package.json`)).dependencies);
    expect(await read('mfe-careers/tsconfig.json')).toBe(await read(`${templateDir}/tsconfig.json`));
    expect(await read('mfe-careers/rsbuild.config.ts')).toContain("createAppConfig({ name: 'careers' })");
    const routes = await read('mfe-careers/src/routes.ts');
    expect(routes).toContain("name: 'careers',\n  routes: pageRoutes,");
    expect(routes).toContain("path: '/life-at-work',\n    page: 'life-at-work',");
    expect(routes).toContain("label: 'Life at work'");
    // Its one page import, each page's chunk named after its folder, is the same as the other remotes'.
    const loadPage = (text) => text.slice(text.indexOf('  loadPage:'), text.indexOf('\n});'));
    expect(loadPage(routes)).toContain('/* webpackChunkName: "page-[request]" */');
    expect(loadPage(routes)).toBe(loadPage(await readFile(join(repo, templateDir, 'src/routes.ts'), 'utf8')));
    expect(await read('mfe-careers/src/pages/life-at-work/index.tsx')).toContain(
      'export default function LifeAtWorkPage()',
    );
  });

  it('refuses, writing nothing, a name or path it cannot take', async () => {
    const registry = await read(registryFile);
    const refused = [
      [{ name: 'Careers', path: '/careers' }, 'lower-case letters and digits'],
      [{ name: 'car-eers', path: '/careers' }, 'lower-case letters and digits'],
      [{ name: 'careers', path: 'careers' }, 'lower-case words joined by hyphens'],
      [{ name: 'careers', path: '/Careers' }, 'lower-case words joined by hyphens'],
      [{ name: 'legal', path: '/careers' }, 'legal is already an app of the site'],
    ];
    for (const [options, message] of refused) {
      await expect(newSection({ root, ...options })).rejects.toThrow(message);
    }
    await mkdir(join(root, 'mfe-careers'));
    await expect(newSection({ root, name: 'careers', path: '/careers' })).rejects.toThrow(
      'mfe-careers/ already exists',
    );
    expect(await read(registryFile)).toBe(registry);
  });
});
