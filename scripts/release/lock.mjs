/**
 * One release of an app at a time, on any target: a lock object per app (`releases/<app>/lock.json`), created
 * only if absent. A second release of the same app is refused; a release that needs another app's lock (the
 * shell recomposes every remote's pages) waits for it. A lock left by a release that was killed (its process
 * is gone from this machine, or it is older than any release takes) is taken over, so running the command
 * again completes the release.
 */
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { RefusedError } from './refused.mjs';

const lockKey = (app) => `releases/${app}/lock.json`;
const leaseMs = 30 * 60_000;

function processGone(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    return error.code === 'ESRCH';
  }
}

/** Whether a lock's holder can no longer finish: killed on this machine, or long past any release's time. */
export const isStale = (holder, now = Date.now()) =>
  now - Date.parse(holder.since) > leaseMs || (holder.host === hostname() && processGone(holder.pid));

const describe = (holder) =>
  `${holder.holder} ${holder.command} (pid ${holder.pid} on ${holder.host}, since ${holder.since})`;

/**
 * Takes `app`'s lock for `holder` (the app whose command runs) and returns the function that lets it go.
 * `waitMs` bounds the wait for another app's release; `queue` waits for the same app's too (stages take turns);
 * `log` tells the user what happens.
 */
export async function acquireLock(
  target,
  app,
  { holder, command, log = () => {}, waitMs = 10 * 60_000, pollMs = 250, queue = false },
) {
  const key = lockKey(app);
  const deadline = Date.now() + waitMs;
  let told = false;
  for (;;) {
    const record = {
      holder,
      command,
      pid: process.pid,
      host: hostname(),
      since: new Date().toISOString(),
      token: randomUUID(),
    };
    if (await target.createExclusive(key, `${JSON.stringify(record, null, 2)}\n`)) {
      return async () => {
        const current = await target.read(key);
        if (current && JSON.parse(current.toString('utf8')).token === record.token) await target.remove(key);
      };
    }
    const body = await target.read(key);
    if (!body) continue;
    const existing = JSON.parse(body.toString('utf8'));
    if (isStale(existing)) {
      log(`Taking over the lock of an interrupted ${describe(existing)}.`);
      await target.remove(key);
      continue;
    }
    if (existing.holder === holder && !queue) {
      throw new RefusedError(`${app} is being released already: ${describe(existing)}. Wait for it to finish.`);
    }
    if (Date.now() > deadline) {
      throw new RefusedError(`${app} stayed locked by ${describe(existing)}: try again when it has finished.`);
    }
    if (!told) log(`Waiting for ${describe(existing)} to finish…`);
    told = true;
    await sleep(pollMs);
  }
}
