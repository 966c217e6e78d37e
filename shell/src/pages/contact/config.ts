/**
 * Build-time configuration of the contact form, read from PUBLIC_* environment variables (Rsbuild inlines
 * them into the bundle; see env.ts). The shell's build sets the EmailJS ones from its recorded delivery
 * (`@site/contact/delivery`). Pure functions, so every reading is unit-tested.
 */
import { EMAILJS_API_ORIGIN, SAME_ORIGIN, deliveryOrigin } from '@site/contact';

/** The raw variables, as the build inlined them (undefined when unset). */
export interface ContactEnv {
  readonly PUBLIC_EMAILJS_SERVICE_ID?: string | undefined;
  readonly PUBLIC_EMAILJS_TEMPLATE_ID?: string | undefined;
  readonly PUBLIC_EMAILJS_PUBLIC_KEY?: string | undefined;
  /** 'same-origin' (the site's own origin, where the local outbox answers), an https origin, or unset. */
  readonly PUBLIC_EMAILJS_ORIGIN?: string | undefined;
  /** 'true' makes the SDK refuse to send from headless browsers. Off by default. */
  readonly PUBLIC_EMAILJS_BLOCK_HEADLESS?: string | undefined;
  /** Submits sooner than this after the first interaction with the form are treated as bots. */
  readonly PUBLIC_CONTACT_MIN_FILL_MS?: string | undefined;
}

export interface EmailConfig {
  readonly serviceId: string;
  readonly templateId: string;
  readonly publicKey: string;
  /** Where the SDK posts: `${origin}/api/v1.0/email/send`. */
  readonly origin: string;
  readonly blockHeadless: boolean;
}

export const DEFAULT_MIN_FILL_MS = 2500;

const clean = (value: string | undefined) => value?.trim() ?? '';

/** The API origin to post to, or null when the variable holds something that is not an http(s) origin. */
export function resolveOrigin(value: string | undefined, pageOrigin: string): string | null {
  if (clean(value) === '') return EMAILJS_API_ORIGIN;
  const origin = deliveryOrigin(value);
  return origin === SAME_ORIGIN ? pageOrigin : origin;
}

/** The sending configuration, or null when the e-mail service is not configured (SPEC §8: not available). */
export function readEmailConfig(env: ContactEnv, pageOrigin: string): EmailConfig | null {
  const serviceId = clean(env.PUBLIC_EMAILJS_SERVICE_ID);
  const templateId = clean(env.PUBLIC_EMAILJS_TEMPLATE_ID);
  const publicKey = clean(env.PUBLIC_EMAILJS_PUBLIC_KEY);
  const origin = resolveOrigin(env.PUBLIC_EMAILJS_ORIGIN, pageOrigin);
  if (!serviceId || !templateId || !publicKey || !origin) return null;
  return {
    serviceId,
    templateId,
    publicKey,
    origin,
    blockHeadless: clean(env.PUBLIC_EMAILJS_BLOCK_HEADLESS).toLowerCase() === 'true',
  };
}

/** The minimum fill time in milliseconds: a whole number ≥ 0, else the default of 2,500. */
export function readMinFillMs(value: string | undefined): number {
  const text = clean(value);
  const ms = Number(text);
  return text !== '' && Number.isFinite(ms) && ms >= 0 ? Math.round(ms) : DEFAULT_MIN_FILL_MS;
}
