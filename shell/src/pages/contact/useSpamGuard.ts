import { useCallback, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { readMinFillMs } from './config';
import { contactEnv } from './env';
import { isLikelyBot } from './spamGuard';

const defaultMinFillMs = readMinFillMs(contactEnv.PUBLIC_CONTACT_MIN_FILL_MS);

/**
 * The form's two quiet bot filters (spamGuard.ts) kept over its life: the honeypot's value, and the fill
 * clock, started by the first interaction with the form (`noteInteraction`, for its focus, pointer and input
 * events). A form first touched in the served page, before the app took over, carries that time
 * (`data-started-at`, shell/early.js). `restored`: the form starts from a saved draft, which is exempt.
 */
export function useSpamGuard(
  formRef: RefObject<HTMLFormElement | null>,
  restored: boolean,
  minFillMs: number = defaultMinFillMs,
) {
  const [honeypot, setHoneypot] = useState('');
  const startedAtRef = useRef<number | null>(null);
  const restoredRef = useRef(restored);
  // Hydrating, a draft is restored in the render after the first (see useContactDraft).
  useLayoutEffect(() => {
    if (restored) restoredRef.current = true;
  }, [restored]);

  const noteInteraction = useCallback(() => {
    startedAtRef.current ??= Number(formRef.current?.dataset.startedAt) || Date.now();
  }, [formRef]);

  const isBot = () =>
    isLikelyBot({
      honeypot,
      startedAt: startedAtRef.current,
      now: Date.now(),
      minFillMs,
      restored: restoredRef.current,
    });

  /** After a send (real or pretended) the next message needs its own fill time. */
  const reset = useCallback(() => {
    setHoneypot('');
    startedAtRef.current = null;
    delete formRef.current?.dataset.startedAt;
    restoredRef.current = false;
  }, [formRef]);

  return { honeypot, setHoneypot, noteInteraction, isBot, reset };
}

export type SpamGuard = ReturnType<typeof useSpamGuard>;
