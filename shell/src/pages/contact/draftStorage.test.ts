import { describe, expect, it } from 'vitest';
import { DRAFT_KEY, DRAFT_MAX_AGE_MS, createDraftStore, parseDraft, type DraftStorage } from './draftStorage';
import type { ContactValues } from './validation';

const draft: ContactValues = {
  name: 'Priya',
  email: 'priya@exa',
  phone: '+91 98200',
  service: 'seo-services',
  message: 'Half a thought',
};

function memoryStorage(): DraftStorage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
  };
}

const failing: DraftStorage = {
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('draft storage', () => {
  it('saves all five fields and loads them back', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    expect(store.load()).toBeNull();
    store.save(draft);
    expect(storage.data.has(DRAFT_KEY)).toBe(true);
    expect(store.load()).toEqual(draft);
    // A second store on the same storage (a reload) sees the same draft.
    expect(createDraftStore(storage).load()).toEqual(draft);
  });

  it('keeps partial and invalid input: a draft is whatever the visitor typed', () => {
    const store = createDraftStore(memoryStorage());
    const partial = { name: '', email: 'not-an-email', phone: '', service: '', message: '' };
    store.save(partial);
    expect(store.load()).toEqual(partial);
  });

  it('clear() removes the draft', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save(draft);
    store.clear();
    expect(store.load()).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('saving an all-blank form removes the draft instead of storing it', () => {
    const storage = memoryStorage();
    const store = createDraftStore(storage);
    store.save(draft);
    store.save({ name: ' ', email: '', phone: '', service: '', message: '\n' });
    expect(storage.data.size).toBe(0);
  });

  it('never throws when storage is missing, blocked or full', () => {
    for (const store of [createDraftStore(null), createDraftStore(failing)]) {
      expect(() => store.save(draft)).not.toThrow();
      expect(store.load()).toBeNull();
      expect(() => store.clear()).not.toThrow();
    }
  });

  it('drops unreadable or foreign data', () => {
    expect(parseDraft(null)).toBeNull();
    expect(parseDraft('')).toBeNull();
    expect(parseDraft('{not json')).toBeNull();
    expect(parseDraft('"text"')).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 2, values: draft }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1 }))).toBeNull();
    expect(parseDraft(JSON.stringify({ version: 1, values: { name: 42, email: null } }))).toBeNull();
  });

  it('repairs what it can: unknown service unselected, non-strings emptied, message capped at 5,000', () => {
    const raw = JSON.stringify({
      version: 1,
      values: { ...draft, service: 'blockchain', phone: 98200, message: 'x'.repeat(6000) },
    });
    expect(parseDraft(raw)).toEqual({ ...draft, service: '', phone: '', message: 'x'.repeat(5000) });
  });

  it('keeps a draft for a week after it was last saved, then removes it', () => {
    const storage = memoryStorage();
    let now = 1_700_000_000_000;
    const store = createDraftStore(storage, DRAFT_KEY, () => now);
    store.save(draft);
    now += DRAFT_MAX_AGE_MS;
    expect(store.load()).toEqual(draft);
    // Saving again restarts the week.
    store.save(draft);
    now += DRAFT_MAX_AGE_MS + 1;
    expect(store.load()).toBeNull();
    expect(storage.data.size).toBe(0);
  });

  it('counts an undated draft (saved before drafts were dated) as fresh', () => {
    expect(parseDraft(JSON.stringify({ version: 1, values: draft }), Date.now())).toEqual(draft);
  });
});
