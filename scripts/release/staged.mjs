/**
 * The staged releases of an app (stage.mjs), `releases/<app>/staged.json`: what a preview serves until it is
 * promoted, discarded or pruned, and whose hashed files pruning keeps.
 */
const stagedKey = (app) => `releases/${app}/staged.json`;

/** The staged releases of `app`, oldest first: `{ id, time, commit, prefix, remotes }`. */
export async function readStaged(target, app) {
  const body = await target.read(stagedKey(app));
  return body ? JSON.parse(body.toString('utf8')).staged : [];
}

export const writeStaged = (target, app, staged) =>
  target.write(stagedKey(app), `${JSON.stringify({ app, staged }, null, 2)}\n`);
