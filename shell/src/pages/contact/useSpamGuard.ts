import { useCallback, type RefObject } from 'react';
import { readMinFillMs } from './config';
import { contactEnv } from './env';
import { isLikelyBot } from './spamGuard';

const defaultMinFillMs = readMinFillMs(contactEnv.PUBLIC_CONTACT_MIN_FILL_MS);

/**
 * The form's two quiet bot filters (spamGuard.ts). The fill clock is the form's `data-started-at`: shell/early.js
 * sets it at the first touch in the served page, before the app took over, and `noteInteraction` (for the form's
 * focus, pointer and input events) once the app runs, so a Send held before takeover keeps its start.
 */
export function useSpamGuard(formRef: RefObject<HTMLFormElement | null>, minFillMs: number = defaultMinFillMs) {
  const noteInteraction = useCallback(() => {
    const form = formRef.current;
    if (form && !form.dataset.startedAt) form.dataset.startedAt = String(Date.now());
  }, [formRef]);

  /** `restored`: the form was filled from a saved draft, in an earlier visit, which is exempt. */
  const isBot = (honeypot: string, restored: boolean) =>
    isLikelyBot({
      honeypot,
      startedAt: Number(formRef.current?.dataset.startedAt) || null,
      now: Date.now(),
      minFillMs,
      restored,
    });

  /** After a send (real or pretended) the next message needs its own fill time. */
  const reset = useCallback(() => {
    delete formRef.current?.dataset.startedAt;
  }, [formRef]);

  return { noteInteraction, isBot, reset };
}
