import { findContactService } from '@site/routes';
import { MESSAGE_MAX_LENGTH, fieldNames, type ContactValues } from './validation';

/**
 * The visitor's unsent message, kept in localStorage so that nothing typed is lost to a reload, a crash or
 * a failed send. It is removed once a message has been sent, when every field is empty again, or a week after
 * it was last saved: a name, email and phone should not outlive the visit on a shared computer.
 * Storage can be missing, full or blocked (private modes, strict privacy settings): every call then quietly
 * does nothing, and the form works as before.
 */
export const DRAFT_KEY = 'contact-form-draft';
const DRAFT_VERSION = 1;

/** How long after the last keystroke the draft is written. */
export const DRAFT_SAVE_DELAY_MS = 400;

/** How long an unsent draft is kept after it was last saved. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export interface DraftStore {
  load(): ContactValues | null;
  save(values: ContactValues): void;
  clear(): void;
}

const isBlank = (values: ContactValues) => fieldNames.every((field) => values[field].trim() === '');

/**
 * Reads a stored draft defensively: unknown shapes and expired drafts are dropped, unknown services
 * unselected. Drafts saved before drafts were dated carry no `savedAt` and count as fresh.
 */
export function parseDraft(raw: string | null, now: number = Date.now()): ContactValues | null {
  if (!raw) return null;
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const { version, values, savedAt } = data as { version?: unknown; values?: unknown; savedAt?: unknown };
  if (version !== DRAFT_VERSION || typeof values !== 'object' || values === null) return null;
  if (typeof savedAt === 'number' && now - savedAt > DRAFT_MAX_AGE_MS) return null;
  const record = values as Record<string, unknown>;
  const text = (field: string) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const draft: ContactValues = {
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    service: findContactService(text('service')) ? text('service') : '',
    message: text('message').slice(0, MESSAGE_MAX_LENGTH),
  };
  return isBlank(draft) ? null : draft;
}

export function createDraftStore(
  storage: DraftStorage | null,
  key: string = DRAFT_KEY,
  now: () => number = Date.now,
): DraftStore {
  const attempt = <T>(action: (store: DraftStorage) => T, fallback: T): T => {
    if (!storage) return fallback;
    try {
      return action(storage);
    } catch {
      return fallback;
    }
  };
  return {
    load: () =>
      attempt((store) => {
        const raw = store.getItem(key);
        const draft = parseDraft(raw, now());
        // An expired or unreadable draft is removed, not just ignored.
        if (raw !== null && draft === null) store.removeItem(key);
        return draft;
      }, null),
    save: (values) =>
      attempt((store) => {
        if (isBlank(values)) store.removeItem(key);
        else store.setItem(key, JSON.stringify({ version: DRAFT_VERSION, savedAt: now(), values }));
      }, undefined),
    clear: () => attempt((store) => store.removeItem(key), undefined),
  };
}

/** The browser's localStorage, or null where reading it throws (blocked storage). */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
