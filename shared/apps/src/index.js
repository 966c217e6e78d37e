// @ts-check
/**
 * The registry of the site's apps, one entry each in `apps.json`: the shell (the host) and the remotes. The servers,
 * nginx's config, the releases, the bench, the builds and the shell's site map list the apps from here, so an app
 * joins the site with its folder and its entry in that file.
 */
import registry from '../apps.json' with { type: 'json' };

/**
 * @typedef {object} App
 * @property {string} name Its release's name, its Module Federation name and its key in remotes.json.
 * @property {string} dir Its folder in the repository, which is also its workspace package's name.
 * @property {number} port Its development server's port (`pnpm dev`).
 * @property {string} origin The origin it is served from: its folder on a release target (`site` for the host).
 * @property {'host' | 'remote'} role The host composes the pages; a remote serves its section's pages into them.
 */

/** @type {readonly App[]} Registry order: the host first, then the remotes (their dev and serving ports follow it). */
export const apps = Object.entries(/** @type {Record<string, Omit<App, 'name'>>} */ (registry)).map(([name, app]) => ({
  name,
  ...app,
}));

/** The remotes' names, in registry order. */
export const remoteNames = apps.filter((app) => app.role === 'remote').map((app) => app.name);

/** The app that composes the pages: the shell. */
export const hostApp = /** @type {App} */ (apps.find((app) => app.role === 'host'));

/**
 * Whether a name can be a remote's (its key in remotes.json, its Module Federation name, its fragment's owner),
 * registered in this build or not: a remote joins the live site with its own release, not the shell's.
 * @param {string} name
 */
export const isRemoteName = (name) => /^[a-z][a-z0-9]*$/.test(name) && name !== hostApp.name;

/** @param {string} name @returns {App} The registered app of that name; throws for a name the registry lacks. */
export function appNamed(name) {
  const app = apps.find((candidate) => candidate.name === name);
  if (!app)
    throw new Error(
      `${name} is not an app of the site: the registry (shared/apps/apps.json) names ${apps.map((candidate) => candidate.name).join(', ')}.`,
    );
  return app;
}

/**
 * Where browsers load the manifest of the remote served from `origin` (a trailing slash or not).
 * @param {string} origin
 */
export const manifestLocation = (origin) => new URL('mf-manifest.json', `${origin.replace(/\/+$/, '')}/`).href;

/**
 * A site's `remotes.json` (remote → where browsers load its `mf-manifest.json`), the remotes served from the
 * origins `originOf` gives each (by the remote and its index among the remotes).
 * @param {(app: App, index: number) => string} originOf
 * @returns {Record<string, string>}
 */
export const remoteLocations = (originOf) =>
  Object.fromEntries(
    apps.filter((app) => app.role === 'remote').map((app, index) => [app.name, manifestLocation(originOf(app, index))]),
  );

/** Where a development machine serves each remote (`pnpm dev`, `npm start`): its registered port on localhost. */
export const developmentLocations = () => remoteLocations((app) => `http://localhost:${app.port}`);
