import { releasesFile } from '@site/field';
import { servedPath, servedPreview } from '../lib/servedPreview';

const appName = /^[a-z][a-z0-9-]{0,39}$/;

/** The app → release id pairs of a parsed `releases.json` that a batch may carry; anything else is dropped. */
export function parseReleases(raw: unknown): Record<string, string> {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).filter(
      (pair): pair is [string, string] => appName.test(pair[0]) && typeof pair[1] === 'string' && pair[1].length <= 64,
    ),
  );
}

/** The live release of each app (`releases.json` beside `remotes.json`); none known when it cannot be read. */
async function fetchReleases(): Promise<Record<string, string>> {
  try {
    const response = await fetch(servedPath(`/${releasesFile}`), { cache: 'no-cache' });
    return response.ok ? parseReleases(await response.json()) : {};
  } catch {
    return {};
  }
}

/**
 * What a batch says of the releases on the page: the live ones, or in a preview the releases composed into it and
 * the candidate it previews (its app and release id, never its prefix).
 */
export async function releasesOfPage(): Promise<{
  releases: Record<string, string>;
  preview?: { app: string; release: string };
}> {
  if (!servedPreview) return { releases: await fetchReleases() };
  const { candidate, releases } = servedPreview;
  return { releases: parseReleases(releases), preview: { app: candidate.app, release: candidate.id } };
}
