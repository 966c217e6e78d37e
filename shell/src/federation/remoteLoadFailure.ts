import type { RemoteFile } from '@site/field';
import { TimeoutError } from '../lib/withTimeout';

/** A remote section that could not be loaded: reported to the field data where it failed (remoteRoutes.ts). */
export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
}

/** Each message of an error and of its causes, one per line. */
const messagesOf = (error: unknown): string =>
  error instanceof Error ? [error.message, messagesOf(error.cause)].filter(Boolean).join('\n') : String(error ?? '');

/** Which file of a remote did not load: as Module Federation's error codes or a chunk error say, else the step. */
export function remoteFileOf(error: unknown, step: RemoteFile): RemoteFile {
  if (error instanceof TimeoutError) return step;
  const messages = messagesOf(error);
  if (/#RUNTIME-(003|007|013)\b/.test(messages)) return 'manifest';
  if (/#RUNTIME-(001|002|008|011|015)\b|ScriptNetworkError/.test(messages)) return 'entry';
  if (/Loading (CSS )?chunk .+ failed|ChunkLoadError/i.test(messages)) return step === 'page' ? 'page' : 'routes';
  return step;
}
