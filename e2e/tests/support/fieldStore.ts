import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { StoredRecord } from '@site/field';
import { siteRoutes } from '@site/routes';
import { shippedOwnerOf } from '@site/routes/test/shippedSections';

/**
 * Every record the collector whose DATA_DIR is `dataDir` has stored (its current file, `field/field.jsonl`), as
 * `storedRecords` of @site/field wrote them. Read by the Chromium proof and the engines' alike.
 */
export function storedFieldRecords(dataDir: string): StoredRecord[] {
  const file = join(dataDir, 'field', 'field.jsonl');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredRecord);
}

/** What a stored record is, for a message or a list: a vital's name, else its kind. */
export const recordName = (record: StoredRecord): string => (record.kind === 'vital' ? record.name : record.kind);

/**
 * What a record of a live page view must say of its attribution, given the live release of each app: the path's
 * owner and its release, the release of the app the finding belongs to, and every live release.
 */
export function liveAttribution(record: StoredRecord, live: Record<string, string>) {
  const owner = siteRoutes.some((route) => route.path === record.path) ? shippedOwnerOf(record.path) : undefined;
  return {
    side: 'live',
    owner,
    ownerRelease: live[owner ?? ''],
    release: live[record.app],
    releases: live,
  };
}
