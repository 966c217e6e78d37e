import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailConfig } from './config';
import type { DraftStorage } from './draftStorage';
import { TimeoutError } from '../../lib/withTimeout';
import { RATE_LIMIT, SEND_TIMEOUT_MS, sendContactMessage, type EmailSdk } from './sendMessage';

const config: EmailConfig = {
  serviceId: 'local_outbox',
  templateId: 'contact_form',
  publicKey: 'local-outbox-key',
  origin: 'http://localhost:4100',
  blockHeadless: false,
};
const params = {
  name: 'Priya Sharma',
  email: 'priya@example.in',
  phone: '+919820045678',
  service: 'Fintech Solutions',
  message: 'Hello',
};

function memoryStorage(): DraftStorage & { readonly data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A stand-in SDK: stamps the rate limiter like the real one, then answers as told. */
function fakeSdk(answer: () => Promise<unknown>, { limited = false } = {}) {
  const sdk = {
    init: vi.fn(),
    send: vi.fn(async (_service: string, _template: string, _params?: unknown, options?: unknown) => {
      if (limited) throw { status: 429, text: 'Too Many Requests' };
      const storage = (options as { storageProvider: { set: (k: string, v: string) => Promise<void> } })
        .storageProvider;
      await storage.set(RATE_LIMIT.id, String(Date.now()));
      await answer();
      return { status: 200, text: 'OK' };
    }),
  };
  return sdk as typeof sdk & EmailSdk;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sendContactMessage', () => {
  it("fails with 'Email service is not available.' when the service is not configured, sending nothing", async () => {
    const sdk = fakeSdk(async () => undefined);
    await expect(sendContactMessage(params, null, { sdk, storage: null })).rejects.toThrow(
      'Email service is not available.',
    );
    expect(sdk.send).not.toHaveBeenCalled();
  });

  it('sets the origin through init and sends the five fields with id, template, key and rate limit', async () => {
    const sdk = fakeSdk(async () => undefined);
    await sendContactMessage(params, config, { sdk, storage: memoryStorage() });
    expect(sdk.init).toHaveBeenCalledWith({ publicKey: 'local-outbox-key', origin: 'http://localhost:4100' });
    expect(sdk.send).toHaveBeenCalledWith('local_outbox', 'contact_form', params, {
      publicKey: 'local-outbox-key',
      limitRate: { id: 'contact-form', throttle: 10000 },
      blockHeadless: false,
      storageProvider: expect.any(Object),
    });
  });

  it('keeps the rate-limit stamp after a success', async () => {
    const storage = memoryStorage();
    await sendContactMessage(params, config, { sdk: fakeSdk(async () => undefined), storage });
    expect(storage.data.has('contact-form')).toBe(true);
  });

  it('gives the stamp back after a failure, so that the visitor can retry at once', async () => {
    const storage = memoryStorage();
    const sdk = fakeSdk(async () => Promise.reject({ status: 500, text: 'Server Error' }));
    await expect(sendContactMessage(params, config, { sdk, storage })).rejects.toEqual({
      status: 500,
      text: 'Server Error',
    });
    expect(storage.data.has('contact-form')).toBe(false);
  });

  it("leaves an earlier stamp alone when the SDK's own rate limit refuses the send", async () => {
    const storage = memoryStorage();
    storage.setItem('contact-form', '123');
    const sdk = fakeSdk(async () => undefined, { limited: true });
    await expect(sendContactMessage(params, config, { sdk, storage })).rejects.toMatchObject({ status: 429 });
    expect(storage.data.get('contact-form')).toBe('123');
  });

  it('fails after 15 s without an answer', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const sdk = fakeSdk(() => new Promise(() => undefined));
    const sending = sendContactMessage(params, config, { sdk, storage });
    const outcome = expect(sending).rejects.toThrow(new TimeoutError('The e-mail service did not answer within 15 s.'));
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
    expect(storage.data.has('contact-form')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
    expect(SEND_TIMEOUT_MS).toBe(15000);
    expect(storage.data.has('contact-form')).toBe(false);
  });

  it('never lets blocked storage break a send', async () => {
    const blocked: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    await expect(
      sendContactMessage(params, config, { sdk: fakeSdk(async () => undefined), storage: blocked }),
    ).resolves.toBeUndefined();
  });
});
