import { readFile, stat } from 'node:fs/promises';

/**
 * One deploy file (a prerender.json, a manifest, a template) as the server last saw it whole. The file is
 * re-read when it changes; a version that is missing, truncated or malformed (mid-deploy, say) is logged once
 * and the last good version stays in use, so one app's bad file never takes another app's pages down.
 *
 * - `parse(text)`: the value, or throws with the reason the file is not usable.
 * - `recheckMs`: how long a look at the disk is trusted; a redeploy shows within that time.
 * `read()` resolves to `{ value, version }` (version: a number that changes with each good version) or
 * undefined when no good version was ever read; `state()` says whether the file on disk is that version
 * ('current'), a bad one after a good one ('stale') or bad with none before it ('unavailable').
 */
export function createLastGood({ file, parse, log, recheckMs = 250 }) {
  let good;
  let version = 0;
  let seen;
  let checkedAt = -Infinity;
  let checking;
  let failing = false;

  const check = async () => {
    const info = await stat(file).catch(() => undefined);
    const signature = info ? `${info.mtimeMs}:${info.size}` : 'missing';
    if (signature === seen) return;
    seen = signature;
    try {
      if (!info) throw new Error('the file is missing');
      good = { value: parse(await readFile(file, 'utf8')), version: ++version };
      failing = false;
    } catch (error) {
      failing = true;
      const fallback = good ? 'serving its last good version' : 'no good version to serve';
      log.warn({ file, reason: error.message }, `${file} is not usable (${error.message}): ${fallback}`);
    }
  };

  return {
    file,
    async read() {
      const now = performance.now();
      if (now - checkedAt >= recheckMs) {
        checkedAt = now;
        checking = check().finally(() => (checking = undefined));
      }
      if (checking) await checking;
      return good;
    },
    state: () => (!good ? 'unavailable' : failing ? 'stale' : 'current'),
  };
}

/** Parses JSON that must be an object; `validate` may add what the object must hold. */
export const jsonObject =
  (validate = () => undefined) =>
  (text) => {
    const value = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('not a JSON object');
    validate(value);
    return value;
  };

/** An app's prerender.json (`@site/build`): its pages' markup and head, and their stylesheets. */
export const prerenderManifest = jsonObject((manifest) => {
  const pages = Object.values(manifest.pages ?? {});
  if (typeof manifest.pages !== 'object' || pages.length === 0) throw new Error('it has no pages');
  if (!pages.every((page) => typeof page?.body === 'string' && typeof page?.head === 'string')) {
    throw new Error('a page has no markup');
  }
  if (manifest.css !== undefined && !Array.isArray(manifest.css)) throw new Error('its stylesheets are not a list');
});

/** A page template: the shell's index.html, which must have the element the pages go into. */
export const htmlTemplate = (rootElement) => (text) => {
  if (!text.includes(rootElement)) throw new Error(`it has no ${rootElement}`);
  return text;
};
