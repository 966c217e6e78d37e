import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { apps, developmentLocations, hostApp, isRemoteName, remoteLocations, remoteNames } from './index.js';

const repo = new URL('../../../', import.meta.url);
const distinct = (/** @type {unknown[]} */ values) => new Set(values).size === values.length;

describe('the registry of apps', () => {
  it('has one host, first, and names the rest remotes', () => {
    expect(apps.map((app) => app.role)).toEqual(['host', ...remoteNames.map(() => 'remote')]);
    expect(remoteNames).toEqual(apps.slice(1).map((app) => app.name));
  });

  it('gives each app its own name, folder, port and origin', () => {
    for (const field of /** @type {const} */ (['name', 'dir', 'port', 'origin'])) {
      expect(distinct(apps.map((app) => app[field])), field).toBe(true);
    }
    expect(apps.find((app) => app.role === 'host')?.origin).toBe('site');
  });

  it('gives each remote a name a remote can have, and the host one none can', () => {
    expect(remoteNames.filter((name) => !isRemoteName(name))).toEqual([]);
    expect(isRemoteName(hostApp.name)).toBe(false);
    for (const name of ['', 'Careers', 'careers-2', '__proto__', 'legal policies'])
      expect(isRemoteName(name), name).toBe(false);
  });

  it("names each app's folder by its workspace package", async () => {
    for (const app of apps) {
      const { name } = JSON.parse(await readFile(new URL(`${app.dir}/package.json`, repo), 'utf8'));
      expect(name).toBe(app.dir);
    }
  });
});

describe("the remotes' locations", () => {
  it('locates each remote on the origin given for it, in registry order', () => {
    const locations = remoteLocations((app, index) => `https://${app.name}.example.in:${8000 + index}/`);
    expect(Object.keys(locations)).toEqual(remoteNames);
    remoteNames.forEach((name, index) =>
      expect(locations[name]).toBe(`https://${name}.example.in:${8000 + index}/mf-manifest.json`),
    );
  });

  it('locates each remote on a development machine at its registered port', () => {
    for (const app of apps.filter((candidate) => candidate.role === 'remote'))
      expect(developmentLocations()[app.name]).toBe(`http://localhost:${app.port}/mf-manifest.json`);
  });
});
