import type { PathOwners } from '@site/routes';
import type { RemoteConfig } from '../federation/remoteConfig';
import { whenIdle } from '@site/ui';
import { fieldQueue } from './queue';
import { takeOverQueue } from './takeOver';

const discard = () => undefined;

/** The share of page loads that report (`PUBLIC_FIELD_SAMPLE_RATE`, 0 to 1): all of them unless set. */
export function sampleRate(value: string | undefined): number {
  const rate = value === undefined || value.trim() === '' ? 1 : Number(value);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 1;
}

/**
 * Loads the field sender (sender.ts, its own chunk with web-vitals) at an idle moment after the takeover, for the
 * page loads the sample rate picks (decided once per load): nothing of it is in the first load.
 */
export function loadFieldSender(pathOwners: PathOwners, remoteConfig: () => Promise<RemoteConfig>): void {
  if (Math.random() >= sampleRate(import.meta.env.PUBLIC_FIELD_SAMPLE_RATE)) {
    // Nothing will send what early.js and the shell queue: from now on it is dropped as it comes.
    takeOverQueue(fieldQueue(), discard, discard);
    return;
  }
  whenIdle(() => {
    import('./sender')
      .then(({ startFieldSender }) => startFieldSender(pathOwners, remoteConfig))
      .catch((error: unknown) => console.error('[shell] The field sender could not start.', error));
  });
}
