import { init, send, type StorageProvider } from '@emailjs/browser';
import { withTimeout } from '../../lib/withTimeout';
import type { EmailConfig } from './config';
import { EMAIL_SERVICE_UNAVAILABLE } from './content';
import { browserStorage, type DraftStorage } from './draftStorage';
import type { ContactValues } from './validation';

/** A send that has not answered within 15 s counts as failed; its late answer is ignored. */
export const SEND_TIMEOUT_MS = 15_000;

/** One key for the whole site: at most one message per 10 s from a browser (EmailJS's own rate limiter). */
export const RATE_LIMIT = { id: 'contact-form', throttle: 10_000 } as const;

export interface EmailSdk {
  readonly init: typeof init;
  readonly send: typeof send;
}

export interface SendOptions {
  readonly timeoutMs?: number;
  /** Where the rate limiter keeps its timestamp; localStorage by default. */
  readonly storage?: DraftStorage | null;
  readonly sdk?: EmailSdk;
}

/**
 * The rate limiter's storage, over localStorage, that never throws (blocked storage would otherwise make
 * every send fail) and remembers whether this attempt stamped the limiter. A failed attempt gives its stamp
 * back, so that "Please try again" can be followed at once; the SDK's own refusal (a message already sent
 * within 10 s) stamps nothing and so releases nothing.
 */
function limiterStorage(storage: DraftStorage | null) {
  let stamped = false;
  const quietly = <T>(action: () => T, fallback: T): T => {
    try {
      return action();
    } catch {
      return fallback;
    }
  };
  const provider: StorageProvider = {
    get: async (key) => quietly(() => storage?.getItem(key) ?? null, null),
    set: async (key, value) => {
      quietly(() => storage?.setItem(key, value), undefined);
      stamped = true;
    },
    remove: async (key) => quietly(() => storage?.removeItem(key), undefined),
  };
  const release = () => {
    if (stamped) quietly(() => storage?.removeItem(RATE_LIMIT.id), undefined);
  };
  return { provider, release };
}

/**
 * Sends one contact message through EmailJS (`send(serviceId, templateId, params, options)`); resolves
 * when the service accepted it. Rejects, for the caller to log, when the service is not configured
 * ('Email service is not available.'), refuses, fails or does not answer in time.
 */
export async function sendContactMessage(
  params: ContactValues,
  config: EmailConfig | null,
  { timeoutMs = SEND_TIMEOUT_MS, storage = browserStorage(), sdk = { init, send } }: SendOptions = {},
): Promise<void> {
  if (!config) throw new Error(EMAIL_SERVICE_UNAVAILABLE);
  // `send` takes no origin: the SDK posts to the origin `init` stored (`${origin}/api/v1.0/email/send`).
  sdk.init({ publicKey: config.publicKey, origin: config.origin });
  const limiter = limiterStorage(storage);
  try {
    await withTimeout(
      sdk.send(
        config.serviceId,
        config.templateId,
        { ...params },
        {
          publicKey: config.publicKey,
          limitRate: RATE_LIMIT,
          blockHeadless: config.blockHeadless,
          storageProvider: limiter.provider,
        },
      ),
      timeoutMs,
      (seconds) => `The e-mail service did not answer within ${seconds} s.`,
    );
  } catch (error) {
    limiter.release();
    throw error;
  }
}
