import type { PathOwners } from '@site/routes';
import { appBases } from '@site/field';
import type { RemoteConfig } from '../federation/remoteConfig';
import { servedPreview, sitePathOf } from '../lib/servedPreview';
import { fragmentOwner, pageAt } from '../routing/routeTable';
import { batchBodies, PendingRecords, type BatchEnvelope } from './batches';
import { fieldEndpoint } from './endpoint';
import { queuedErrorOf } from './events';
import { fieldQueue, type QueuedEntry } from './queue';
import { errorRecord, pageviewRecord, vitalRecord, vitalTime, withoutPrefix, type FieldPage } from './records';
import { releasesOfPage } from './releases';
import { takeOverQueue } from './takeOver';
import { sendBody } from './transport';
import { observeVitals } from './vitals';

/** A page load's random id: it links the records of one view, and nothing else. */
function newViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/** The page's attribution context: the apps' script bases and the live map's owner of each path. */
function fieldPage(pathOwners: PathOwners, remotes: RemoteConfig): FieldPage {
  return {
    bases: appBases(window.location.origin, remotes),
    sitePath: (pathname) => sitePathOf(pathname) ?? '/',
    ownerOf: (path) => {
      const page = pageAt(path, pathOwners);
      return page ? fragmentOwner(page) : 'shell';
    },
  };
}

/**
 * The field sender (docs/architecture.md, "Field data"): takes the page's queue over (`queue.ts`), observes the
 * Core Web Vitals, and sends what it holds in batches when the page is hidden or goes away, and on `flush`.
 * Loaded after the takeover (load.ts), so that it adds nothing to the first load.
 */
export async function startFieldSender(
  pathOwners: PathOwners,
  remoteConfig: () => Promise<RemoteConfig>,
): Promise<void> {
  const [{ releases, preview }, remotes] = await Promise.all([
    releasesOfPage(),
    // The shell's own reading: remotes.json is fetched once (a second fetch would bypass its preload).
    remoteConfig().catch((): RemoteConfig => ({})),
  ]);
  const page = fieldPage(pathOwners, remotes);
  const envelope: BatchEnvelope = { v: 1, view: newViewId(), releases, ...(preview ? { preview } : {}) };
  const endpoint = fieldEndpoint(window.location.origin, import.meta.env.PUBLIC_EMAILJS_ORIGIN);
  const pending = new PendingRecords();
  const prefix = servedPreview?.prefix;

  // The pathname shown from each page view on: a vital settled later is recorded on the path it happened on.
  const shown: { at: number; path: string }[] = [];
  const pathAt = (time: number) =>
    (shown.findLast((view) => view.at <= time) ?? shown[0])?.path ?? window.location.pathname;
  // An event early.js queued happened on the page view queued last before it (the queue keeps their order).
  const take = (queued: QueuedEntry) => {
    const entry =
      queued instanceof Event ? queuedErrorOf(queued, shown.at(-1)?.path ?? window.location.pathname) : queued;
    if (!entry) return;
    if (entry.type === 'pageview') shown.push({ at: entry.at, path: entry.path });
    pending.add(
      withoutPrefix(entry.type === 'pageview' ? pageviewRecord(entry, page) : errorRecord(entry, page), prefix),
    );
  };
  const flush = () => {
    const records = pending.take();
    if (records.length > 0) for (const body of batchBodies(envelope, records)) sendBody(endpoint, body);
  };

  takeOverQueue(fieldQueue(), take, flush);
  observeVitals((metric) =>
    pending.add(withoutPrefix(vitalRecord(metric, pathAt(vitalTime(metric)), performance.now(), page), prefix)),
  );
  // On the document, after web-vitals' own listeners on window (capture): the vitals it settles as the page is
  // hidden are pending by then.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);
}
